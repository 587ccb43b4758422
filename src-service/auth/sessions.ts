import { randomUUID } from 'node:crypto';
import { sessionIdleSeconds } from '../service-config.ts';
import { randomSecret, secretHash } from '../security/secrets.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

export interface Session {
  readonly id: string;
  readonly userId: string;
  readonly clientId: string;
  /** The `org_id` of this session's access tokens (null: none chosen). */
  readonly authOrganizationId: string | null;
  readonly expiresAt: number;
  readonly revokedAt: number | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  client_id: string;
  auth_organization_id: string | null;
  expires_at: number;
  revoked_at: number | null;
}

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  clientId: row.client_id,
  authOrganizationId: row.auth_organization_id,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

export async function createSession(
  db: SqlDatabase,
  input: { userId: string; clientId: string; authOrganizationId: string | null },
  now: number,
): Promise<Session> {
  const row: SessionRow = {
    id: randomUUID(),
    user_id: input.userId,
    client_id: input.clientId,
    auth_organization_id: input.authOrganizationId,
    expires_at: now + sessionIdleSeconds * 1000,
    revoked_at: null,
  };
  await db.run(
    `INSERT INTO sessions (id, user_id, client_id, auth_organization_id, created_at, last_used_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [row.id, row.user_id, row.client_id, row.auth_organization_id, now, now, row.expires_at],
  );
  return toSession(row);
}

export async function sessionById(db: SqlDatabase, id: string): Promise<Session | undefined> {
  const row = await db.get<SessionRow>('SELECT * FROM sessions WHERE id = ?', [id]);
  return row === undefined ? undefined : toSession(row);
}

/** Live: neither revoked nor idle past its end. */
export const isSessionLive = (session: Session, now: number): boolean =>
  session.revokedAt === null && session.expiresAt > now;

/** Ends a session and every refresh token of it (used when a refresh token or code is replayed). */
export async function revokeSession(db: SqlDatabase, sessionId: string, now: number): Promise<void> {
  await db.run('UPDATE sessions SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?', [now, sessionId]);
  await db.run('UPDATE refresh_tokens SET used_at = coalesce(used_at, ?) WHERE session_id = ?', [
    now,
    sessionId,
  ]);
}

/** A new refresh token for the session (stored hashed); the session's idle end moves forward. */
export async function issueRefreshToken(
  db: SqlDatabase,
  session: Session,
  authOrganizationId: string | null,
  now: number,
): Promise<string> {
  const token = randomSecret(32);
  const expiresAt = now + sessionIdleSeconds * 1000;
  await db.run(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    [secretHash(token), session.id, now, expiresAt],
  );
  await db.run(
    'UPDATE sessions SET auth_organization_id = ?, last_used_at = ?, expires_at = ? WHERE id = ?',
    [authOrganizationId, now, expiresAt, session.id],
  );
  return token;
}

export type RefreshTokenLookup =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'replayed'; readonly session: Session }
  | { readonly kind: 'expired'; readonly session: Session }
  | { readonly kind: 'valid'; readonly session: Session; readonly tokenHash: string };

export async function lookUpRefreshToken(
  db: SqlDatabase,
  token: string,
  now: number,
): Promise<RefreshTokenLookup> {
  const tokenHash = secretHash(token);
  const row = await db.get<SessionRow & { r_used_at: number | null; r_expires_at: number }>(
    `SELECT r.used_at AS r_used_at, r.expires_at AS r_expires_at, s.*
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
      WHERE r.token_hash = ?`,
    [tokenHash],
  );
  if (row === undefined) return { kind: 'unknown' };
  const session = toSession(row);
  if (row.r_used_at !== null) return { kind: 'replayed', session };
  if (row.r_expires_at <= now || !isSessionLive(session, now)) return { kind: 'expired', session };
  return { kind: 'valid', session, tokenHash };
}

/**
 * Marks a refresh token used; answers false when another request used it first. Conditional, so
 * of concurrent spenders on any instance exactly one changes the row.
 */
export async function spendRefreshToken(db: SqlDatabase, tokenHash: string, now: number): Promise<boolean> {
  const spent = await db.run(
    'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
    [now, tokenHash],
  );
  return spent.changes === 1;
}
