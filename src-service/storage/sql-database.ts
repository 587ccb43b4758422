import type { TableCatalog } from './table-catalog.ts';

export type SqlValue = string | number | bigint | Buffer | null;
/** What callers may bind; booleans are stored as 0/1 on both engines. */
export type SqlInput = SqlValue | boolean;

export type SqlDialect = 'sqlite' | 'postgres';

export interface SqlRunResult {
  /** Rows the statement inserted, changed or deleted. */
  readonly changes: number;
}

/**
 * The one way the service reaches its database, on either engine (SQLite for `--data DIR`,
 * PostgreSQL for `--database postgres://…`). Everything is asynchronous because PostgreSQL is
 * a server; the SQLite engine answers from the same thread.
 *
 * SQL is written once with `?` placeholders (the PostgreSQL engine numbers them) in the subset
 * both engines share: `ON CONFLICT … DO UPDATE/NOTHING`, `RETURNING`, `CASE`, `COALESCE`,
 * `lower()` (ASCII, as `COLLATE NOCASE` folds). Where the engines differ the code asks
 * `dialect` and writes each form. Results come back as plain objects with JavaScript numbers for
 * integer columns and 0/1 for stored booleans on both engines; an SQL comparison selected as a
 * column is a boolean on PostgreSQL, so select `CASE WHEN … THEN 1 ELSE 0 END` instead.
 */
export interface SqlDatabase {
  readonly dialect: SqlDialect;
  /** The tables and columns the migrations made, read once when the database opened. */
  readonly catalog: TableCatalog;
  all<T extends object>(sql: string, params?: readonly SqlInput[]): Promise<T[]>;
  get<T extends object>(sql: string, params?: readonly SqlInput[]): Promise<T | undefined>;
  run(sql: string, params?: readonly SqlInput[]): Promise<SqlRunResult>;
  /**
   * Runs `work` as one transaction that writes: every query made while it runs, from its own
   * asynchronous context (however deep the awaited calls go), belongs to the transaction; the
   * rest of the service waits (SQLite) or is isolated from it (PostgreSQL, SERIALIZABLE). A
   * transaction inside a transaction is a savepoint; savepoints started together (`Promise.all`)
   * take turns, each whole. On PostgreSQL a serialization failure runs
   * `work` again from the start, so `work` must do nothing but database work that a rollback
   * undoes (send mail after it returns, not inside).
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * An opaque value that changes whenever a row of a watched table (watched-tables.ts) may have
   * changed, by this process or any other; null while this process cannot tell (a cache must then
   * neither serve nor keep). Read it BEFORE reading what a cache keeps, and keep the entry under
   * it: a change committed in between then leaves an entry that is never served.
   *
   * On SQLite it is exact and immediate. On PostgreSQL this instance's own commits count at once;
   * another instance's arrive as a notification, within a moment of its commit.
   */
  changeStamp(): Promise<string | null>;
  /** Whether the database answers right now (readiness); rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function bindValues(values: readonly SqlInput[]): SqlValue[] {
  return values.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}
