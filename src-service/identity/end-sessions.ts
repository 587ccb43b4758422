import type { SqlDatabase } from '../storage/sql-database.ts';

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
export async function endOtherSessions(
  db: SqlDatabase,
  userId: string,
  keep: KeptSession | null,
  now: number,
): Promise<void> {
  const kept = keep === null ? undefined : await keptV1Session(db, userId, keep.v1TokenHash);

  await db.run('UPDATE sessions SET revoked_at = coalesce(revoked_at, ?) WHERE user_id = ?', [now, userId]);
  await db.run(
    `UPDATE refresh_tokens SET used_at = coalesce(used_at, ?)
      WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ?)`,
    [now, userId],
  );
  await db.run('UPDATE authorization_codes SET used_at = coalesce(used_at, ?) WHERE user_id = ?', [
    now,
    userId,
  ]);
  await db.run('DELETE FROM sign_in_requests WHERE user_id = ?', [userId]);
  await db.run('DELETE FROM browser_sessions WHERE user_id = ?', [userId]);

  // A trashed key's trash item goes with it, so restoring the item cannot bring the key back.
  const keys = await db.all<{ id: string; trash_item_id: string | null }>(
    'SELECT id, trash_item_id FROM secret_keys WHERE user_id = ? AND id IS DISTINCT FROM ?',
    [userId, kept?.secretKeyId ?? null],
  );
  for (const key of keys) {
    await db.run('DELETE FROM secret_keys WHERE id = ?', [key.id]);
    if (key.trash_item_id !== null) await db.run('DELETE FROM trash_items WHERE id = ?', [key.trash_item_id]);
  }
  if (kept === undefined) {
    await db.run('DELETE FROM v1_tokens WHERE user_id = ?', [userId]);
    await db.run('DELETE FROM v1_refresh_tokens WHERE user_id = ?', [userId]);
    return;
  }
  await db.run('DELETE FROM v1_tokens WHERE user_id = ? AND token_hash <> ?', [userId, kept.tokenHash]);
  await db.run('DELETE FROM v1_refresh_tokens WHERE user_id = ? AND access_token_hash IS DISTINCT FROM ?', [
    userId,
    kept.tokenHash,
  ]);
}

/** The kept v1 token when it is a live token of this person; anything else keeps nothing. */
async function keptV1Session(
  db: SqlDatabase,
  userId: string,
  tokenHash: string,
): Promise<{ tokenHash: string; secretKeyId: string | null } | undefined> {
  const row = await db.get<{ token_hash: string; secret_key_id: string | null }>(
    'SELECT token_hash, secret_key_id FROM v1_tokens WHERE token_hash = ? AND user_id = ?',
    [tokenHash, userId],
  );
  return row === undefined ? undefined : { tokenHash: row.token_hash, secretKeyId: row.secret_key_id };
}
