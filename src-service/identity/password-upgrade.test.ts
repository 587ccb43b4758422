import { describe, expect, it } from 'vitest';
import { hashIsOutdated, hashPassword, verifyPassword } from '../security/passwords.ts';
import { hashWithEarlierParameters } from '../security/testing/earlier-hash.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { keepHashCurrent, upgradePasswordHash } from './password-upgrade.ts';
import { createUser, passwordHashFor } from './users.ts';

const open = useEngineDatabases();

async function person(
  db: SqlDatabase,
  passwordHash: string,
): Promise<{ userId: string; hash: string | null }> {
  await createUser(
    db,
    { email: 'dana@example.com', firstName: 'Dana', lastName: 'Scully', passwordHash, emailVerified: true },
    1000,
  );
  const stored = await passwordHashFor(db, 'dana@example.com');
  if (stored === undefined) throw new Error('the person was not stored');
  return stored;
}

describe('what counts as an outdated hash', () => {
  it('is a hash with other parameters, or not one of ours; a new hash is current', async () => {
    expect(hashIsOutdated(await hashPassword('a new password'))).toBe(false);
    expect(hashIsOutdated(hashWithEarlierParameters('an old password'))).toBe(true);
    expect(hashIsOutdated('md5$abc')).toBe(true);
  });
});

describe.each(engines)('password hash upgrade on %s', (engine) => {
  it('replaces a hash of older parameters by a current one that still takes the same password', async () => {
    const { db } = await open(engine);
    const stored = await person(db, hashWithEarlierParameters('the truth is out there'));
    const version = await db.get<{ version: number }>('SELECT version FROM users WHERE id = ?', [
      stored.userId,
    ]);

    expect(await upgradePasswordHash(db, stored, 'the truth is out there')).toBe(true);
    const after = await passwordHashFor(db, 'dana@example.com');
    expect(after?.hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('the truth is out there', after?.hash ?? null)).toBe(true);
    expect(await verifyPassword('trust no one', after?.hash ?? null)).toBe(false);
    // Nothing the person sees changed: their version stays.
    expect(await db.get('SELECT version FROM users WHERE id = ?', [stored.userId])).toEqual(version);
    // Current now: a second sign-in writes nothing.
    expect(await upgradePasswordHash(db, after ?? stored, 'the truth is out there')).toBe(false);
  });

  it('leaves a password changed since the check alone', async () => {
    const { db } = await open(engine);
    const stored = await person(db, hashWithEarlierParameters('the truth is out there'));
    const changed = await hashPassword('a password set meanwhile');
    await db.run('UPDATE users SET password_hash = ? WHERE id = ?', [changed, stored.userId]);

    expect(await upgradePasswordHash(db, stored, 'the truth is out there')).toBe(false);
    expect((await passwordHashFor(db, 'dana@example.com'))?.hash).toBe(changed);
  });

  it('does not turn a failed write into a failed sign-in', async () => {
    const { db } = await open(engine);
    const stored = await person(db, hashWithEarlierParameters('the truth is out there'));
    const failing: SqlDatabase = Object.create(db) as SqlDatabase;
    failing.run = () => Promise.reject(new Error('database is locked'));

    await expect(keepHashCurrent(failing, stored, 'the truth is out there')).resolves.toBeUndefined();
    expect((await passwordHashFor(db, 'dana@example.com'))?.hash).toBe(stored.hash);
  });
});
