import type { Database, Statement } from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { bindValues, type SqlDatabase, type SqlInput, type SqlRunResult } from './sql-database.ts';
import { registerWatchFunction, watchedChangesOn } from './sqlite-functions.ts';
import { StatementCache } from './statement-cache.ts';
import { readSqliteCatalog, type TableCatalog } from './table-catalog.ts';
import { TransactionLevel } from './transaction-level.ts';

/** How long, in all, a statement waits for another connection's write lock before it fails. */
const busyWaitMs = 5000;

function isBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && error.code.startsWith('SQLITE_BUSY');
}

/** One level of an open transaction; its asynchronous context reaches the connection while it holds it. */
interface Frame {
  readonly owner: SqliteSqlDatabase;
  readonly level: TransactionLevel;
}

/**
 * The SQLite engine: one better-sqlite3 connection, statements prepared once (bounded, see
 * `StatementCache`). better-sqlite3 is synchronous, so a query outside a transaction runs at
 * once; but a transaction now spans awaits, and on one connection every statement made while it
 * is open would join it. So a transaction holds the connection as a lock: queries from its own
 * context run, everything else queues until it commits or rolls back, in arrival order.
 */
export class SqliteSqlDatabase implements SqlDatabase {
  readonly dialect = 'sqlite';
  readonly sqlite: Database;
  readonly catalog: TableCatalog;
  readonly #statements: StatementCache;
  /** Changes when another connection (another process, an admin command) commits. */
  readonly #dataVersion: Statement<[], number>;
  readonly #frames = new AsyncLocalStorage<Frame>();
  readonly #waiting: (() => void)[] = [];
  #locked = false;

  constructor(sqlite: Database, statements: StatementCache = new StatementCache(sqlite)) {
    // Another connection's write lock is waited for here, asynchronously (see #whenNotBusy), not
    // by SQLite's busy handler: that one sleeps on the only thread, so a second connection in the
    // same process (a test's admin command, a benchmark's reader) would wait out the whole timeout
    // for a transaction that cannot go on until the thread is free, and then fail.
    sqlite.pragma('busy_timeout = 0');
    this.sqlite = sqlite;
    this.catalog = readSqliteCatalog(sqlite);
    this.#statements = statements;
    registerWatchFunction(sqlite);
    this.#dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  }

  all<T extends object>(sql: string, params: readonly SqlInput[] = []): Promise<T[]> {
    return this.#query(() => this.#statements.prepare(sql).all(...bindValues(params)) as T[]);
  }

  get<T extends object>(sql: string, params: readonly SqlInput[] = []): Promise<T | undefined> {
    return this.#query(() => this.#statements.prepare(sql).get(...bindValues(params)) as T | undefined);
  }

  run(sql: string, params: readonly SqlInput[] = []): Promise<SqlRunResult> {
    return this.#query(() => ({ changes: this.#statements.prepare(sql).run(...bindValues(params)).changes }));
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const frame = this.#frames.getStore();
    if (frame?.owner === this && frame.level.open) return this.#savepoint(frame.level, work);
    await this.#acquire();
    const own: Frame = { owner: this, level: TransactionLevel.begin() };
    try {
      // IMMEDIATE: every caller writes, and a transaction that read first could not take the
      // write lock while another process on the same file writes (SQLITE_BUSY, which no busy
      // timeout waits out).
      await this.#whenNotBusy(() => this.sqlite.prepare('BEGIN IMMEDIATE').run());
      try {
        const result = await this.#frames.run(own, work);
        // A COMMIT SQLite refuses (a deferred foreign key) leaves the transaction open: the
        // rollback below must end it, or the next holder of the connection would write into it.
        this.sqlite.prepare('COMMIT').run();
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) this.sqlite.prepare('ROLLBACK').run();
        throw error;
      }
    } finally {
      own.level.end();
      this.#release();
    }
  }

  /**
   * Runs `operation` alone on the connection, when no transaction holds it, and again after a
   * pause while another connection's write lock makes it busy: for a short synchronous sequence
   * that manages its own transaction on `sqlite` (see the rate-limit store). Never call it from
   * inside a transaction of this database: it would wait for itself.
   */
  exclusive<T>(operation: () => T): Promise<T> {
    return this.#acquire().then(async () => {
      try {
        return await this.#whenNotBusy(operation);
      } finally {
        this.#release();
      }
    });
  }

  changeStamp(): Promise<string> {
    // Through #query: it waits for an open transaction, so a stamp never counts a change that is
    // not committed yet (a rolled-back one still counts: a needless miss, never a stale hit).
    return this.#query(() => `${watchedChangesOn(this.sqlite)}:${String(this.#dataVersion.get())}`);
  }

  ping(): Promise<void> {
    return this.#query(() => {
      this.#statements.prepare('SELECT 1').get();
    });
  }

  /** Waits for any transaction, then checkpoints the WAL into the main file and closes. */
  async close(): Promise<void> {
    if (!this.#isOpen()) return;
    await this.#acquire();
    try {
      // Another close may have run while this one waited.
      if (!this.#isOpen()) return;
      this.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      this.sqlite.close();
    } finally {
      this.#release();
    }
  }

  #isOpen(): boolean {
    return this.sqlite.open;
  }

  #query<T>(operation: () => T): Promise<T> {
    const frame = this.#frames.getStore();
    // Inside its own transaction the connection holds the write lock (IMMEDIATE): never busy.
    if (frame?.owner === this && frame.level.open) return new Promise((resolve) => resolve(operation()));
    if (!this.#locked) {
      try {
        return Promise.resolve(operation());
      } catch (error) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what SQLite threw, as it threw it
        if (!isBusy(error)) return Promise.reject(error);
      }
    }
    return this.#acquire().then(async () => {
      try {
        return await this.#whenNotBusy(operation);
      } finally {
        this.#release();
      }
    });
  }

  /** Runs `operation`, again after a growing pause while another connection holds the lock. */
  async #whenNotBusy<T>(operation: () => T): Promise<T> {
    const deadline = Date.now() + busyWaitMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
      try {
        return operation();
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
      }
      await sleep(pause);
    }
  }

  #savepoint<T>(level: TransactionLevel, work: () => Promise<T>): Promise<T> {
    return level.savepoint(async (name, inner) => {
      this.sqlite.prepare(`SAVEPOINT ${name}`).run();
      try {
        const result = await this.#frames.run({ owner: this, level: inner }, work);
        this.sqlite.prepare(`RELEASE ${name}`).run();
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) {
          this.sqlite.prepare(`ROLLBACK TO ${name}`).run();
          this.sqlite.prepare(`RELEASE ${name}`).run();
        }
        throw error;
      }
    });
  }

  #acquire(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the connection to the next in line, or frees it. */
  #release(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#locked = false;
    else next();
  }
}
