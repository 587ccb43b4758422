import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { generateSigningKey, type SigningKey, type VerificationKeys } from './signing-keys.ts';

// The key ring itself (database, rotation) has its own tests; here one key verifies.
const only = (key: SigningKey): VerificationKeys => ({
  verificationKey: (kid) => Promise.resolve(kid === key.kid ? key : undefined),
});
const keysIn = (): SigningKey => generateSigningKey();

const now = 1_700_000_000_000;
const issuer = 'http://127.0.0.1:1/auth';
const input = {
  issuer,
  userId: 'u1',
  sessionId: 's1',
  authOrganizationId: 'org_X',
  role: 'member',
  permissions: ['projects:read'],
  ttlSeconds: 300,
  now,
};
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('round-trip with the claims of the addendum', async () => {
    const keys = keysIn();
    const token = signAccessToken(keys, input);
    expect(await verifyAccessToken(only(keys), token, { issuer, now })).toEqual({
      iss: issuer,
      sub: 'u1',
      sid: 's1',
      org_id: 'org_X',
      role: 'member',
      permissions: ['projects:read'],
      jti: expect.any(String),
      iat: now / 1000,
      exp: now / 1000 + 300,
    });
    const noOrg = signAccessToken(keys, { ...input, authOrganizationId: null, role: null, permissions: [] });
    expect(await verifyAccessToken(only(keys), noOrg, { issuer, now })).not.toHaveProperty('org_id');
  });

  it('expire at exp', async () => {
    const keys = keysIn();
    const token = signAccessToken(keys, input);
    expect(await verifyAccessToken(only(keys), token, { issuer, now: now + 299_999 })).not.toBeNull();
    expect(await verifyAccessToken(only(keys), token, { issuer, now: now + 300_000 })).toBeNull();
  });

  it('refuse another issuer, another key, tampering, alg none and garbage', async () => {
    const keys = keysIn();
    const other = keysIn();
    const token = signAccessToken(keys, input);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(await verifyAccessToken(only(keys), token, { issuer: 'http://elsewhere/auth', now })).toBeNull();
    expect(await verifyAccessToken(only(other), token, { issuer, now })).toBeNull();
    const forged = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), org_id: 'org_OTHER' });
    expect(
      await verifyAccessToken(only(keys), `${header}.${forged}.${signature}`, { issuer, now }),
    ).toBeNull();
    expect(
      await verifyAccessToken(only(keys), `${b64({ alg: 'none', kid: keys.kid })}.${payload}.`, {
        issuer,
        now,
      }),
    ).toBeNull();
    expect(
      await verifyAccessToken(only(keys), `${b64({ alg: 'HS256', kid: keys.kid })}.${payload}.${signature}`, {
        issuer,
        now,
      }),
    ).toBeNull();
    for (const garbage of ['', 'a.b', 'a.b.c.d', '!!.??.##', `${header}.${payload}.${'A'.repeat(90000)}`]) {
      expect(await verifyAccessToken(only(keys), garbage, { issuer, now })).toBeNull();
    }
  });

  it('refuse a token signed by an unknown P-256 key claiming our key id', async () => {
    const keys = keysIn();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const signingInput = `${b64({ alg: 'ES256', kid: keys.kid })}.${b64({ iss: issuer, sub: 'u', sid: 's', permissions: [], jti: 'j', iat: 1, exp: 9e9 })}`;
    const signature = sign('sha256', Buffer.from(signingInput), {
      key: privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    expect(
      await verifyAccessToken(only(keys), `${signingInput}.${signature.toString('base64url')}`, {
        issuer,
        now,
      }),
    ).toBeNull();
  });
});
