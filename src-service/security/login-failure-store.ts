import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { prepareCached } from '../storage/statement-cache.ts';

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
  get(db: Database, key: string): LoginFailureRow | undefined {
    return prepareCached(
      db,
      'SELECT failures, in_flight AS inFlight, since, expires_at AS expiresAt FROM login_failures WHERE email = ?',
    ).get(key) as LoginFailureRow | undefined;
  },

  insert(db: Database, key: string, since: number, expiresAt: number): void {
    prepareCached(
      db,
      'INSERT INTO login_failures (email, failures, in_flight, since, expires_at) VALUES (?, 0, 0, ?, ?)',
    ).run(key, since, expiresAt);
  },

  delete(db: Database, key: string): void {
    prepareCached(db, 'DELETE FROM login_failures WHERE email = ?').run(key);
  },

  count(db: Database): number {
    return (prepareCached(db, 'SELECT count(*) AS n FROM login_failures').get() as { n: number }).n;
  },

  deleteExpired(db: Database, now: number): void {
    prepareCached(db, 'DELETE FROM login_failures WHERE expires_at <= ?').run(now);
  },

  /** Forgets the least penalized window below `blocking` (oldest first); false when every one blocks. */
  deleteLeastPenalized(db: Database, blocking: number): boolean {
    const victim = prepareCached(
      db,
      'SELECT email FROM login_failures WHERE failures + in_flight < ? ORDER BY failures + in_flight, since LIMIT 1',
    ).get(blocking) as { email: string } | undefined;
    if (victim === undefined) return false;
    loginFailureStore.delete(db, victim.email);
    return true;
  },

  reserve(db: Database, key: string): void {
    prepareCached(db, 'UPDATE login_failures SET in_flight = in_flight + 1 WHERE email = ?').run(key);
  },

  /** Ends a reservation made in the window that began at `since` (a renewed window never had it). */
  release(db: Database, key: string, since: number): void {
    prepareCached(
      db,
      'UPDATE login_failures SET in_flight = in_flight - 1 WHERE email = ? AND since = ? AND in_flight > 0',
    ).run(key, since);
  },

  addFailure(db: Database, key: string): void {
    prepareCached(db, 'UPDATE login_failures SET failures = failures + 1 WHERE email = ?').run(key);
  },
};
