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
