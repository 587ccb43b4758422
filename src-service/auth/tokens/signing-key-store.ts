import type { SqlDatabase } from '../../storage/sql-database.ts';

export interface StoredSigningKey {
  readonly kid: string;
  /** The private JWK as JSON: it stays in this module's callers, never in an answer or a log. */
  readonly privateJwk: string;
  readonly activatedAt: number;
  readonly retiredAt: number | null;
}

// Quoted: PostgreSQL folds an unquoted alias to lower case.
const columns = 'kid, private_jwk AS "privateJwk", activated_at AS "activatedAt", retired_at AS "retiredAt"';

/** The SQL of the signing keys (signing-key-ring.ts). */
export const signingKeyStore = {
  active(db: SqlDatabase): Promise<StoredSigningKey | undefined> {
    return db.get<StoredSigningKey>(`SELECT ${columns} FROM signing_keys WHERE active = 1`);
  },

  /** Every key, the active one first, then the most recently retired. */
  all(db: SqlDatabase): Promise<StoredSigningKey[]> {
    return db.all<StoredSigningKey>(
      `SELECT ${columns} FROM signing_keys
        ORDER BY CASE WHEN retired_at IS NULL THEN 0 ELSE 1 END, retired_at DESC`,
    );
  },

  async has(db: SqlDatabase, kid: string): Promise<boolean> {
    return (await db.get('SELECT 1 AS one FROM signing_keys WHERE kid = ?', [kid])) !== undefined;
  },

  /** Retires the active key (if any) and makes `kid` the one that signs; call in a transaction. */
  async activate(db: SqlDatabase, kid: string, privateJwk: string, now: number): Promise<void> {
    await db.run('UPDATE signing_keys SET retired_at = ?, active = NULL WHERE active = 1', [now]);
    await db.run(
      'INSERT INTO signing_keys (kid, private_jwk, created_at, activated_at, retired_at, active) VALUES (?, ?, ?, ?, NULL, 1)',
      [kid, privateJwk, now, now],
    );
  },

  /** Drops the keys retired before `cutoff`: every token they signed has expired. */
  async deleteRetiredBefore(db: SqlDatabase, cutoff: number): Promise<number> {
    const deleted = await db.run('DELETE FROM signing_keys WHERE retired_at IS NOT NULL AND retired_at < ?', [
      cutoff,
    ]);
    return deleted.changes;
  },
};
