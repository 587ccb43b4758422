import type { Database } from 'better-sqlite3';
import { prepareCached } from '../storage/statement-cache.ts';

/** The one session a password change keeps: the v1 token (stored hash) it was made with. */
export interface KeptSession {
  readonly v1TokenHash: string;
}

/**
 * Ends every session of a person whose password changed, in every account they belong to, so a
 * password someone else learnt stops being useful at once: graph sign-in sessions (their refresh
 * tokens fail with invalid_grant; access tokens die with the session at the graph endpoint),
 * codes not yet exchanged and sign-ins waiting for an organization, the hosted pages' browser
 * sessions, v1 tokens and refresh tokens, and v1 secret keys (device logins), trashed ones too.
 *
 * `keep` is the v1 session that made the change: its token, the refresh token issued with it and,
 * when it began with a secret key, that key. Call inside the transaction that sets the password.
 */
export function endOtherSessions(db: Database, userId: string, keep: KeptSession | null, now: number): void {
  const kept = keep === null ? undefined : keptV1Session(db, userId, keep.v1TokenHash);
  const tokenHash = kept?.tokenHash ?? null;
  const secretKeyId = kept?.secretKeyId ?? null;

  prepareCached(db, 'UPDATE sessions SET revoked_at = coalesce(revoked_at, ?) WHERE user_id = ?').run(
    now,
    userId,
  );
  prepareCached(
    db,
    `UPDATE refresh_tokens SET used_at = coalesce(used_at, ?)
      WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ?)`,
  ).run(now, userId);
  prepareCached(db, 'UPDATE authorization_codes SET used_at = coalesce(used_at, ?) WHERE user_id = ?').run(
    now,
    userId,
  );
  prepareCached(db, 'DELETE FROM sign_in_requests WHERE user_id = ?').run(userId);
  prepareCached(db, 'DELETE FROM browser_sessions WHERE user_id = ?').run(userId);

  // A trashed key's trash item goes with it, so restoring the item cannot bring the key back.
  const keys = prepareCached(
    db,
    'SELECT id, trash_item_id FROM secret_keys WHERE user_id = @userId AND id IS NOT @secretKeyId',
  ).all({ userId, secretKeyId }) as { id: string; trash_item_id: string | null }[];
  for (const key of keys) {
    prepareCached(db, 'DELETE FROM secret_keys WHERE id = ?').run(key.id);
    if (key.trash_item_id !== null) {
      prepareCached(db, 'DELETE FROM trash_items WHERE id = ?').run(key.trash_item_id);
    }
  }
  prepareCached(db, 'DELETE FROM v1_tokens WHERE user_id = @userId AND token_hash IS NOT @tokenHash').run({
    userId,
    tokenHash,
  });
  prepareCached(
    db,
    `DELETE FROM v1_refresh_tokens
      WHERE user_id = @userId AND (@tokenHash IS NULL OR access_token_hash IS NOT @tokenHash)`,
  ).run({ userId, tokenHash });
}

/** The kept v1 token when it is a live token of this person; anything else keeps nothing. */
function keptV1Session(
  db: Database,
  userId: string,
  tokenHash: string,
): { tokenHash: string; secretKeyId: string | null } | undefined {
  const row = prepareCached(
    db,
    'SELECT token_hash, secret_key_id FROM v1_tokens WHERE token_hash = ? AND user_id = ?',
  ).get(tokenHash, userId) as { token_hash: string; secret_key_id: string | null } | undefined;
  return row === undefined ? undefined : { tokenHash: row.token_hash, secretKeyId: row.secret_key_id };
}
