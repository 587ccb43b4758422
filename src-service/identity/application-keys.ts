import type { Database } from 'better-sqlite3';
import { randomSecret, secretHash } from '../security/secrets.ts';
import { prepareCached } from '../storage/statement-cache.ts';

/** Registers a v1 application key (stored hashed) and answers it; a given value is kept as is. */
export function addApplicationKey(
  db: Database,
  name: string,
  now: number,
  key = `app_${randomSecret(24)}`,
): string {
  prepareCached(db, 'INSERT INTO application_keys (key_hash, name, created_at) VALUES (?, ?, ?)').run(
    secretHash(key),
    name,
    now,
  );
  return key;
}

/** Whether `key` is a registered v1 application key (the `apikey` query parameter). */
export function isApplicationKey(db: Database, key: string): boolean {
  if (key === '' || key.length > 200) return false;
  return (
    prepareCached(db, 'SELECT 1 FROM application_keys WHERE key_hash = ?').get(secretHash(key)) !== undefined
  );
}

/**
 * The Stint desktop app's application key. It is built in, like the public OAuth client
 * `stint-desktop`: a program shipped to everyone cannot keep a key secret, and without it the app
 * could not use the v1 interface of a service nobody has configured (the embedded one).
 */
export const desktopApplicationKey = 'stint-desktop';

/** Registers `key` unless it is registered already (run at every start). */
export function ensureApplicationKey(db: Database, name: string, now: number, key: string): void {
  if (!isApplicationKey(db, key)) addApplicationKey(db, name, now, key);
}
