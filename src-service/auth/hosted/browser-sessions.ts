import type { Database } from 'better-sqlite3';
import { browserSessionSeconds } from '../../service-config.ts';
import { randomSecret, secretHash } from '../../security/secrets.ts';
import { prepareCached } from '../../storage/statement-cache.ts';

export interface BrowserSession {
  readonly userId: string;
  readonly csrfToken: string;
}

/** Starts the hosted area's cookie session; answers the cookie value (stored only hashed). */
export function startBrowserSession(db: Database, userId: string, now: number): string {
  prepareCached(db, 'DELETE FROM browser_sessions WHERE expires_at < ?').run(now);
  const token = randomSecret(32);
  prepareCached(
    db,
    'INSERT INTO browser_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(secretHash(token), userId, randomSecret(24), now, now + browserSessionSeconds * 1000);
  return token;
}

export function browserSession(db: Database, token: string | null, now: number): BrowserSession | null {
  if (token === null || token.length > 100) return null;
  const row = prepareCached(
    db,
    `SELECT b.user_id, b.csrf_token FROM browser_sessions b JOIN users u ON u.id = b.user_id
      WHERE b.token_hash = ? AND b.expires_at > ? AND u.active = 1`,
  ).get(secretHash(token), now) as { user_id: string; csrf_token: string } | undefined;
  return row === undefined ? null : { userId: row.user_id, csrfToken: row.csrf_token };
}

export function endBrowserSession(db: Database, token: string): void {
  prepareCached(db, 'DELETE FROM browser_sessions WHERE token_hash = ?').run(secretHash(token));
}
