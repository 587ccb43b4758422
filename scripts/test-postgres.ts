// `npm run test:postgres [-- files…]`: the service's tests that depend on STINT_TEST_ENGINE, on
// PostgreSQL (scripts/testing/postgres-pass-files.ts says which; the default pass already runs
// every describe.each(engines) half on PostgreSQL). One private server for the whole run.
// A path narrows the run to it instead.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresPassFiles } from './testing/postgres-pass-files.ts';
import { runWithPostgres } from './testing/with-postgres.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
let files: string[] = [];
if (!args.some((arg) => !arg.startsWith('-'))) {
  files = postgresPassFiles(root);
  console.log(
    `PostgreSQL pass: ${files.length} test files reach STINT_TEST_ENGINE (the rest ran on both engines already):\n  ${files.join('\n  ')}`,
  );
}
const status = await runWithPostgres(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '--project', 'node', ...files, ...args],
  { cwd: root, env: { STINT_TEST_ENGINE: 'postgres' } },
);
process.exit(status);
