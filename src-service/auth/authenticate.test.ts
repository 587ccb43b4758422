import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticate,
  authorizeUrl,
  graph,
  newPkce,
  ScriptedBrowser,
  signIn,
  signInForTokens,
  type Pkce,
} from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const alice = { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' };

async function codeFor(
  credentials: typeof alice | { email: string; password: string },
  pkce: Pkce = newPkce(),
): Promise<{ code: string; pkce: Pkce }> {
  const result = await signIn(new ScriptedBrowser(svc.url), authorizeUrl(svc.url, pkce), credentials);
  if (result.kind !== 'redirected' || result.code === null) throw new Error('no code');
  expect(result.state).toBe(pkce.state);
  return { code: result.code, pkce };
}

const exchange = (
  code: string,
  verifier: string,
  clientId = 'stint-desktop',
): ReturnType<typeof authenticate> =>
  authenticate(svc.url, {
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    code_verifier: verifier,
  });

const refresh = (refreshToken: string, organizationId?: string): ReturnType<typeof authenticate> =>
  authenticate(svc.url, {
    grant_type: 'refresh_token',
    client_id: 'stint-desktop',
    refresh_token: refreshToken,
    ...(organizationId === undefined ? {} : { organization_id: organizationId }),
  });

const claims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const invalidGrant = { error: 'invalid_grant', error_description: expect.any(String) };

describe('authorization_code grant', () => {
  it('exchanges a code for the token response object with a signed JWT', async () => {
    const { code, pkce } = await codeFor(alice);
    const res = await exchange(code, pkce.verifier);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'alice@example.com',
        first_name: 'Alice',
        last_name: 'Andersen',
        email_verified: true,
      },
      organization_id: expect.stringMatching(/^org_[0-9A-Z]{26}$/),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 300,
    });
    const token = claims(res.body['access_token'] as string);
    expect(token).toEqual({
      iss: `${svc.url}/auth`,
      sub: (res.body['user'] as { id: string }).id,
      sid: expect.any(String),
      org_id: res.body['organization_id'],
      role: 'owner',
      permissions: expect.arrayContaining(['projects:read', 'projects:write']),
      jti: expect.any(String),
      iat: Math.floor(svc.clock.now / 1000),
      exp: Math.floor(svc.clock.now / 1000) + 300,
    });
  });

  it('publishes the signing key as a JWKS that verifies the token (checked with jose)', async () => {
    const { code, pkce } = await codeFor(alice);
    const tokens = await exchange(code, pkce.verifier);
    const jwks = await fetch(`${svc.url}/auth/sso/jwks/stint-desktop`);
    expect(jwks.status).toBe(200);
    const set = (await jwks.json()) as { keys: { kty: string; alg: string; kid: string; d?: string }[] };
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(set.keys[0]?.d).toBeUndefined();
    const verified = await jwtVerify(tokens.body['access_token'] as string, createLocalJWKSet(set as never), {
      issuer: `${svc.url}/auth`,
      currentDate: new Date(svc.clock.now),
    });
    expect(verified.protectedHeader).toMatchObject({ alg: 'ES256', kid: set.keys[0]?.kid });
    expect((await fetch(`${svc.url}/auth/sso/jwks/someone-else`)).status).toBe(404);
  });

  it('uses a code once: a second exchange fails and ends the session of the first', async () => {
    const { code, pkce } = await codeFor(alice);
    const first = await exchange(code, pkce.verifier);
    expect(first.status).toBe(200);
    const second = await exchange(code, pkce.verifier);
    expect(second).toEqual({ status: 400, body: invalidGrant });
    // The replay ended the session: its refresh token and access token are dead.
    expect((await refresh(first.body['refresh_token'] as string)).status).toBe(400);
    expect(
      (
        await graph(svc.url, '{ projects(first: 1) { totalCount } }', {
          token: first.body['access_token'] as string,
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a code after its ten minutes', async () => {
    const { code, pkce } = await codeFor(alice);
    svc.clock.advance(600_000);
    expect(await exchange(code, pkce.verifier)).toEqual({ status: 400, body: invalidGrant });
  });

  it('refuses a wrong verifier (and the code is spent)', async () => {
    const { code, pkce } = await codeFor(alice);
    expect(await exchange(code, newPkce().verifier)).toEqual({ status: 400, body: invalidGrant });
    expect(await exchange(code, pkce.verifier)).toEqual({ status: 400, body: invalidGrant });
  });

  it('refuses an unknown client, an unknown code and a malformed verifier', async () => {
    const { code, pkce } = await codeFor(alice);
    expect(await exchange(code, pkce.verifier, 'someone-else')).toEqual({ status: 400, body: invalidGrant });
    expect(await exchange('made-up-code', pkce.verifier)).toEqual({ status: 400, body: invalidGrant });
    expect(await exchange(code, 'short')).toEqual({ status: 400, body: invalidGrant });
  });

  it('issues a token without org_id to a user in no organization', async () => {
    const { code, pkce } = await codeFor({ email: 'erin@example.com', password: 'erin-password' });
    const res = await exchange(code, pkce.verifier);
    expect(res.status).toBe(200);
    expect(res.body['organization_id']).toBeUndefined();
    expect(claims(res.body['access_token'] as string)['org_id']).toBeUndefined();
  });
});

describe('refresh_token grant', () => {
  it('rotates: every refresh answers a new refresh token and the old one stops working', async () => {
    const tokens = await signInForTokens(svc.url, alice);
    const first = await refresh(tokens.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body['refresh_token']).not.toBe(tokens.refresh_token);
    expect(first.body['organization_id']).toBe(tokens.organization_id);
    const second = await refresh(first.body['refresh_token'] as string);
    expect(second.status).toBe(200);
    // The replaced token is refused, and replaying it ends the whole session.
    expect(await refresh(tokens.refresh_token)).toEqual({ status: 400, body: invalidGrant });
    expect(await refresh(second.body['refresh_token'] as string)).toEqual({
      status: 400,
      body: invalidGrant,
    });
  });

  it('refreshes an expired access token', async () => {
    const tokens = await signInForTokens(svc.url, alice);
    svc.clock.advance(301_000);
    expect(
      (await graph(svc.url, '{ projects(first: 1) { totalCount } }', { token: tokens.access_token })).status,
    ).toBe(401);
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    expect(
      (
        await graph(svc.url, '{ projects(first: 1) { totalCount } }', {
          token: renewed.body['access_token'] as string,
        })
      ).status,
    ).toBe(200);
  });

  it('switches organization by authOrganizationId', async () => {
    const tokens = await signInForTokens(svc.url, alice);
    const accesses = await graph(
      svc.url,
      '{ authenticationContext { accesses(first: 10) { edges { node { organization { authOrganizationId profile { title } } } } } } }',
      {
        token: tokens.access_token,
      },
    );
    const globex = (
      accesses.body['data'] as {
        authenticationContext: {
          accesses: {
            edges: { node: { organization: { authOrganizationId: string; profile: { title: string } } } }[];
          };
        };
      }
    ).authenticationContext.accesses.edges.find((e) => e.node.organization.profile.title === 'Globex Labs')
      ?.node.organization.authOrganizationId;
    const switched = await refresh(tokens.refresh_token, globex);
    expect(switched.status).toBe(200);
    expect(switched.body['organization_id']).toBe(globex);
    expect(claims(switched.body['access_token'] as string)['org_id']).toBe(globex);
    const ctx = await graph(svc.url, '{ authenticationContext { organization { profile { title } } } }', {
      token: switched.body['access_token'] as string,
    });
    expect(ctx.body).toEqual({
      data: { authenticationContext: { organization: { profile: { title: 'Globex Labs' } } } },
    });
    // A later refresh without organization_id keeps Globex.
    const kept = await refresh(switched.body['refresh_token'] as string);
    expect(kept.body['organization_id']).toBe(globex);
  });

  it('refuses a switch into an organization the user does not belong to, keeping the refresh token', async () => {
    const bob = await signInForTokens(svc.url, { email: 'bob@example.com', password: 'bob-password' });
    const alices = await signInForTokens(svc.url, { ...alice, organization: 'Globex Labs' });
    const denied = await refresh(bob.refresh_token, alices.organization_id);
    expect(denied).toEqual({
      status: 403,
      body: { error: 'access_denied', error_description: expect.any(String) },
    });
    expect((await refresh(bob.refresh_token)).status).toBe(200);
  });

  it('asks a session without organization to choose once the user belongs to several', async () => {
    const erin = await signInForTokens(svc.url, { email: 'erin@example.com', password: 'erin-password' });
    expect(erin.organization_id).toBeUndefined();
    await svc.admin('invite', '--email', 'erin@example.com', '--org', 'acme', '--access', 'read');
    await svc.admin('invite', '--email', 'erin@example.com', '--org', 'globex');
    const choose = await refresh(erin.refresh_token);
    expect(choose).toEqual({
      status: 403,
      body: {
        code: 'organization_selection_required',
        message: expect.any(String),
        organizations: [
          { id: expect.stringMatching(/^org_/), name: 'Acme Studio' },
          { id: expect.stringMatching(/^org_/), name: 'Globex Labs' },
        ],
      },
    });
    // Nothing was spent: the same refresh token now chooses.
    const acme = (choose.body['organizations'] as { id: string }[])[0]?.id;
    const chosen = await refresh(erin.refresh_token, acme);
    expect(chosen.status).toBe(200);
    expect(chosen.body['organization_id']).toBe(acme);
  });

  it('refuses unknown, malformed and missing refresh tokens with invalid_grant or invalid_request', async () => {
    expect(await refresh('nope')).toEqual({ status: 400, body: invalidGrant });
    expect(await authenticate(svc.url, { grant_type: 'refresh_token', client_id: 'stint-desktop' })).toEqual({
      status: 400,
      body: { error: 'invalid_request', error_description: 'refresh_token is required.' },
    });
    expect(
      await authenticate(svc.url, {
        grant_type: 'refresh_token',
        client_id: 'stint-desktop',
        refresh_token: 5,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(
      await authenticate(svc.url, {
        grant_type: 'refresh_token',
        client_id: 'stint-desktop',
        refresh_token: 'x',
        organization_id: 42,
      }),
    ).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });
});

describe('request shape', () => {
  const post = (body: string | Buffer, type = 'application/json'): Promise<Response> =>
    fetch(`${svc.url}/auth/user_management/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': type },
      body,
    });

  it('answers malformed requests with OAuth errors, never a 500', async () => {
    const cases: [string | Buffer, string, number, string][] = [
      ['{', 'application/json', 400, 'invalid_request'],
      ['[]', 'application/json', 400, 'invalid_request'],
      ['{}', 'application/json', 400, 'invalid_request'],
      [
        '{"grant_type":"password","client_id":"stint-desktop"}',
        'application/json',
        400,
        'unsupported_grant_type',
      ],
      ['{"grant_type":"authorization_code"}', 'application/json', 400, 'invalid_request'],
      [
        '{"grant_type":"authorization_code","client_id":"stint-desktop","code":"x"}',
        'application/json',
        400,
        'invalid_request',
      ],
      ['grant_type=refresh_token', 'text/plain', 415, 'invalid_request'],
      [Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), 'application/json', 400, 'invalid_request'],
      [
        `{"grant_type":"refresh_token","pad":"${'x'.repeat(1_100_000)}"}`,
        'application/json',
        413,
        'invalid_request',
      ],
    ];
    for (const [body, type, status, error] of cases) {
      const res = await post(body, type);
      expect(res.status, String(body).slice(0, 60)).toBe(status);
      expect(((await res.json()) as { error: string }).error).toBe(error);
    }
  });

  it('answers GET with 405', async () => {
    const res = await fetch(`${svc.url}/auth/user_management/authenticate`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
