import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { ensureActiveSigningKey } from './signing-key-ring.ts';
import { signingKeyFromText } from './signing-keys.ts';
import { signingKeyStore } from './signing-key-store.ts';

/** Where versions before the keys table kept the one signing key. */
export const legacySigningKeyFile = 'signing-key.json';

/**
 * Moves the signing key of `signing-key.json` into the database on first open, so tokens issued
 * before the update keep verifying, and makes a new key when there is neither.
 *
 * The file is then removed: the table is the only place the service reads keys from, and a copy
 * of a private key left beside it is one more thing to protect that would go stale at the first
 * rotation. It is removed only once its key is in the table (a crash in between imports it on
 * the next start), and a file whose key the table does not hold is left alone.
 */
export async function importLegacySigningKey(db: SqlDatabase, dataDir: string, now: number): Promise<void> {
  const file = join(dataDir, legacySigningKeyFile);
  const legacy = existsSync(file)
    ? signingKeyFromText(readFileSync(file, 'utf8'), legacySigningKeyFile, (parsed) =>
        typeof parsed === 'object' && parsed !== null
          ? (parsed as { privateJwk?: unknown }).privateJwk
          : undefined,
      )
    : null;
  await ensureActiveSigningKey(db, now, legacy === null ? undefined : () => legacy);
  if (legacy !== null && (await signingKeyStore.has(db, legacy.kid))) rmSync(file, { force: true });
}
