import { createHash } from 'node:crypto';
import type { SqlDatabase } from '../storage/sql-database.ts';

/** One address's window in `login_failures`. */
export interface LoginFailureRow {
  readonly failures: number;
  readonly inFlight: number;
  readonly since: number;
  readonly expiresAt: number;
}

/**
 * Addresses are kept as a SHA-256 digest: the table then holds no list of the addresses people
 * (or guessers) typed, only what lets the same address be counted again.
 */
export const loginFailureKey = (email: string): string =>
  createHash('sha256').update(email, 'utf8').digest('base64url');

/** The SQL of the sign-in lockout (login-throttle.ts), one statement per question. */
export const loginFailureStore = {
  get(db: SqlDatabase, key: string): Promise<LoginFailureRow | undefined> {
    return db.get<LoginFailureRow>(
      'SELECT failures, in_flight AS "inFlight", since, expires_at AS "expiresAt" FROM login_failures WHERE email = ?',
      [key],
    );
  },

  async insert(db: SqlDatabase, key: string, since: number, expiresAt: number): Promise<void> {
    await db.run(
      'INSERT INTO login_failures (email, failures, in_flight, since, expires_at) VALUES (?, 0, 0, ?, ?)',
      [key, since, expiresAt],
    );
  },

  async delete(db: SqlDatabase, key: string): Promise<void> {
    await db.run('DELETE FROM login_failures WHERE email = ?', [key]);
  },

  async count(db: SqlDatabase): Promise<number> {
    const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM login_failures');
    return row?.n ?? 0;
  },

  async deleteExpired(db: SqlDatabase, now: number): Promise<void> {
    await db.run('DELETE FROM login_failures WHERE expires_at <= ?', [now]);
  },

  /** Forgets the least penalized window below `blocking` (oldest first); false when every one blocks. */
  async deleteLeastPenalized(db: SqlDatabase, blocking: number): Promise<boolean> {
    const victim = await db.get<{ email: string }>(
      'SELECT email FROM login_failures WHERE failures + in_flight < ? ORDER BY failures + in_flight, since LIMIT 1',
      [blocking],
    );
    if (victim === undefined) return false;
    await loginFailureStore.delete(db, victim.email);
    return true;
  },

  async reserve(db: SqlDatabase, key: string): Promise<void> {
    await db.run('UPDATE login_failures SET in_flight = in_flight + 1 WHERE email = ?', [key]);
  },

  /** Ends a reservation made in the window that began at `since` (a renewed window never had it). */
  async release(db: SqlDatabase, key: string, since: number): Promise<void> {
    await db.run(
      'UPDATE login_failures SET in_flight = in_flight - 1 WHERE email = ? AND since = ? AND in_flight > 0',
      [key, since],
    );
  },

  async addFailure(db: SqlDatabase, key: string): Promise<void> {
    await db.run('UPDATE login_failures SET failures = failures + 1 WHERE email = ?', [key]);
  },
};
