import { browserSessionSeconds } from '../../service-config.ts';
import { randomSecret, secretHash } from '../../security/secrets.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';

export interface BrowserSession {
  readonly userId: string;
  readonly csrfToken: string;
}

/** Starts the hosted area's cookie session; answers the cookie value (stored only hashed). */
export async function startBrowserSession(db: SqlDatabase, userId: string, now: number): Promise<string> {
  await db.run('DELETE FROM browser_sessions WHERE expires_at < ?', [now]);
  const token = randomSecret(32);
  await db.run(
    'INSERT INTO browser_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [secretHash(token), userId, randomSecret(24), now, now + browserSessionSeconds * 1000],
  );
  return token;
}

export async function browserSession(
  db: SqlDatabase,
  token: string | null,
  now: number,
): Promise<BrowserSession | null> {
  if (token === null || token.length > 100) return null;
  const row = await db.get<{ user_id: string; csrf_token: string }>(
    `SELECT b.user_id, b.csrf_token FROM browser_sessions b JOIN users u ON u.id = b.user_id
      WHERE b.token_hash = ? AND b.expires_at > ? AND u.active = 1`,
    [secretHash(token), now],
  );
  return row === undefined ? null : { userId: row.user_id, csrfToken: row.csrf_token };
}

export async function endBrowserSession(db: SqlDatabase, token: string): Promise<void> {
  await db.run('DELETE FROM browser_sessions WHERE token_hash = ?', [secretHash(token)]);
}
