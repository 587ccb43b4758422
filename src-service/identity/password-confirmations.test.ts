import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../security/passwords.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { createConfirmation, findConfirmation } from './confirmations.ts';
import { setPasswordWithConfirmation } from './password-confirmations.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person } from './testing/identity-fixtures.ts';
import { passwordHashFor, userById } from './users.ts';

const open = useEngineDatabases();
const clock = (at: number) => () => at;

async function passwordWorks(db: SqlDatabase, email: string, password: string): Promise<boolean> {
  return verifyPassword(password, (await passwordHashFor(db, email))?.hash ?? null);
}

describe.each(engines)('password confirmations on %s', (engine) => {
  it('sets the password, verifies the address and spends the id', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const id = await createConfirmation(db, { kind: 'password', userId: alice.id }, 1000);
    expect(await setPasswordWithConfirmation(db, id, 'a-new-password', clock(2000))).toEqual({
      ok: true,
      userId: alice.id,
    });
    expect(await passwordWorks(db, alice.email, 'a-new-password')).toBe(true);
    expect((await userById(db, alice.id))?.emailVerified).toBe(true);
    expect((await findConfirmation(db, id))?.usedAt).toBe(2000);
    expect(await setPasswordWithConfirmation(db, id, 'another-password', clock(3000))).toEqual({
      ok: false,
      problem: 'used',
    });
    expect(await passwordWorks(db, alice.email, 'a-new-password')).toBe(true);
  });

  it('refuses a password of the wrong length, a signup id and an expired id, changing nothing', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const id = await createConfirmation(db, { kind: 'password', userId: alice.id, lifetimeMs: 100 }, 1000);
    expect(await setPasswordWithConfirmation(db, id, 'short', clock(1050))).toEqual({
      ok: false,
      problem: 'password-length',
    });
    expect(await setPasswordWithConfirmation(db, id, 'long-enough', clock(1100))).toEqual({
      ok: false,
      problem: 'expired',
    });
    const signup = await createConfirmation(db, { kind: 'signup', userId: alice.id }, 1000);
    expect(await setPasswordWithConfirmation(db, signup, 'long-enough', clock(1050))).toEqual({
      ok: false,
      problem: 'unknown',
    });
    expect((await passwordHashFor(db, alice.email))?.hash).toBe('scrypt$x');
  });

  it('sets one password when the same id is used several times at once', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const id = await createConfirmation(db, { kind: 'password', userId: alice.id }, 1000);
    const passwords = ['password-one', 'password-two', 'password-three'];
    const results = await Promise.all(
      passwords.map((p) => setPasswordWithConfirmation(db, id, p, clock(2000))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, problem: 'used' },
      { ok: false, problem: 'used' },
    ]);
    const winner = passwords[results.findIndex((r) => r.ok)] ?? '';
    expect(await passwordWorks(db, alice.email, winner)).toBe(true);
    expect(await db.get('SELECT version FROM users WHERE id = ?', [alice.id])).toEqual({ version: 2 });
  });

  it('ends the other sessions of the person, keeping the one the caller names (found asynchronously)', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const acme = await organization(db, 'Acme');
    for (const hash of ['t-kept', 't-other']) {
      await db.run(
        'INSERT INTO v1_tokens (token_hash, organization_id, user_id, created_at, expires_at) VALUES (?, ?, ?, 0, 9000)',
        [hash, acme.id, alice.id],
      );
    }
    const id = await createConfirmation(db, { kind: 'password', userId: alice.id }, 1000);
    const asked: string[] = [];
    const keep = async (userId: string) => {
      asked.push(userId);
      return (await db.get('SELECT 1 AS one FROM v1_tokens WHERE token_hash = ?', ['t-kept']))
        ? { v1TokenHash: 't-kept' }
        : null;
    };
    expect((await setPasswordWithConfirmation(db, id, 'a-new-password', clock(2000), keep)).ok).toBe(true);
    expect(asked).toEqual([alice.id]);
    expect(await db.all('SELECT token_hash FROM v1_tokens')).toEqual([{ token_hash: 't-kept' }]);
  });
});
