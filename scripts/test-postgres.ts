// `npm run test:postgres [-- files…]`: the service's tests on PostgreSQL. One private server for
// the whole run (each test still gets a database of its own), rather than one per test file:
// starting and stopping a server costs seconds, and there are dozens of files.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../src-service/storage/testing/postgres-server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
// Only options (a reporter, say): all of the service's tests; a path narrows them.
const filters = args.some((arg) => !arg.startsWith('-')) ? [] : ['src-service/'];
const server = await startPostgres();
let status: number;
try {
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', 'node', ...filters, ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STINT_TEST_ENGINE: 'postgres', STINT_TEST_POSTGRES_ADMIN_URL: server.adminUrl },
    },
  );
  status = run.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);
