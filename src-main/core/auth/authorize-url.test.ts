import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl } from './authorize-url.ts';

describe('buildAuthorizeUrl', () => {
  it('sends every required parameter of the spec, URL-encoded', () => {
    const href = buildAuthorizeUrl({
      authUrl: 'http://127.0.0.1:8787/auth/',
      clientId: 'stint-desktop',
      provider: 'authkit',
      redirectUri: 'http://127.0.0.1:5000/callback',
      challenge: 'abc',
      state: 's+t/=',
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:8787/auth/user_management/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'stint-desktop',
      redirect_uri: 'http://127.0.0.1:5000/callback',
      provider: 'authkit',
      code_challenge: 'abc',
      code_challenge_method: 'S256',
      state: 's+t/=',
    });
    expect(href).toContain('redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcallback');
  });

  it('adds the optional hints only when given', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authUrl: 'https://auth.example.com',
        clientId: 'c',
        provider: 'p',
        redirectUri: 'http://127.0.0.1:1/callback',
        challenge: 'x',
        state: 'y',
        screenHint: 'sign-up',
        organizationId: 'org_1',
      }),
    );
    expect(url.searchParams.get('screen_hint')).toBe('sign-up');
    expect(url.searchParams.get('organization_id')).toBe('org_1');
    expect(url.searchParams.has('login_hint')).toBe(false);
  });
});
