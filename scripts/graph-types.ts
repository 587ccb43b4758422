import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { introspectionFromSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { graphSchema } from '../src-service/graph/graph-schema.ts';

/**
 * The core's typed GraphQL documents (gql.tada) are checked against this file at typecheck time.
 * It is produced from the service's schema, so a schema change shows up as a type error in the
 * core's documents once regenerated, and `graph-types.test.ts` fails until it is.
 */
export const graphEnvFile = fileURLToPath(new URL('../src-main/core/graph/graph-env.ts', import.meta.url));

export function graphEnvSource(): string {
  const introspection = minifyIntrospection(introspectionFromSchema(graphSchema));
  return outputIntrospectionFile(introspection, { fileType: '.ts', shouldPreprocess: false });
}

export function checkedInGraphEnv(): string {
  return readFileSync(graphEnvFile, 'utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(graphEnvFile, graphEnvSource());
  console.log(`Wrote ${graphEnvFile}`);
}
