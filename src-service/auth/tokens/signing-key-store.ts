import type { Database } from 'better-sqlite3';
import { prepareCached } from '../../storage/statement-cache.ts';

export interface StoredSigningKey {
  readonly kid: string;
  /** The private JWK as JSON: it stays in this module's callers, never in an answer or a log. */
  readonly privateJwk: string;
  readonly activatedAt: number;
  readonly retiredAt: number | null;
}

const columns = 'kid, private_jwk AS privateJwk, activated_at AS activatedAt, retired_at AS retiredAt';

/** The SQL of the signing keys (signing-key-ring.ts). */
export const signingKeyStore = {
  active(db: Database): StoredSigningKey | undefined {
    return prepareCached(db, `SELECT ${columns} FROM signing_keys WHERE active = 1`).get() as
      StoredSigningKey | undefined;
  },

  /** Every key, the active one first, then the most recently retired. */
  all(db: Database): StoredSigningKey[] {
    return prepareCached(
      db,
      `SELECT ${columns} FROM signing_keys ORDER BY retired_at IS NOT NULL, retired_at DESC`,
    ).all() as StoredSigningKey[];
  },

  has(db: Database, kid: string): boolean {
    return prepareCached(db, 'SELECT 1 FROM signing_keys WHERE kid = ?').get(kid) !== undefined;
  },

  /** Retires the active key (if any) and makes `kid` the one that signs; call in a transaction. */
  activate(db: Database, kid: string, privateJwk: string, now: number): void {
    prepareCached(db, 'UPDATE signing_keys SET retired_at = ?, active = NULL WHERE active = 1').run(now);
    prepareCached(
      db,
      'INSERT INTO signing_keys (kid, private_jwk, created_at, activated_at, retired_at, active) VALUES (?, ?, ?, ?, NULL, 1)',
    ).run(kid, privateJwk, now, now);
  },

  /** Drops the keys retired before `cutoff`: every token they signed has expired. */
  deleteRetiredBefore(db: Database, cutoff: number): number {
    return prepareCached(db, 'DELETE FROM signing_keys WHERE retired_at IS NOT NULL AND retired_at < ?').run(
      cutoff,
    ).changes;
  },
};
