import { describe, expect, it } from 'vitest';
import { secretHash } from '../security/secrets.ts';
import {
  confirmAddress,
  confirmationMs,
  confirmationProblem,
  createConfirmation,
  findConfirmation,
  spendConfirmation,
} from './confirmations.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { person } from './testing/identity-fixtures.ts';
import { userById } from './users.ts';

const open = useEngineDatabases();

describe('confirmationProblem', () => {
  const live = { kind: 'signup', userId: 'u', expiresAt: 100, usedAt: null } as const;
  it('names why a confirmation cannot be used, or null', () => {
    expect(confirmationProblem(live, 'signup', 99)).toBeNull();
    expect(confirmationProblem(undefined, 'signup', 0)).toBe('unknown');
    expect(confirmationProblem(live, 'password', 0)).toBe('unknown');
    expect(confirmationProblem({ ...live, usedAt: 50 }, 'signup', 60)).toBe('used');
    expect(confirmationProblem(live, 'signup', 100)).toBe('expired');
  });
});

describe.each(engines)('confirmations on %s', (engine) => {
  it('stores only the hash of a new id and finds it by the id', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const id = await createConfirmation(db, { kind: 'password', userId: alice.id }, 1000);
    const stored = await db.all<{ id: string }>('SELECT id FROM v1_confirmations');
    expect(stored).toEqual([{ id: secretHash(id) }]);
    expect(await findConfirmation(db, id)).toEqual({
      kind: 'password',
      userId: alice.id,
      expiresAt: 1000 + confirmationMs,
      usedAt: null,
    });
    expect(await findConfirmation(db, secretHash(id))).toBeUndefined();
    expect(await findConfirmation(db, '')).toBeUndefined();
  });

  it('spends an id once, and never an expired one', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const id = await createConfirmation(db, { kind: 'password', userId: alice.id, lifetimeMs: 500 }, 1000);
    expect(await spendConfirmation(db, id, 1499)).toBe(true);
    expect(await spendConfirmation(db, id, 1499)).toBe(false);
    expect((await findConfirmation(db, id))?.usedAt).toBe(1499);
    const other = await createConfirmation(db, { kind: 'password', userId: alice.id, lifetimeMs: 500 }, 1000);
    expect(await spendConfirmation(db, other, 1500)).toBe(false);
  });

  it('confirms the address of a signup id once, and says why it cannot otherwise', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const id = await createConfirmation(db, { kind: 'signup', userId: alice.id }, 1000);
    expect(await confirmAddress(db, id, 2000)).toEqual({ ok: true, userId: alice.id });
    expect((await userById(db, alice.id))?.emailVerified).toBe(true);
    expect(await db.get('SELECT version, updated_at FROM users WHERE id = ?', [alice.id])).toEqual({
      version: 2,
      updated_at: 2000,
    });
    expect(await confirmAddress(db, id, 3000)).toEqual({ ok: false, problem: 'used' });
    const password = await createConfirmation(db, { kind: 'password', userId: alice.id }, 1000);
    expect(await confirmAddress(db, password, 3000)).toEqual({ ok: false, problem: 'unknown' });
    const late = await createConfirmation(db, { kind: 'signup', userId: alice.id, lifetimeMs: 10 }, 1000);
    expect(await confirmAddress(db, late, 1010)).toEqual({ ok: false, problem: 'expired' });
  });

  it('confirms once when the same id arrives several times at once', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    await Promise.all(Array.from({ length: 4 }, () => db.get('SELECT 1 AS one')));
    const id = await createConfirmation(db, { kind: 'signup', userId: alice.id }, 1000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirmAddress(db, id, 2000)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, problem: 'used' })),
    );
    expect(await db.get('SELECT version FROM users WHERE id = ?', [alice.id])).toEqual({ version: 2 });
  });
});
