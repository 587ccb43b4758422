// Runs a command with one private PostgreSQL server for all of it (STINT_TEST_POSTGRES_ADMIN_URL):
// every test that asks testing/test-engine.ts for a PostgreSQL database gets one on it, instead of
// each test file starting a server of its own (seconds each, for dozens of files).
// `node scripts/testing/with-postgres.ts <command> [args…]` runs one command so.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../src-service/storage/testing/postgres-server.ts';
import { migratedTemplate } from '../../src-service/testing/test-engine.ts';

/** Runs `command` with the server's admin URL (and `env`) in its environment; answers its exit status. */
export async function runWithPostgres(
  command: string,
  args: readonly string[],
  options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv },
): Promise<number> {
  const server = await startPostgres();
  try {
    // Migrated once for the run: each test file copies it rather than migrating a template of its own.
    const template = await migratedTemplate(server.adminUrl);
    const run = spawnSync(command, args, {
      cwd: options.cwd,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...options.env,
        STINT_TEST_POSTGRES_ADMIN_URL: server.adminUrl,
        STINT_TEST_POSTGRES_TEMPLATE: template,
      },
    });
    return run.status ?? 1;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined) {
    console.error('usage: node scripts/testing/with-postgres.ts <command> [args…]');
    process.exit(2);
  }
  process.exit(await runWithPostgres(command, args, { cwd: process.cwd() }));
}
