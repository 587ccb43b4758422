import { describe, expect, it } from 'vitest';
import { hashPassword, setBeforeHash, verifyPassword } from './passwords.ts';
import { hashWithEarlierParameters } from './testing/earlier-hash.ts';

describe('passwords', () => {
  it('are stored as salted scrypt and verified', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toBe(await hashPassword('correct horse battery'));
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('verify hashes made with other parameters, as they were stored', async () => {
    const old = hashWithEarlierParameters('correct horse battery');
    expect(await verifyPassword('correct horse battery', old)).toBe(true);
    expect(await verifyPassword('correct horse batterY', old)).toBe(false);
  });

  it('answer for a hash of older parameters no sooner than today’s would, right or wrong', async () => {
    const deadlines: number[] = [];
    const wait = (deadline: number): Promise<void> => {
      deadlines.push(deadline);
      return Promise.resolve();
    };
    const made = performance.now();
    const current = await hashPassword('correct horse battery');
    const currentCost = performance.now() - made;
    expect(await verifyPassword('correct horse battery', current, wait)).toBe(true);
    expect(await verifyPassword('correct horse batterY', current, wait)).toBe(false);
    expect(await verifyPassword('correct horse battery', null, wait)).toBe(false);
    expect(deadlines).toEqual([]);

    const old = hashWithEarlierParameters('correct horse battery');
    const checks: [string, string, boolean][] = [
      ['correct horse batterY', old, false],
      ['correct horse battery', old, true],
      ['anything', 'md5$abc', false],
    ];
    for (const [password, stored, expected] of checks) {
      const before = performance.now();
      expect(await verifyPassword(password, stored, wait)).toBe(expected);
      // The answer waits for the start of the check plus about what a current hash takes.
      expect(deadlines.pop()).toBeGreaterThan(before + currentCost / 4);
    }
  });

  it('run the hook set before each hash, a check included, until it is put back', async () => {
    const order: string[] = [];
    const putBack = setBeforeHash(() => order.push('before'));
    try {
      const hash = await hashPassword('correct horse battery');
      order.push('hashed');
      await verifyPassword('correct horse battery', hash);
      order.push('verified');
    } finally {
      putBack();
    }
    await hashPassword('correct horse battery');
    expect(order).toEqual(['before', 'hashed', 'before', 'verified']);
  });

  it('refuse a missing or malformed hash and absurd input without throwing', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$aa$bb')).toBe(false);
    expect(await verifyPassword('x'.repeat(10_000), await hashPassword('short-one'))).toBe(false);
  });
});
