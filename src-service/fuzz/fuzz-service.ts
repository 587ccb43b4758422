import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSqliteDatabase } from '../storage/database.ts';
import { PostgresSqlDatabase } from '../storage/postgres-sql-database.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { serviceNodeOptions } from '../testing/service-node-options.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The service under fuzz: a child process, started as `npm run service` does (same Node options). */
export interface FuzzService {
  readonly port: number;
  readonly pid: number;
  readonly dataDir: string;
  /** Set once the process ended while the fuzz still needed it. */
  readonly exit: () => string | null;
  /** The `stint service error:` lines it printed, newest last (at most 200 kept). */
  readonly errorLines: () => readonly string[];
  readonly output: () => string;
  /** Resident memory in kB from /proc (null where there is no /proc). */
  rssKb(): number | null;
  /** Stops it with SIGTERM and waits (a crash already stopped it). */
  halt(): Promise<void>;
  /**
   * Once it has stopped: on SQLite `PRAGMA integrity_check` ('ok' or what SQLite found); on
   * PostgreSQL, which checks its own pages, 'ok' when every table can be read to its end.
   */
  integrity(): Promise<string>;
  remove(): void;
}

export interface FuzzServiceOptions {
  /** A migrated PostgreSQL database to serve; without it, a fresh SQLite data folder. */
  readonly databaseUrl?: string;
}

async function checkIntegrity(db: SqlDatabase): Promise<string> {
  try {
    if (db.dialect === 'sqlite') {
      const rows = await db.all<{ integrity_check: string }>('PRAGMA integrity_check');
      return rows.map((r) => r.integrity_check).join('; ');
    }
    for (const table of db.catalog.keys()) await db.all(`SELECT count(*) AS n FROM ${table}`);
    return 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await db.close();
  }
}

export async function startFuzzService(options: FuzzServiceOptions = {}): Promise<FuzzService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-fuzz-'));
  const { databaseUrl } = options;
  const storage = databaseUrl === undefined ? ['--data', dataDir] : ['--database', databaseUrl];
  // The rate limit is off so that requests reach deep code instead of a 429 (it has its own tests).
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...serviceNodeOptions(),
      'src-service/cli.ts',
      '--port',
      '0',
      ...storage,
      '--seed',
      'demo',
      '--v1-rate-limit',
      'off',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const errorLines: string[] = [];
  let pending = '';
  let exit: string | null = null;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (output.length < 100_000) output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (output.length < 100_000) output += text;
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('stint service error:')) continue;
      errorLines.push(line);
      if (errorLines.length > 200) errorLines.shift();
    }
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = `exited with ${signal ?? String(code)}`;
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      const match = /stint service listening on (\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`service ${exit ?? ''}:\n${output}`));
    });
  });
  let halting = false;
  return {
    port: Number(new URL(url).port),
    pid: child.pid ?? 0,
    dataDir,
    exit: () => (halting ? null : exit),
    errorLines: () => errorLines,
    output: () => output,
    rssKb() {
      try {
        const status = readFileSync(`/proc/${child.pid ?? 0}/status`, 'utf8');
        const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
        return kb === undefined ? null : Number(kb);
      } catch {
        return null;
      }
    },
    async halt() {
      halting = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async integrity() {
      const db =
        databaseUrl === undefined
          ? openSqliteDatabase(dataDir)
          : await PostgresSqlDatabase.open(databaseUrl, 1);
      return checkIntegrity(db);
    },
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
