import { randomSecret, secretHash } from '../../security/secrets.ts';
import { plannedOnce } from '../../storage/planned-statements.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';

/** A token obtained with a refresh token is valid this long (v1 document, Authentication 6). */
export const refreshedTokenMs = 7 * 24 * 3600 * 1000;
/** A refresh token can be used (once) this long after it was issued. */
export const refreshTokenMs = 30 * 24 * 3600 * 1000;

export interface IssuedTokens {
  readonly token: string;
  readonly expiration: number;
  readonly refreshToken: string;
  readonly refreshExpiration: number;
}

export interface TokenOwner {
  readonly organizationId: string;
  readonly userId: string;
  /** Set when the session began with a secret key: deleting the key ends the session. */
  readonly secretKeyId: string | null;
}

/**
 * Issues a token and its single-use refresh token. Both are random 256-bit values returned once
 * and stored only as hashes. Expired rows are swept on the way.
 */
/**
 * A token and its refresh token. With `notAfter`, the session ends by then and cannot be
 * refreshed (its refresh token is spent from the start): a session made from another one never
 * outlives its source.
 */
export async function issueTokens(
  db: SqlDatabase,
  owner: TokenOwner,
  tokenMs: number,
  now: number,
  notAfter: number | null = null,
): Promise<IssuedTokens> {
  const token = randomSecret(32);
  const refreshToken = randomSecret(32);
  const expiration = notAfter === null ? now + tokenMs : Math.min(now + tokenMs, notAfter);
  const refreshExpiration = notAfter === null ? now + refreshTokenMs : now;
  await db.run('DELETE FROM v1_tokens WHERE expires_at < ?', [now]);
  await db.run('DELETE FROM v1_refresh_tokens WHERE expires_at < ?', [now]);
  await db.run(
    'INSERT INTO v1_tokens (token_hash, organization_id, user_id, secret_key_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    [secretHash(token), owner.organizationId, owner.userId, owner.secretKeyId, now, expiration],
  );
  await db.run(
    'INSERT INTO v1_refresh_tokens (token_hash, organization_id, user_id, secret_key_id, created_at, expires_at, access_token_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      secretHash(refreshToken),
      owner.organizationId,
      owner.userId,
      owner.secretKeyId,
      now,
      refreshExpiration,
      secretHash(token),
    ],
  );
  return { token, expiration, refreshToken, refreshExpiration };
}

const plausible = (value: string): boolean => value.length >= 20 && value.length <= 200;

/** The owner of a valid, unexpired token; null for anything else. */
export async function verifyToken(db: SqlDatabase, token: string, now: number): Promise<TokenOwner | null> {
  return (await liveToken(db, token, now))?.owner ?? null;
}

/** A valid, unexpired token's owner and the moment it expires; null for anything else. */
export async function liveToken(
  db: SqlDatabase,
  token: string,
  now: number,
): Promise<{ readonly owner: TokenOwner; readonly expiresAt: number } | null> {
  if (!plausible(token)) return null;
  const row = await db.get<{
    organization_id: string;
    user_id: string;
    secret_key_id: string | null;
    expires_at: number;
  }>(
    `SELECT t.organization_id, t.user_id, t.secret_key_id, t.expires_at FROM v1_tokens AS t
      LEFT JOIN secret_keys AS k ON k.id = t.secret_key_id
      WHERE t.token_hash = ? AND t.expires_at > ? AND (t.secret_key_id IS NULL OR k.trash_item_id IS NULL)`,
    [secretHash(token), now],
  );
  return row === undefined
    ? null
    : {
        owner: { organizationId: row.organization_id, userId: row.user_id, secretKeyId: row.secret_key_id },
        expiresAt: row.expires_at,
      };
}

/** A live token's owner with their access to the token's account, read together. */
export interface TokenCaller {
  readonly owner: TokenOwner;
  /** The owner's live membership of the account, or null (removed from it). */
  readonly membership: { readonly access: 'FULL' | 'READ'; readonly owner: boolean } | null;
  /** Whether the owner's user is active. */
  readonly active: boolean;
}

// By the token's hash and unique keys: one plan fits every value, so PostgreSQL plans it once per
// connection (planned-statements.ts); every v1 request runs it.
const tokenCallerSql = plannedOnce(
  `SELECT t.organization_id, t.user_id, t.secret_key_id, m.access AS m_access, m.owner AS m_owner,
            u.active AS u_active
       FROM v1_tokens AS t
       LEFT JOIN secret_keys AS k ON k.id = t.secret_key_id
       LEFT JOIN memberships AS m
         ON m.organization_id = t.organization_id AND m.user_id = t.user_id AND m.trash_item_id IS NULL
       LEFT JOIN users AS u ON u.id = t.user_id
      WHERE t.token_hash = ? AND t.expires_at > ? AND (t.secret_key_id IS NULL OR k.trash_item_id IS NULL)`,
);

/**
 * `verifyToken` and what every tenant request checks next (the membership, the user) in ONE
 * query: on PostgreSQL each query is a round trip to another process, and these were three.
 */
export async function tokenCaller(db: SqlDatabase, token: string, now: number): Promise<TokenCaller | null> {
  if (!plausible(token)) return null;
  const row = await db.get<{
    organization_id: string;
    user_id: string;
    secret_key_id: string | null;
    m_access: 'FULL' | 'READ' | null;
    m_owner: number | null;
    u_active: number | null;
  }>(tokenCallerSql, [secretHash(token), now]);
  if (row === undefined) return null;
  return {
    owner: { organizationId: row.organization_id, userId: row.user_id, secretKeyId: row.secret_key_id },
    membership: row.m_access === null ? null : { access: row.m_access, owner: row.m_owner === 1 },
    active: row.u_active === 1,
  };
}

/**
 * Spends a refresh token of the account: it works once. The single UPDATE that marks it used is
 * the check, so two concurrent refreshes with the same token cannot both succeed.
 */
export async function spendRefreshToken(
  db: SqlDatabase,
  refreshToken: string,
  organizationId: string,
  now: number,
): Promise<TokenOwner | null> {
  if (!plausible(refreshToken)) return null;
  const row = await db.get<{ organization_id: string; user_id: string; secret_key_id: string | null }>(
    `UPDATE v1_refresh_tokens SET used_at = ?
      WHERE token_hash = ? AND organization_id = ? AND used_at IS NULL AND expires_at > ?
      RETURNING organization_id, user_id, secret_key_id`,
    [now, secretHash(refreshToken), organizationId, now],
  );
  return row === undefined
    ? null
    : { organizationId: row.organization_id, userId: row.user_id, secretKeyId: row.secret_key_id };
}

/** A new secret key's value (shown once) with what is stored of it. */
export function newSecretKey(): { key: string; hash: string; prefix: string } {
  const key = `sk_${randomSecret(32)}`;
  return { key, hash: secretHash(key), prefix: key.slice(0, 10) };
}

/** The live secret key of the account with this value: its id and user. */
export async function secretKeyOwner(
  db: SqlDatabase,
  key: string,
  organizationId: string,
): Promise<{ id: string; userId: string } | null> {
  if (!key.startsWith('sk_') || key.length > 200) return null;
  const row = await db.get<{ id: string; user_id: string }>(
    'SELECT id, user_id FROM secret_keys WHERE key_hash = ? AND organization_id = ? AND trash_item_id IS NULL',
    [secretHash(key), organizationId],
  );
  return row === undefined ? null : { id: row.id, userId: row.user_id };
}
