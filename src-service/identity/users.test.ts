import { describe, expect, it } from 'vitest';
import { constraintViolation } from '../storage/sql-errors.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { createUser, passwordHashFor, setEmailVerified, userByEmail, userById } from './users.ts';

const open = useEngineDatabases();
const alice = {
  email: '  Alice@Example.COM ',
  firstName: 'Alice',
  lastName: 'Liddell',
  passwordHash: 'scrypt$hash',
  emailVerified: false,
};

describe.each(engines)('users on %s', (engine) => {
  it('stores the address in lower case and finds the person by it, in any case', async () => {
    const { db } = await open(engine);
    const created = await createUser(db, alice, 1000);
    expect(created).toEqual({
      id: expect.any(String),
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Liddell',
      emailVerified: false,
      active: true,
    });
    expect(await userById(db, created.id)).toEqual(created);
    expect(await userByEmail(db, 'ALICE@example.com')).toEqual(created);
    expect(await userByEmail(db, 'bob@example.com')).toBeUndefined();
    expect(await userById(db, 'no-such-id')).toBeUndefined();
  });

  it('refuses a second person with the same address as a unique violation', async () => {
    const { db } = await open(engine);
    await createUser(db, alice, 1000);
    const error: unknown = await createUser(db, { ...alice, email: 'alice@example.com' }, 2000).catch(
      (e: unknown) => e,
    );
    expect(constraintViolation(error)).toBe('unique');
  });

  it('answers the password hash of an active person only', async () => {
    const { db } = await open(engine);
    const user = await createUser(db, alice, 1000);
    expect(await passwordHashFor(db, 'alice@EXAMPLE.com')).toEqual({ userId: user.id, hash: 'scrypt$hash' });
    await db.run('UPDATE users SET active = 0 WHERE id = ?', [user.id]);
    expect(await passwordHashFor(db, 'alice@example.com')).toBeUndefined();
  });

  it('sets the verified flag, counting a version, and says whether the person exists', async () => {
    const { db } = await open(engine);
    const user = await createUser(db, alice, 1000);
    expect(await setEmailVerified(db, user.id, true, 5000)).toBe(true);
    expect((await userById(db, user.id))?.emailVerified).toBe(true);
    const row = await db.get<{ version: number; updated_at: number }>(
      'SELECT version, updated_at FROM users WHERE id = ?',
      [user.id],
    );
    expect(row).toEqual({ version: 2, updated_at: 5000 });
    expect(await setEmailVerified(db, 'no-such-id', true, 5000)).toBe(false);
  });
});
