import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresServer {
  /** The server's own `postgres` database: for administration, not for tests' data. */
  readonly adminUrl: string;
  readonly port: number;
  /** Creates a fresh empty database `t_<random>` and answers its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** Debian puts the programs in a versioned folder that is not on PATH: ask pg_config, else look. */
async function binDir(): Promise<string> {
  try {
    const { stdout } = await run('pg_config', ['--bindir']);
    const dir = stdout.trim();
    if (existsSync(join(dir, 'pg_ctl'))) return dir;
  } catch {
    // no pg_config: fall through to the Debian layout
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error('PostgreSQL is not installed (no pg_ctl): run `bash scripts/setup.sh`.');
  }
  return join(root, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a private PostgreSQL server for one test file: its own data folder under the system's
 * temporary folder and a free loopback port, trust authentication for the `postgres` role.
 * PostgreSQL refuses to run as root, so as root the programs run as the `postgres` system user
 * on a folder it owns.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = await binDir();
  const folder = mkdtempSync(join(tmpdir(), 'stint-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chmodSync(folder, 0o755);
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  // Run from the server's own folder: the postgres user may not be allowed into the caller's.
  const pgRun = (program: string, args: string[]): Promise<unknown> =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: folder })
      : run(join(bin, program), args, { cwd: folder });
  const data = join(folder, 'db');
  try {
    await pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  let port = 0;
  // Another process may take the free port between asking and listening: try a few.
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await pgRun('pg_ctl', [
        '-D',
        data,
        '-o',
        `-p ${port} -h 127.0.0.1 -k ${folder} -c fsync=off`,
        '-l',
        join(folder, 'log'),
        '-w',
        'start',
      ]);
      break;
    } catch (error) {
      if (attempt >= 3) {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const urlOf = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const adminUrl = urlOf('postgres');
  let stopped = false;
  return {
    adminUrl,
    port,
    async createDatabase() {
      const name = `t_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
