import { createHash } from 'node:crypto';
import { randomSecret, sameSecret, secretHash } from '../security/secrets.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

export interface NewAuthorizationCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly userId: string;
  readonly authOrganizationId: string | null;
  readonly ttlSeconds: number;
}

/** Issues a single-use code (stored hashed) and clears codes long expired. */
export async function issueAuthorizationCode(
  db: SqlDatabase,
  input: NewAuthorizationCode,
  now: number,
): Promise<string> {
  const code = randomSecret(32);
  await db.run('DELETE FROM authorization_codes WHERE expires_at < ?', [now - 24 * 3600 * 1000]);
  await db.run(
    `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, user_id, auth_organization_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      secretHash(code),
      input.clientId,
      input.redirectUri,
      input.codeChallenge,
      input.userId,
      input.authOrganizationId,
      now,
      now + input.ttlSeconds * 1000,
    ],
  );
  return code;
}

interface CodeRow {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  user_id: string;
  auth_organization_id: string | null;
  expires_at: number;
}

export interface RedeemedCode {
  readonly userId: string;
  readonly clientId: string;
  readonly authOrganizationId: string | null;
  readonly codeHash: string;
}

export type CodeRedemption =
  | { readonly kind: 'redeemed'; readonly code: RedeemedCode }
  | { readonly kind: 'rejected'; readonly reason: string; readonly replayedSessionId: string | null };

/** base64url(SHA-256(verifier)), RFC 7636 S256. */
export const s256 = (verifier: string): string =>
  createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** RFC 7636: 43-128 characters of [A-Z a-z 0-9 - . _ ~]. */
export const isCodeVerifier = (value: string): boolean => /^[A-Za-z0-9\-._~]{43,128}$/.test(value);

/**
 * Redeems a code: it must exist, be unused, unexpired, issued to this client, and match the
 * verifier; a `redirectUri` sent with it (RFC 6749 section 4.1.3; the spec's clients send none)
 * must be the one the code was issued for. Any attempt spends the code (a second attempt, right
 * or wrong, is refused). A replayed
 * code names the session it produced, so the caller can end it (RFC 6749 section 4.1.2).
 * Run inside a transaction (with the session the code produces).
 */
export async function redeemAuthorizationCode(
  db: SqlDatabase,
  input: { code: string; clientId: string; codeVerifier: string; redirectUri?: string | null },
  now: number,
): Promise<CodeRedemption> {
  const codeHash = secretHash(input.code);
  // Spent first, conditionally: of redemptions racing on any instance exactly one gets the row.
  const row = await db.get<CodeRow>(
    `UPDATE authorization_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL
     RETURNING client_id, redirect_uri, code_challenge, user_id, auth_organization_id, expires_at`,
    [now, codeHash],
  );
  if (row === undefined) {
    const spent = await db.get<{ session_id: string | null }>(
      'SELECT session_id FROM authorization_codes WHERE code_hash = ?',
      [codeHash],
    );
    return spent === undefined
      ? { kind: 'rejected', reason: 'The code is not valid.', replayedSessionId: null }
      : { kind: 'rejected', reason: 'The code was already used.', replayedSessionId: spent.session_id };
  }
  if (row.expires_at <= now)
    return { kind: 'rejected', reason: 'The code has expired.', replayedSessionId: null };
  if (row.client_id !== input.clientId) {
    return { kind: 'rejected', reason: 'The code was issued to another client.', replayedSessionId: null };
  }
  if (
    input.redirectUri !== undefined &&
    input.redirectUri !== null &&
    input.redirectUri !== row.redirect_uri
  ) {
    return {
      kind: 'rejected',
      reason: 'The redirect_uri differs from the one of the authorize request.',
      replayedSessionId: null,
    };
  }
  if (!sameSecret(s256(input.codeVerifier), row.code_challenge)) {
    return {
      kind: 'rejected',
      reason: 'The code verifier does not match the code challenge.',
      replayedSessionId: null,
    };
  }
  return {
    kind: 'redeemed',
    code: {
      userId: row.user_id,
      clientId: row.client_id,
      authOrganizationId: row.auth_organization_id,
      codeHash,
    },
  };
}

export async function attachSessionToCode(
  db: SqlDatabase,
  codeHash: string,
  sessionId: string,
): Promise<void> {
  await db.run('UPDATE authorization_codes SET session_id = ? WHERE code_hash = ?', [sessionId, codeHash]);
}
