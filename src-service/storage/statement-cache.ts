import type { Database, Statement } from 'better-sqlite3';
import { collectGarbage } from '../memory/collect-garbage.ts';

export interface StatementCacheOptions {
  /** Statements kept prepared; beyond it the least recently used one is dropped. */
  readonly limit: number;
  /** Dropped statements after which a collection is asked for (see `StatementCache`). */
  readonly collectAfter: number;
  /** Frees what dropped statements hold; a full garbage collection in the service. */
  readonly collect: () => void;
}

/**
 * About 40 KB of SQLite memory each for the v1 engine's statements: 256 of them are about 10 MB,
 * far more than the shapes the code itself makes, and few enough that a flood of distinct
 * `$filter` texts cannot grow the service.
 */
export const defaultStatementCacheOptions: StatementCacheOptions = {
  limit: 256,
  collectAfter: 128,
  collect: collectGarbage,
};

/**
 * Prepared statements by SQL text, least recently used dropped first. Most SQL comes from fixed
 * shapes in the code, but the v1 engine builds SQL from `$filter`, `$orderby` and `$select`, so
 * a client can make a new text with every request: the bound keeps that from growing memory.
 *
 * A dropped statement keeps its SQLite memory until V8 collects its JavaScript object, and V8
 * does not see that memory, so under a stream of distinct queries the garbage would pile up for
 * a long time. After `collectAfter` drops the cache asks for a collection (once, on the next turn
 * of the event loop, so never inside a request's transaction).
 */
export class StatementCache {
  readonly #db: Database;
  readonly #options: StatementCacheOptions;
  readonly #entries = new Map<string, Statement>();
  #dropped = 0;
  #collectionQueued = false;

  constructor(db: Database, options: StatementCacheOptions = defaultStatementCacheOptions) {
    this.#db = db;
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  prepare(sql: string): Statement {
    const cached = this.#entries.get(sql);
    if (cached !== undefined) {
      // Re-inserted, so the map's order stays least recently used first.
      this.#entries.delete(sql);
      this.#entries.set(sql, cached);
      return cached;
    }
    const statement = this.#db.prepare(sql);
    if (this.#entries.size >= this.#options.limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#drop(oldest.value);
    }
    this.#entries.set(sql, statement);
    return statement;
  }

  #drop(sql: string): void {
    this.#entries.delete(sql);
    this.#dropped += 1;
    if (this.#dropped < this.#options.collectAfter || this.#collectionQueued) return;
    this.#collectionQueued = true;
    setImmediate(() => {
      this.#dropped = 0;
      this.#collectionQueued = false;
      this.#options.collect();
    }).unref();
  }
}

const caches = new WeakMap<Database, StatementCache>();

/** The statement for `sql` from the database's own cache (see `StatementCache`). */
export function prepareCached(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new StatementCache(db);
    caches.set(db, cache);
  }
  return cache.prepare(sql);
}
