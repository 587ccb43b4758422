import { describe, expect, it } from 'vitest';
import { MalformedTokenError, readAccessTokenClaims } from './jwt-claims.ts';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${part({ alg: 'ES256' })}.${part(payload)}.sig`;

describe('readAccessTokenClaims', () => {
  it('reads exp (as ms), org_id and sub', () => {
    expect(readAccessTokenClaims(jwt({ exp: 1_700_000_300, org_id: 'org_1', sub: 'user_1' }))).toEqual({
      expiresAt: 1_700_000_300_000,
      organizationId: 'org_1',
      subject: 'user_1',
    });
  });

  it('reports a token without org_id as having no organization', () => {
    expect(readAccessTokenClaims(jwt({ exp: 1, sub: 'u' })).organizationId).toBeNull();
    expect(readAccessTokenClaims(jwt({ exp: 1, org_id: '' })).organizationId).toBeNull();
  });

  it.each([
    ['not-a-jwt'],
    ['a.b'],
    [`${part({})}.%%%.x`],
    [jwt([1])],
    [jwt({ org_id: 'x' })],
    [jwt({ exp: 'soon' })],
  ])('refuses %j', (token) => {
    expect(() => readAccessTokenClaims(token)).toThrow(MalformedTokenError);
  });
});
