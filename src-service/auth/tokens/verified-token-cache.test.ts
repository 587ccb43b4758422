import { describe, expect, it } from 'vitest';
import { signAccessToken } from './access-tokens.ts';
import { generateSigningKey, type VerificationKeys } from './signing-keys.ts';
import { VerifiedTokenCache } from './verified-token-cache.ts';

const key = generateSigningKey();
const keys: VerificationKeys = {
  verificationKey: (kid) => Promise.resolve(kid === key.kid ? key : undefined),
};
const issuer = 'http://127.0.0.1:1/auth';
const now = 1_700_000_000_000;
const token = (userId: string): string =>
  signAccessToken(key, {
    issuer,
    userId,
    sessionId: 's',
    authOrganizationId: null,
    role: null,
    permissions: [],
    ttlSeconds: 60,
    now,
  });

describe('VerifiedTokenCache', () => {
  it('answers cached claims until the token expires, then refuses it', async () => {
    const cache = new VerifiedTokenCache(keys, issuer);
    const t = token('u1');
    expect((await cache.verify(t, now))?.sub).toBe('u1');
    expect((await cache.verify(t, now + 59_999))?.sub).toBe('u1');
    expect(await cache.verify(t, now + 60_000)).toBeNull();
    expect((await cache.verify(t, now))?.sub).toBe('u1');
  });

  it('never caches a token that did not verify, and stays bounded', async () => {
    const cache = new VerifiedTokenCache(keys, issuer, 2);
    const forged = `${token('u1').slice(0, -3)}AAA`;
    expect(await cache.verify(forged, now)).toBeNull();
    expect(cache.size).toBe(0);
    const [a, b, c] = [token('a'), token('b'), token('c')];
    for (const t of [a, b, c]) expect(await cache.verify(t, now)).not.toBeNull();
    expect(cache.size).toBe(2);
    expect(await new VerifiedTokenCache(keys, 'http://other/auth').verify(a, now)).toBeNull();
  });
});
