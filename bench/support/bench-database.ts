// Where a benchmark keeps its data: a temporary SQLite folder, or a database on a private
// PostgreSQL server started for the run (the same recipe as the tests: initdb + pg_ctl on a
// temporary folder and a free loopback port).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteDatabase } from '../../src-service/storage/database.ts';
import { openPostgres } from '../../src-service/storage/postgres-database.ts';
import { migratePostgres } from '../../src-service/storage/postgres-migrations.ts';
import { PostgresSqlDatabase } from '../../src-service/storage/postgres-sql-database.ts';
import type { SqlDatabase } from '../../src-service/storage/sql-database.ts';
import { startPostgres, type PostgresServer } from '../../src-service/storage/testing/postgres-server.ts';
import { setFigureEngine } from './report-json.ts';

export type BenchEngine = 'sqlite' | 'postgres';

/** The engines to measure: `BENCH_ENGINES=sqlite` or `=postgres` narrows the default of both. */
export function benchEngines(): BenchEngine[] {
  const wanted = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',').map((e) => e.trim());
  for (const engine of wanted) {
    if (engine !== 'sqlite' && engine !== 'postgres') {
      throw new Error(`BENCH_ENGINES names ${engine}; the engines are sqlite and postgres.`);
    }
  }
  return wanted as BenchEngine[];
}

export interface BenchDatabase {
  readonly engine: BenchEngine;
  /** What `npm run service` takes to serve this database. */
  readonly serveArgs: readonly string[];
  /** The folder of the SQLite file, or of the mail folder when serving PostgreSQL. */
  readonly dataDir: string;
  /** A PostgreSQL URL, or null for SQLite. */
  readonly url: string | null;
  /** A new handle on the (migrated) database. */
  open(): Promise<SqlDatabase>;
  /** Stops the private server and removes every file. */
  remove(): Promise<void>;
}

export async function prepareBenchDatabase(engine: BenchEngine): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `stint-bench-${engine}-`));
  if (engine === 'sqlite') {
    return {
      engine,
      serveArgs: ['--data', dataDir],
      dataDir,
      url: null,
      open: () => Promise.resolve(openSqliteDatabase(dataDir)),
      remove: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  let server: PostgresServer | null = null;
  try {
    server = await startPostgres();
    const url = await server.createDatabase();
    const migrator = openPostgres(url, 1);
    try {
      await migratePostgres(migrator);
    } finally {
      await migrator.destroy();
    }
    const running = server;
    return {
      engine,
      serveArgs: ['--database', url],
      dataDir,
      url,
      open: () => PostgresSqlDatabase.open(url, 4),
      async remove() {
        await running.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Runs `work` once per engine of `benchEngines()`, each on a fresh database removed afterwards. */
export async function forEachBenchEngine(work: (bench: BenchDatabase) => Promise<void>): Promise<void> {
  for (const engine of benchEngines()) {
    setFigureEngine(engine);
    const bench = await prepareBenchDatabase(engine);
    try {
      await work(bench);
    } finally {
      await bench.remove();
    }
  }
}
