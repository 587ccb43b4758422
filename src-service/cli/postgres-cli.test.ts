import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../storage/migrations.ts';
import { emptyPostgresUrl } from '../testing/test-engine.ts';
import { cliEnv, runCli, type CliRun } from './testing/run-cli.ts';

// The service and its operators' commands on a real PostgreSQL server, each as its own process.

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const latest = migrations.at(-1)?.version ?? 0;

type Run = CliRun;

function run(args: string[], options: { env?: Record<string, string>; cwd?: string } = {}): Promise<Run> {
  return runCli(args, options);
}

interface Served {
  readonly child: ChildProcess;
  readonly url: string;
  stdout(): string;
  readonly exited: Promise<number | null>;
}

/** `npm run service` on PostgreSQL, in `cwd`, until it prints where its mail goes. */
async function serve(args: string[], cwd: string, env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, [cli, '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cliEnv(env),
    cwd,
  });
  running.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (out.includes('mail goes to')) resolve();
    });
    void exited.then(() => reject(new Error(`the service exited: ${err}`)));
  });
  const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';
  return { child, url, stdout: () => out, exited };
}

const dirs: string[] = [];
const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-pg-cli-'));
  dirs.push(dir);
  return dir;
}

async function migratedDatabase(): Promise<string> {
  const url = await emptyPostgresUrl();
  expect((await run(['migrate', '--database', url])).status).toBe(0);
  return url;
}

describe('npm run service -- --database postgres://…', () => {
  it('refuses a database that is not migrated yet in one sentence', async () => {
    const url = await emptyPostgresUrl();
    expect(await run(['--port', '0', '--database', url], { cwd: tempDir() })).toEqual({
      status: 1,
      stdout: '',
      stderr: `stint service: This database has no Stint schema yet, older than this Stint (version ${latest}): run \`npm run service -- migrate\` first.\n`,
    });
  });

  it('serves from a migrated database (STINT_DATABASE_URL), writes mail to stint-data/mail and stops on SIGTERM', async () => {
    const url = await migratedDatabase();
    const cwd = tempDir();
    const served = await serve(['--seed', 'demo', '--pool-size', '3'], cwd, { STINT_DATABASE_URL: url });
    expect(served.stdout()).toContain(`mail goes to the folder ${join(cwd, 'stint-data', 'mail')}\n`);
    expect((await fetch(`${served.url}/ready`)).status).toBe(200);
    const login = await fetch(`${served.url}/t/acme/v1/auth/login?apikey=demo-application-key`, {
      headers: {
        Authorization: `Basic ${Buffer.from('alice@example.com:alice-password').toString('base64')}`,
      },
    });
    expect(login.status).toBe(200);
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    expect(served.stdout()).toContain('stint service stopped\n');
  });

  it('lets two instances serve one database and share its data', async () => {
    const url = await migratedDatabase();
    const [one, two] = [
      await serve(['--database', url, '--seed', 'demo'], tempDir()),
      await serve(['--database', url, '--seed', 'demo'], tempDir()),
    ];
    const basic = `Basic ${Buffer.from('bob@example.com:bob-password').toString('base64')}`;
    const login = await fetch(`${one.url}/t/acme/v1/auth/login?apikey=demo-application-key`, {
      headers: { Authorization: basic },
    });
    const { token } = (await login.json()) as { token: string };
    const self = await fetch(`${two.url}/t/acme/v1/users/@self?token=${token}`);
    expect(self.status).toBe(200);
  });

  it('refuses a pool size that is not a whole number from 1, and one for SQLite', async () => {
    expect(await run(['--database', 'postgres://x/y', '--pool-size', '0'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'stint service: --pool-size must be a whole number from 1 to 1000, got 0\n',
    });
    expect(await run(['--data', tempDir(), '--pool-size', '4'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'stint service: --pool-size is for --database: SQLite keeps one connection\n',
    });
  });
});

describe('the admin commands with --database postgres://…', () => {
  it('create a user and an organization, invite, make keys and rotate the signing key', async () => {
    const url = await migratedDatabase();
    const db = ['--database', url];
    const added = await runCli(
      [
        'user',
        'add',
        ...db,
        '--email',
        'olga@example.com',
        '--first-name',
        'Olga',
        '--last-name',
        'O',
        '--password-stdin',
      ],
      { input: 'a long enough password\n' },
    );
    expect(added).toMatchObject({ status: 0, stderr: '' });
    expect(
      await run(['user', 'add', ...db, '--email', 'x@example.com', '--first-name', 'X', '--last-name', 'Y']),
    ).toMatchObject({ status: 2 });
    expect(await run(['user', 'verify', ...db, '--email', 'olga@example.com'])).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
    expect(
      await run([
        'org',
        'add',
        ...db,
        '--title',
        'Olga Works',
        '--owner-email',
        'olga@example.com',
        '--account',
        'olga',
      ]),
    ).toEqual({ status: 0, stdout: 'olga\n', stderr: '' });
    expect(
      await run([
        'org',
        'add',
        ...db,
        '--title',
        'Again',
        '--owner-email',
        'olga@example.com',
        '--account',
        'olga',
      ]),
    ).toEqual({
      status: 1,
      stdout: '',
      stderr: 'stint service: The account olga is taken\n',
    });
    const apikey = await run(['apikey', 'create', ...db, '--email', 'olga@example.com', '--org', 'olga']);
    expect(apikey.status).toBe(0);
    expect(await run(['apikey', 'revoke', ...db, '--key', apikey.stdout.trim()])).toMatchObject({
      status: 0,
    });
    expect((await run(['appkey', 'create', ...db, '--name', 'Tests'])).status).toBe(0);
    const first = await run(['keys', 'rotate', ...db]);
    const second = await run(['keys', 'rotate'], { env: { STINT_DATABASE_URL: url } });
    expect([first.status, second.status]).toEqual([0, 0]);
    expect(first.stdout.trim()).not.toBe(second.stdout.trim());
    expect(await run(['invite', ...db, '--email', 'nobody@example.com', '--org', 'olga'])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'stint service: No user with the email nobody@example.com\n',
    });
  });

  it('refuse a database at another schema version, and read mail from stint-data/mail', async () => {
    const url = await emptyPostgresUrl();
    expect(await run(['appkey', 'create', '--database', url, '--name', 'Early'])).toEqual({
      status: 1,
      stdout: '',
      stderr: `stint service: This database has no Stint schema yet, older than this Stint (version ${latest}): run \`npm run service -- migrate\` first.\n`,
    });
    const cwd = tempDir();
    expect(await run(['mail', 'list', '--database', url], { cwd })).toEqual({
      status: 0,
      stdout: `No mail in ${join(cwd, 'stint-data', 'mail')}.\n`,
      stderr: '',
    });
  });
});
