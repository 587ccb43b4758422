import { createHash } from 'node:crypto';
import type { SqlDatabase } from '../storage/sql-database.ts';

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
  get(db: SqlDatabase, kind: CountKind, key: string): Promise<CountRow | undefined> {
    return db.get<CountRow>(
      'SELECT count, since, expires_at AS "expiresAt" FROM confirmation_counts WHERE kind = ? AND key = ?',
      [kind, key],
    );
  },

  async insert(
    db: SqlDatabase,
    kind: CountKind,
    key: string,
    since: number,
    expiresAt: number,
  ): Promise<void> {
    await db.run(
      'INSERT INTO confirmation_counts (kind, key, count, since, expires_at) VALUES (?, ?, 1, ?, ?)',
      [kind, key, since, expiresAt],
    );
  },

  async increment(db: SqlDatabase, kind: CountKind, key: string): Promise<void> {
    await db.run('UPDATE confirmation_counts SET count = count + 1 WHERE kind = ? AND key = ?', [kind, key]);
  },

  async delete(db: SqlDatabase, kind: CountKind, key: string): Promise<void> {
    await db.run('DELETE FROM confirmation_counts WHERE kind = ? AND key = ?', [kind, key]);
  },

  async count(db: SqlDatabase, kind: CountKind): Promise<number> {
    const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM confirmation_counts WHERE kind = ?', [
      kind,
    ]);
    return row?.n ?? 0;
  },

  async deleteExpired(db: SqlDatabase, kind: CountKind, now: number): Promise<void> {
    await db.run('DELETE FROM confirmation_counts WHERE kind = ? AND expires_at <= ?', [kind, now]);
  },

  /** Forgets the least counted key below `limit` (oldest first); false when every one is at it. */
  async deleteLeastCounted(db: SqlDatabase, kind: CountKind, limit: number): Promise<boolean> {
    const victim = await db.get<{ key: string }>(
      'SELECT key FROM confirmation_counts WHERE kind = ? AND count < ? ORDER BY count, since LIMIT 1',
      [kind, limit],
    );
    if (victim === undefined) return false;
    await confirmationCountStore.delete(db, kind, victim.key);
    return true;
  },

  /** When the oldest window of `kind` began (null when there is none). */
  async oldestSince(db: SqlDatabase, kind: CountKind): Promise<number | null> {
    const row = await db.get<{ since: number | null }>(
      'SELECT min(since) AS since FROM confirmation_counts WHERE kind = ?',
      [kind],
    );
    return row?.since ?? null;
  },
};
