import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTokens } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const issOf = (jwt: string): unknown =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iss: unknown }).iss;

describe('RFC 8414 discovery', () => {
  it('publishes the metadata at the root and at the issuer-path address, with the tokens’ issuer', async () => {
    const tokens = await signInForTokens(svc.url, {
      email: 'alice@example.com',
      password: 'alice-password',
      organization: 'Acme Studio',
    });
    const issuer = issOf(tokens.access_token);
    for (const path of [
      '/.well-known/oauth-authorization-server',
      '/.well-known/oauth-authorization-server/auth',
    ]) {
      const res = await fetch(`${svc.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        issuer,
        authorization_endpoint: `${svc.url}/auth/user_management/authorize`,
        token_endpoint: `${svc.url}/auth/user_management/authenticate`,
        jwks_uri: `${svc.url}/auth/sso/jwks/stint-desktop`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
      });
    }
  });

  it('names endpoints that answer', async () => {
    const metadata = (await (await fetch(`${svc.url}/.well-known/oauth-authorization-server`)).json()) as {
      jwks_uri: string;
      token_endpoint: string;
    };
    expect((await fetch(metadata.jwks_uri)).status).toBe(200);
    const token = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=stint-desktop&refresh_token=unknown',
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('uses the public address as issuer when the service runs behind one', async () => {
    const behind = await startTestService({ publicUrl: 'https://time.example.com' });
    try {
      const res = await fetch(`${behind.url}/.well-known/oauth-authorization-server`, {
        headers: { Host: 'time.example.com' },
      });
      const metadata = (await res.json()) as Record<string, unknown>;
      expect(metadata['issuer']).toBe('https://time.example.com/auth');
      expect(metadata['token_endpoint']).toBe('https://time.example.com/auth/user_management/authenticate');
    } finally {
      await behind.stop();
    }
  });
});
