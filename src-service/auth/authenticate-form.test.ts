import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticate,
  authorizeUrl,
  newPkce,
  ScriptedBrowser,
  signIn,
  type Pkce,
} from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// The token endpoint as RFC 6749 clients use it: form-encoded requests, token_type and
// expires_in in the answer, no-store caching, strict about what a public client may send.

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const alice = { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' };

async function codeFor(pkce: Pkce = newPkce()): Promise<{ code: string; pkce: Pkce }> {
  const result = await signIn(new ScriptedBrowser(svc.url), authorizeUrl(svc.url, pkce), alice);
  if (result.kind !== 'redirected' || result.code === null) throw new Error('no code');
  return { code: result.code, pkce };
}

async function postForm(
  fields: [string, string][],
  options: { path?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const res = await fetch(`${svc.url}${options.path ?? '/auth/user_management/authenticate'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const exchangeFields = (code: string, pkce: Pkce): [string, string][] => [
  ['grant_type', 'authorization_code'],
  ['client_id', 'stint-desktop'],
  ['code', code],
  ['code_verifier', pkce.verifier],
];

const expSeconds = (jwt: string): number =>
  (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number }).exp;

describe('form-encoded token requests', () => {
  it('exchanges a code and refreshes with the same answers as JSON, with token_type and expires_in', async () => {
    const { code, pkce } = await codeFor();
    const exchanged = await postForm(exchangeFields(code, pkce));
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({
      user: { email: 'alice@example.com', email_verified: expect.any(Boolean) },
      organization_id: expect.any(String),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 300,
    });
    const accessToken = exchanged.body['access_token'] as string;
    expect(expSeconds(accessToken) - Math.floor(svc.clock.now / 1000)).toBe(exchanged.body['expires_in']);
    expect(exchanged.headers.get('cache-control')).toBe('no-store');
    expect(exchanged.headers.get('pragma')).toBe('no-cache');

    const refreshed = await postForm([
      ['grant_type', 'refresh_token'],
      ['client_id', 'stint-desktop'],
      ['refresh_token', exchanged.body['refresh_token'] as string],
    ]);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(refreshed.body['refresh_token']).not.toBe(exchanged.body['refresh_token']);
  });

  it('adds token_type and expires_in to the JSON answers as well', async () => {
    const { code, pkce } = await codeFor();
    const exchanged = await authenticate(svc.url, {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: pkce.verifier,
    });
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
  });

  it('answers a spent code with invalid_grant, as JSON does', async () => {
    const { code, pkce } = await codeFor();
    expect((await postForm(exchangeFields(code, pkce))).status).toBe(200);
    const again = await postForm(exchangeFields(code, pkce));
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('refuses a field sent twice with invalid_request', async () => {
    const { code, pkce } = await codeFor();
    const twice = await postForm([...exchangeFields(code, pkce), ['code', 'another']]);
    expect(twice).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    // Nothing was redeemed: the code still works.
    expect((await postForm(exchangeFields(code, pkce))).status).toBe(200);
  });

  it('treats an empty value as absent', async () => {
    const answer = await postForm([
      ['grant_type', 'refresh_token'],
      ['client_id', 'stint-desktop'],
      ['refresh_token', ''],
    ]);
    expect(answer).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token is required.' },
    });
  });
});

describe('what strict clients send beyond the spec', () => {
  it('accepts redirect_uri on exchange when it is the authorize request’s, refuses another (code spent)', async () => {
    const first = await codeFor();
    const matching = await postForm([
      ...exchangeFields(first.code, first.pkce),
      ['redirect_uri', first.pkce.redirectUri],
    ]);
    expect(matching.status).toBe(200);

    const second = await codeFor();
    const other = await postForm([
      ...exchangeFields(second.code, second.pkce),
      ['redirect_uri', 'http://127.0.0.1:1/callback'],
    ]);
    expect(other).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect((await postForm(exchangeFields(second.code, second.pkce))).body['error']).toBe('invalid_grant');
  });

  it('refuses client authentication (a client_secret or an Authorization header) with invalid_client', async () => {
    const { code, pkce } = await codeFor();
    const withSecret = await authenticate(svc.url, {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      client_secret: 'sk_some_api_key',
      code,
      code_verifier: pkce.verifier,
    });
    expect(withSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const withHeader = await postForm(exchangeFields(code, pkce), {
      headers: { Authorization: 'Bearer sk_some_api_key' },
    });
    expect(withHeader).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(withHeader.headers.get('www-authenticate')).toBe('Bearer realm="stint-sign-in"');
    // Refused before the code was looked at: it still works.
    expect((await postForm(exchangeFields(code, pkce))).status).toBe(200);
  });

  it('still answers 415 with the JSON body for other content types', async () => {
    const res = await fetch(`${svc.url}/auth/user_management/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'grant_type=refresh_token',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });
});
