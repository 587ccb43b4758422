import type { Database, Statement } from 'better-sqlite3';

const caches = new WeakMap<Database, Map<string, Statement>>();
const limit = 500;

/**
 * Prepared statements by SQL text. Query builders produce a bounded set of shapes (values are
 * always bound parameters), so preparing each shape once keeps hot paths free of SQL parsing.
 */
export function prepareCached(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    if (cache.size >= limit) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(sql, statement);
  }
  return statement;
}
