import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PostgresChangeListener } from './postgres-change-listener.ts';
import { postgresTypes } from './postgres-database.ts';
import { plannedStatementName } from './planned-statements.ts';
import { numberPlaceholders } from './postgres-placeholders.ts';
import { bindValues, type SqlDatabase, type SqlInput, type SqlRunResult } from './sql-database.ts';
import { catalogOf, type TableCatalog } from './table-catalog.ts';
import { isUnwatchedWrite } from './watched-tables.ts';
import { TransactionLevel } from './transaction-level.ts';

/** One level of an open transaction: the pooled connection its asynchronous context runs on. */
interface Frame {
  readonly owner: PostgresSqlDatabase;
  readonly client: pg.PoolClient;
  readonly level: TransactionLevel;
}

/** serialization_failure and deadlock_detected: the transaction lost a race and may run again. */
const retryable = new Set(['40001', '40P01']);
const maxAttempts = 30;
const maxBackoffMs = 200;

/**
 * COMMIT, with a look first at whether the transaction changed a watched table (migration 11's
 * trigger marks it): one round trip, so the instance counts its own change before it answers.
 */
const commitNotingChanges = "SELECT current_setting('stint.watched_changed', true) AS changed; COMMIT";

/**
 * A statement outside a transaction that may write a watched table: anything but a plain SELECT
 * or a write marked as touching none (watched-tables.ts).
 */
const mayWriteWatched = (sql: string): boolean => !/^\s*SELECT\b/i.test(sql) && !isUnwatchedWrite(sql);

function changedWatched(results: unknown): boolean {
  if (!Array.isArray(results)) return false;
  const first: unknown = results[0];
  if (typeof first !== 'object' || first === null || !('rows' in first) || !Array.isArray(first.rows))
    return false;
  const row: unknown = first.rows[0];
  return typeof row === 'object' && row !== null && 'changed' in row && row.changed === '1';
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function toPostgres(params: readonly SqlInput[]): unknown[] {
  // pg sends a JavaScript bigint through JSON, which cannot hold one: send its digits.
  return bindValues(params).map((value) => (typeof value === 'bigint' ? value.toString() : value));
}

/** The query as pg takes it: named (prepared once per connection) when the text asked for it. */
function queryOf(sql: string, params: readonly SqlInput[]): pg.QueryConfig {
  const name = plannedStatementName(sql);
  const text = numberPlaceholders(sql);
  const values = toPostgres(params);
  return name === undefined ? { text, values } : { name, text, values };
}

/**
 * The PostgreSQL engine: a pool of connections, shared by every request of this instance.
 * Transactions are SERIALIZABLE, which gives what SQLite's single writer gave for free: a
 * transaction that read a row and then wrote because of what it read (spend a code, stop the
 * running impulse, accept an invitation) cannot interleave with another doing the same on any
 * instance. The loser of such a race gets a serialization failure and runs again from the start,
 * where it now sees the winner's write.
 */
export class PostgresSqlDatabase implements SqlDatabase {
  readonly dialect = 'postgres';
  readonly catalog: TableCatalog;
  readonly #pool: pg.Pool;
  readonly #frames = new AsyncLocalStorage<Frame>();
  readonly #changes: PostgresChangeListener;

  private constructor(pool: pg.Pool, catalog: TableCatalog, url: string) {
    this.#pool = pool;
    this.catalog = catalog;
    this.#changes = new PostgresChangeListener(url);
  }

  /** Opens a pool of `max` connections and reads the catalog (the schema must be there). */
  static async open(url: string, max = 10): Promise<PostgresSqlDatabase> {
    const pool = new pg.Pool({ connectionString: url, max, types: postgresTypes });
    // An idle connection the server dropped must not bring the process down.
    pool.on('error', () => undefined);
    try {
      const { rows } = await pool.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
      );
      const tables = new Map<string, string[]>();
      for (const row of rows) {
        if (row.table_name === 'schema_version') continue;
        const columns = tables.get(row.table_name) ?? [];
        columns.push(row.column_name);
        tables.set(row.table_name, columns);
      }
      return new PostgresSqlDatabase(pool, catalogOf(tables), url);
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  async all<T extends object>(sql: string, params: readonly SqlInput[] = []): Promise<T[]> {
    const client = this.#client();
    const result = await client.query(queryOf(sql, params));
    this.#noteAutocommit(client, sql);
    return result.rows as T[];
  }

  async get<T extends object>(sql: string, params: readonly SqlInput[] = []): Promise<T | undefined> {
    const rows = await this.all<T>(sql, params);
    return rows[0];
  }

  async run(sql: string, params: readonly SqlInput[] = []): Promise<SqlRunResult> {
    const client = this.#client();
    const result = await client.query(queryOf(sql, params));
    this.#noteAutocommit(client, sql);
    return { changes: result.rowCount ?? 0 };
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const frame = this.#frames.getStore();
    if (frame?.owner === this && frame.level.open) return this.#savepoint(frame, work);
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.#pool.connect();
      const own: Frame = { owner: this, client, level: TransactionLevel.begin() };
      let broken = false;
      try {
        await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
        try {
          const result = await this.#frames.run(own, work);
          if (changedWatched(await client.query(commitNotingChanges))) this.#changes.bump();
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true;
          });
          if (!retryable.has(errorCode(error) ?? '') || attempt >= maxAttempts) throw error;
        }
      } finally {
        own.level.end();
        client.release(broken);
      }
      // Losers of one race would meet again at once: spread their next attempts, over a window
      // that doubles with each loss (full jitter), so that fifty contenders on one row finish
      // in a few rounds instead of colliding up to fifty times.
      await sleep(Math.random() * Math.min(maxBackoffMs, 2 ** attempt));
    }
  }

  changeStamp(): Promise<string | null> {
    return Promise.resolve(this.#changes.stamp());
  }

  async ping(): Promise<void> {
    await this.#pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.#changes.close();
    await this.#pool.end();
  }

  /**
   * A statement that ran on its own (autocommit) and may have written: counted as a change
   * without asking, since a separate question would cost a round trip (a needless miss at worst).
   */
  #noteAutocommit(client: pg.Pool | pg.PoolClient, sql: string): void {
    if (client === this.#pool && mayWriteWatched(sql)) this.#changes.bump();
  }

  #client(): pg.Pool | pg.PoolClient {
    const frame = this.#frames.getStore();
    return frame?.owner === this && frame.level.open ? frame.client : this.#pool;
  }

  #savepoint<T>(frame: Frame, work: () => Promise<T>): Promise<T> {
    const { client } = frame;
    return frame.level.savepoint(async (name, inner) => {
      await client.query(`SAVEPOINT ${name}`);
      try {
        const result = await this.#frames.run({ owner: this, client, level: inner }, work);
        await client.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        await client.query(`RELEASE SAVEPOINT ${name}`);
        throw error;
      }
    });
  }
}
