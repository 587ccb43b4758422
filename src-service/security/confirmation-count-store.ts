import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { prepareCached } from '../storage/statement-cache.ts';

export type CountKind = 'email' | 'source';

export interface CountRow {
  readonly count: number;
  readonly since: number;
  readonly expiresAt: number;
}

/** Addresses and networks are kept as digests: the table lists nobody's address. */
export const countKey = (value: string): string =>
  createHash('sha256').update(value, 'utf8').digest('base64url');

/** The SQL of the confirmation-mail limit (confirmation-rate-limit.ts). */
export const confirmationCountStore = {
  get(db: Database, kind: CountKind, key: string): CountRow | undefined {
    return prepareCached(
      db,
      'SELECT count, since, expires_at AS expiresAt FROM confirmation_counts WHERE kind = ? AND key = ?',
    ).get(kind, key) as CountRow | undefined;
  },

  insert(db: Database, kind: CountKind, key: string, since: number, expiresAt: number): void {
    prepareCached(
      db,
      'INSERT INTO confirmation_counts (kind, key, count, since, expires_at) VALUES (?, ?, 1, ?, ?)',
    ).run(kind, key, since, expiresAt);
  },

  increment(db: Database, kind: CountKind, key: string): void {
    prepareCached(db, 'UPDATE confirmation_counts SET count = count + 1 WHERE kind = ? AND key = ?').run(
      kind,
      key,
    );
  },

  delete(db: Database, kind: CountKind, key: string): void {
    prepareCached(db, 'DELETE FROM confirmation_counts WHERE kind = ? AND key = ?').run(kind, key);
  },

  count(db: Database, kind: CountKind): number {
    return (
      prepareCached(db, 'SELECT count(*) AS n FROM confirmation_counts WHERE kind = ?').get(kind) as {
        n: number;
      }
    ).n;
  },

  deleteExpired(db: Database, kind: CountKind, now: number): void {
    prepareCached(db, 'DELETE FROM confirmation_counts WHERE kind = ? AND expires_at <= ?').run(kind, now);
  },

  /** Forgets the least counted key below `limit` (oldest first); false when every one is at it. */
  deleteLeastCounted(db: Database, kind: CountKind, limit: number): boolean {
    const victim = prepareCached(
      db,
      'SELECT key FROM confirmation_counts WHERE kind = ? AND count < ? ORDER BY count, since LIMIT 1',
    ).get(kind, limit) as { key: string } | undefined;
    if (victim === undefined) return false;
    confirmationCountStore.delete(db, kind, victim.key);
    return true;
  },

  /** When the oldest window of `kind` began (null when there is none). */
  oldestSince(db: Database, kind: CountKind): number | null {
    return (
      prepareCached(db, 'SELECT min(since) AS since FROM confirmation_counts WHERE kind = ?').get(kind) as {
        since: number | null;
      }
    ).since;
  },
};
