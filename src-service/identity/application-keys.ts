import { randomSecret, secretHash } from '../security/secrets.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

/** Registers a v1 application key (stored hashed) and answers it; a given value is kept as is. */
export async function addApplicationKey(
  db: SqlDatabase,
  name: string,
  now: number,
  key = `app_${randomSecret(24)}`,
): Promise<string> {
  await db.run('INSERT INTO application_keys (key_hash, name, created_at) VALUES (?, ?, ?)', [
    secretHash(key),
    name,
    now,
  ]);
  return key;
}

/** Whether `key` is a registered v1 application key (the `apikey` query parameter). */
export async function isApplicationKey(db: SqlDatabase, key: string): Promise<boolean> {
  if (key === '' || key.length > 200) return false;
  const row = await db.get<{ one: number }>('SELECT 1 AS one FROM application_keys WHERE key_hash = ?', [
    secretHash(key),
  ]);
  return row !== undefined;
}

/**
 * The Stint desktop app's application key. It is built in, like the public OAuth client
 * `stint-desktop`: a program shipped to everyone cannot keep a key secret, and without it the app
 * could not use the v1 interface of a service nobody has configured (the embedded one).
 */
export const desktopApplicationKey = 'stint-desktop';

/**
 * Registers `key` unless it is registered already (run at every start). Instances starting
 * together on one PostgreSQL database may both find it missing: the second insert does nothing.
 */
export async function ensureApplicationKey(
  db: SqlDatabase,
  name: string,
  now: number,
  key: string,
): Promise<void> {
  await db.run(
    'INSERT INTO application_keys (key_hash, name, created_at) VALUES (?, ?, ?) ON CONFLICT (key_hash) DO NOTHING',
    [secretHash(key), name, now],
  );
}
