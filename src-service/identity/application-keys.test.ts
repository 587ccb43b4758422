import { describe, expect, it } from 'vitest';
import { secretHash } from '../security/secrets.ts';
import {
  addApplicationKey,
  desktopApplicationKey,
  ensureApplicationKey,
  isApplicationKey,
} from './application-keys.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';

const open = useEngineDatabases();

describe.each(engines)('application keys on %s', (engine) => {
  it('registers a generated key, stored hashed, and recognises only registered keys', async () => {
    const { db } = await open(engine);
    const key = await addApplicationKey(db, 'Partner', 1000);
    expect(key).toMatch(/^app_/);
    expect(await db.all('SELECT key_hash, name FROM application_keys')).toEqual([
      { key_hash: secretHash(key), name: 'Partner' },
    ]);
    expect(await isApplicationKey(db, key)).toBe(true);
    expect(await isApplicationKey(db, `${key}x`)).toBe(false);
    expect(await isApplicationKey(db, '')).toBe(false);
  });

  it('ensures the desktop key once, even when several starts do it at the same moment', async () => {
    const { db } = await open(engine);
    expect(await isApplicationKey(db, desktopApplicationKey)).toBe(false);
    await Promise.all(
      Array.from({ length: 3 }, () => ensureApplicationKey(db, 'Stint desktop', 1000, desktopApplicationKey)),
    );
    await ensureApplicationKey(db, 'Renamed', 2000, desktopApplicationKey);
    expect(await db.all('SELECT name, created_at FROM application_keys')).toEqual([
      { name: 'Stint desktop', created_at: 1000 },
    ]);
    expect(await isApplicationKey(db, desktopApplicationKey)).toBe(true);
  });
});
