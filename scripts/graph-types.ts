import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { introspectionFromSchema, printSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { graphSchema } from '../src-service/graph/graph-schema.ts';

/**
 * The core's typed GraphQL documents (gql.tada) take their types from `graph-env.ts`, and
 * `npm run graph-check` (GraphQLSP, configured in src-main/tsconfig.json) validates them against
 * `graph-schema.graphql`. Both files are produced here from the service's schema, and
 * `graph-types.test.ts` fails until they are regenerated after a schema change.
 */
const inCore = (name: string): string =>
  fileURLToPath(new URL(`../src-main/core/graph/${name}`, import.meta.url));

export const graphFiles = {
  env: inCore('graph-env.ts'),
  schema: inCore('graph-schema.graphql'),
} as const;

export function graphSources(): Record<keyof typeof graphFiles, string> {
  const introspection = minifyIntrospection(introspectionFromSchema(graphSchema));
  return {
    env: outputIntrospectionFile(introspection, { fileType: '.ts', shouldPreprocess: false }),
    schema: `${printSchema(graphSchema)}\n`,
  };
}

export function checkedInGraphSources(): Record<keyof typeof graphFiles, string> {
  return { env: readFileSync(graphFiles.env, 'utf8'), schema: readFileSync(graphFiles.schema, 'utf8') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = graphSources();
  for (const key of ['env', 'schema'] as const) {
    writeFileSync(graphFiles[key], sources[key]);
    console.log(`Wrote ${graphFiles[key]}`);
  }
}
