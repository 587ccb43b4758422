import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../service.ts';
import { migrations } from '../storage/migrations.ts';
import { openServiceDatabase } from '../storage/open-service-database.ts';
import { emptyPostgresUrl, engines, migratedPostgresUrl, type TestEngine } from '../testing/test-engine.ts';
import { runCli, type CliRun } from './testing/run-cli.ts';

// `npm run service -- generate` as its own process, on a real SQLite folder or PostgreSQL database.

const latest = migrations.at(-1)?.version ?? 0;

type Run = CliRun;

function run(args: string[]): Promise<Run> {
  return runCli(args);
}

const dirs: string[] = [];
const services: RunningService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-generate-'));
  dirs.push(dir);
  return dir;
}

/** Where a test's database is: the arguments naming it, and what the service takes to serve it. */
async function target(engine: TestEngine): Promise<{ args: string[]; dataDir: string; url?: string }> {
  const dataDir = tempDir();
  if (engine === 'sqlite') return { args: ['--data', dataDir], dataDir };
  const url = await migratedPostgresUrl();
  return { args: ['--database', url], dataDir, url };
}

const basic = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe.each(engines)('npm run service -- generate on %s', (engine) => {
  it('fills an empty database, says how to sign in, and user0 signs in through v1', async () => {
    const { args, dataDir, url } = await target(engine);
    const generated = await run(['generate', ...args, '--records', '2000']);
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    const lines = generated.stdout.split('\n');
    // Progress (on PostgreSQL two writers report their share each), then the summary.
    const progress = lines.slice(0, -5);
    expect(progress.every((line) => /^generating [\d ]+ \/ 2 000 records$/.test(line))).toBe(true);
    expect(progress.at(-1)).toBe('generating 2 000 / 2 000 records');
    expect(lines.at(-5)).toMatch(/^Generated 2 000 time records in \d+\.\d s\.$/);
    expect(lines.slice(-4)).toEqual([
      `Serve them:  npm run service -- ${engine === 'sqlite' ? `--data ${dataDir}` : '--database URL (the one given here)'}`,
      'Sign in:     account bench, user0@bench.example (the owner; user1 to user9 too), password bench-password',
      'v1 interface: application key bench-application-key',
      '',
    ]);
    const db = await openServiceDatabase(
      url === undefined ? { engine: 'sqlite', dataDir } : { engine: 'postgres', url },
    );
    try {
      expect(await db.get('SELECT count(*) AS n FROM time_records')).toEqual({ n: 2000 });
      expect(await db.get('SELECT count(*) AS n FROM users')).toEqual({ n: 10 });
    } finally {
      await db.close();
    }
    const service = await startService({
      dataDir,
      ...(url === undefined ? {} : { database: url }),
      port: 0,
      seed: 'none',
      version: 'test',
    });
    services.push(service);
    const login = await fetch(`${service.url}/t/bench/v1/auth/login?apikey=bench-application-key`, {
      headers: { Authorization: basic('user0@bench.example', 'bench-password') },
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const self = await fetch(`${service.url}/t/bench/v1/users/@self?token=${token}`);
    expect(((await self.json()) as { email?: string }).email).toBe('user0@bench.example');
  });

  it('refuses a database that already holds data in one sentence', async () => {
    const { args, dataDir, url } = await target(engine);
    expect((await run(['generate', ...args, '--records', '10'])).status).toBe(0);
    const where =
      url === undefined
        ? `The folder ${dataDir}`
        : `the PostgreSQL database ${new URL(url).pathname.slice(1)} on ${new URL(url).host}`;
    expect(await run(['generate', ...args, '--records', '10'])).toEqual({
      status: 1,
      stdout: '',
      stderr: `stint service: ${where} already holds data (1 organization): generate fills only an empty one.\n`,
    });
  });
});

describe('npm run service -- generate, refusals', () => {
  it('refuses a PostgreSQL database that is not migrated, as serve does', async () => {
    const url = await emptyPostgresUrl();
    expect(await run(['generate', '--database', url, '--records', '10'])).toEqual({
      status: 1,
      stdout: '',
      stderr: `stint service: This database has no Stint schema yet, older than this Stint (version ${latest}): run \`npm run service -- migrate\` first.\n`,
    });
  });

  it.each([
    [[], '--records is required'],
    [['--records', ''], '--records is required'],
    [['--records', 'many'], '--records must be a whole number from 1 to 10 000 000, got many'],
    [['--records', '0'], '--records must be a whole number from 1 to 10 000 000, got 0'],
    [['--records=-5'], '--records must be a whole number from 1 to 10 000 000, got -5'],
    [['--records', '2.5'], '--records must be a whole number from 1 to 10 000 000, got 2.5'],
    [['--records', '10000001'], '--records must be a whole number from 1 to 10 000 000, got 10000001'],
    [['--records', '5', '--database', 'mysql://x/y'], '--database must be a postgres:// URL'],
    [
      ['--records', '5', '--database', 'postgres://x/y', '--data', 'somewhere'],
      '--data and --database name two databases: give one',
    ],
  ])('refuses %j with exit code 2', async (args, message) => {
    expect(await run(['generate', ...args])).toEqual({
      status: 2,
      stdout: '',
      stderr: `stint service: ${message}\n`,
    });
  });

  it('refuses a sub-command and an unknown option', async () => {
    expect(await run(['generate', 'now', '--records', '5'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'stint service: generate takes no sub-command, got now\n',
    });
    expect((await run(['generate', '--records', '5', '--users', '3'])).status).toBe(2);
  });
});
