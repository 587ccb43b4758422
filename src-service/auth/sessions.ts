import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { sessionIdleSeconds } from '../service-config.ts';
import { randomSecret, secretHash } from '../security/secrets.ts';
import { prepareCached } from '../storage/statement-cache.ts';

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

export function createSession(
  db: Database,
  input: { userId: string; clientId: string; authOrganizationId: string | null },
  now: number,
): Session {
  const row: SessionRow = {
    id: randomUUID(),
    user_id: input.userId,
    client_id: input.clientId,
    auth_organization_id: input.authOrganizationId,
    expires_at: now + sessionIdleSeconds * 1000,
    revoked_at: null,
  };
  prepareCached(
    db,
    `INSERT INTO sessions (id, user_id, client_id, auth_organization_id, created_at, last_used_at, expires_at)
     VALUES (@id, @user_id, @client_id, @auth_organization_id, @now, @now, @expires_at)`,
  ).run({ ...row, now });
  return toSession(row);
}

export function sessionById(db: Database, id: string): Session | undefined {
  const row = prepareCached(db, 'SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  return row === undefined ? undefined : toSession(row);
}

/** Live: neither revoked nor idle past its end. */
export const isSessionLive = (session: Session, now: number): boolean =>
  session.revokedAt === null && session.expiresAt > now;

/** Ends a session and every refresh token of it (used when a refresh token or code is replayed). */
export function revokeSession(db: Database, sessionId: string, now: number): void {
  prepareCached(db, 'UPDATE sessions SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?').run(
    now,
    sessionId,
  );
  prepareCached(db, 'UPDATE refresh_tokens SET used_at = coalesce(used_at, ?) WHERE session_id = ?').run(
    now,
    sessionId,
  );
}

/** A new refresh token for the session (stored hashed); the session's idle end moves forward. */
export function issueRefreshToken(
  db: Database,
  session: Session,
  authOrganizationId: string | null,
  now: number,
): string {
  const token = randomSecret(32);
  const expiresAt = now + sessionIdleSeconds * 1000;
  prepareCached(
    db,
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(secretHash(token), session.id, now, expiresAt);
  prepareCached(
    db,
    'UPDATE sessions SET auth_organization_id = ?, last_used_at = ?, expires_at = ? WHERE id = ?',
  ).run(authOrganizationId, now, expiresAt, session.id);
  return token;
}

export type RefreshTokenLookup =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'replayed'; readonly session: Session }
  | { readonly kind: 'expired'; readonly session: Session }
  | { readonly kind: 'valid'; readonly session: Session; readonly tokenHash: string };

export function lookUpRefreshToken(db: Database, token: string, now: number): RefreshTokenLookup {
  const tokenHash = secretHash(token);
  const row = prepareCached(
    db,
    `SELECT r.used_at AS r_used_at, r.expires_at AS r_expires_at, s.*
       FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
      WHERE r.token_hash = ?`,
  ).get(tokenHash) as (SessionRow & { r_used_at: number | null; r_expires_at: number }) | undefined;
  if (row === undefined) return { kind: 'unknown' };
  const session = toSession(row);
  if (row.r_used_at !== null) return { kind: 'replayed', session };
  if (row.r_expires_at <= now || !isSessionLive(session, now)) return { kind: 'expired', session };
  return { kind: 'valid', session, tokenHash };
}

/** Marks a refresh token used; answers false when another request used it first. */
export function spendRefreshToken(db: Database, tokenHash: string, now: number): boolean {
  return (
    prepareCached(db, 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL').run(
      now,
      tokenHash,
    ).changes === 1
  );
}
