import { randomUUID } from 'node:crypto';
import { randomSecret, secretHash } from '../security/secrets.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

/** API keys look like `stint_` + 43 base64url characters (256 random bits). */
export const apiKeyPrefix = 'stint_';

export interface ApiKeySummary {
  readonly id: string;
  readonly name: string;
  /** The first characters of the key, to recognise it; never the key. */
  readonly hint: string;
  readonly organizationId: string;
  readonly organizationTitle: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

export interface ApiKeyOwner {
  readonly id: string;
  readonly userId: string;
  readonly organizationId: string;
}

export const apiKeyNameMaxLength = 100;

/**
 * Creates a key for one user in one organization (the membership must exist; the caller checks).
 * The full value is answered once and stored only as a hash.
 */
export async function createApiKey(
  db: SqlDatabase,
  input: { userId: string; organizationId: string; name: string },
  now: number,
): Promise<{ id: string; key: string }> {
  const key = `${apiKeyPrefix}${randomSecret(32)}`;
  const id = randomUUID();
  await db.run(
    `INSERT INTO api_keys (id, organization_id, user_id, name, key_hash, key_hint, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    [
      id,
      input.organizationId,
      input.userId,
      input.name,
      secretHash(key),
      key.slice(0, apiKeyPrefix.length + 4),
      now,
      now,
    ],
  );
  return { id, key };
}

export async function listApiKeys(db: SqlDatabase, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db.all<{
    id: string;
    name: string;
    key_hint: string;
    organization_id: string;
    title: string;
    created_at: number;
    last_used_at: number | null;
  }>(
    `SELECT k.id, k.name, k.key_hint, k.organization_id, o.title, k.created_at, k.last_used_at
       FROM api_keys k JOIN organizations o ON o.id = k.organization_id
      WHERE k.user_id = ? ORDER BY k.created_at DESC, k.id`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hint: row.key_hint,
    organizationId: row.organization_id,
    organizationTitle: row.title,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Deletes one of the user's keys; it stops working at once. */
export async function deleteApiKey(db: SqlDatabase, userId: string, id: string): Promise<boolean> {
  const result = await db.run('DELETE FROM api_keys WHERE id = ? AND user_id = ?', [id, userId]);
  return result.changes > 0;
}

/** Deletes the key with this value (operators' `apikey revoke`). */
export async function revokeApiKey(db: SqlDatabase, key: string): Promise<boolean> {
  const result = await db.run('DELETE FROM api_keys WHERE key_hash = ?', [secretHash(key)]);
  return result.changes > 0;
}

/**
 * The user and organization a key acts for, or undefined. Records the use at most once a minute
 * (a write per request would cost more than the lookup).
 */
export async function findApiKey(
  db: SqlDatabase,
  key: string,
  now: number,
): Promise<ApiKeyOwner | undefined> {
  if (key.length === 0 || key.length > 200) return undefined;
  const hash = secretHash(key);
  const row = await db.get<{ id: string; user_id: string; organization_id: string }>(
    'SELECT id, user_id, organization_id FROM api_keys WHERE key_hash = ?',
    [hash],
  );
  if (row === undefined) return undefined;
  await db.run(
    'UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)',
    [now, row.id, now - 60_000],
  );
  return { id: row.id, userId: row.user_id, organizationId: row.organization_id };
}
