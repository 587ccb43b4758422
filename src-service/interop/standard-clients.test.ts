import { WorkOS } from '@workos-inc/node';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptedBrowser, signIn, signInForTokens } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// Issue 21: standard clients, each used exactly as it ships (no custom fetch, no proxy), against
// a real service on loopback. The hosted pages are driven with plain HTTP requests, as a browser
// would post them; everything else is the library's own requests.

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const clientId = 'stint-desktop';
const redirectUri = 'http://127.0.0.1:53682/callback';
const alice = { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' };

/** Alice signs in at `authorizeUrl` choosing Acme; answers the URL the browser is sent back to. */
async function browserSignIn(authorizeUrl: string): Promise<URL> {
  const result = await signIn(new ScriptedBrowser(svc.url), authorizeUrl, alice);
  if (result.kind !== 'redirected') throw new Error(`sign-in stopped on a page (${result.page.status})`);
  return result.location;
}

/** Globex's authOrganizationId (what a client passes as organization_id), from a sign-in there. */
async function globexAuthId(): Promise<string> {
  const tokens = await signInForTokens(svc.url, { ...alice, organization: 'Globex Labs' });
  if (tokens.organization_id === undefined) throw new Error('no organization');
  return tokens.organization_id;
}

async function verifyWithJose(
  accessToken: string,
  jwksUrl: string,
  issuer: string,
): Promise<Record<string, unknown>> {
  const { payload, protectedHeader } = await jwtVerify(accessToken, createRemoteJWKSet(new URL(jwksUrl)), {
    issuer,
    algorithms: ['ES256'],
  });
  expect(protectedHeader.alg).toBe('ES256');
  return payload;
}

describe('oauth4webapi (strict RFC 6749 / 7636 / 8414 client)', () => {
  // The test service speaks plain http on loopback; this is the library's documented switch for
  // that, marked deprecated only so that it stands out.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above
  const insecure = { [oauth.allowInsecureRequests]: true } as const;

  it('discovers, signs in with PKCE, exchanges, refreshes into another organization, refuses a reused code', async () => {
    const issuer = new URL(`${svc.url}/auth`);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    );
    const client: oauth.Client = { client_id: clientId };
    const clientAuth = oauth.None();

    const codeVerifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorizationUrl = new URL(as.authorization_endpoint ?? '');
    authorizationUrl.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      // The spec's hosted-login provider: an application parameter of the authorize request.
      provider: 'authkit',
    }).toString();

    const callback = await browserSignIn(authorizationUrl.href);
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const exchange = (): Promise<Response> =>
      oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        params,
        redirectUri,
        codeVerifier,
        insecure,
      );
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, await exchange());
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(300);
    const acmeClaims = await verifyWithJose(tokens.access_token, as.jwks_uri ?? '', as.issuer);
    const acme = acmeClaims['org_id'];
    expect(acme).toBe(tokens['organization_id']);

    const globex = await globexAuthId();
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token ?? '', {
        additionalParameters: { organization_id: globex },
        ...insecure,
      }),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed['organization_id']).toBe(globex);
    expect((await verifyWithJose(refreshed.access_token, as.jwks_uri ?? '', as.issuer))['org_id']).toBe(
      globex,
    );
  });
});

describe('@workos-inc/node (apiHostname, port, https: false; no proxy)', () => {
  const sdk = (apiKey?: string): WorkOS =>
    new WorkOS({
      clientId,
      apiHostname: '127.0.0.1',
      port: Number(new URL(svc.url).port),
      https: false,
      ...(apiKey === undefined ? {} : { apiKey }),
    });

  it("as a public client (clientId, no API key) signs in at the SDK's authorize URL, exchanges, refreshes into another organization, refuses a reused code", async () => {
    const workos = sdk();
    const { url, state, codeVerifier } = await workos.userManagement.getAuthorizationUrlWithPKCE({
      provider: 'authkit',
      redirectUri,
    });
    expect(new URL(url).pathname).toBe('/user_management/authorize');

    const callback = await browserSignIn(url);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code') ?? '';
    const signedIn = await workos.userManagement.authenticateWithCode({ code, codeVerifier });
    expect(signedIn.user.email).toBe(alice.email);
    const jwksUrl = workos.userManagement.getJwksUrl(clientId);
    const issuer = `${svc.url}/auth`;
    const acmeClaims = await verifyWithJose(signedIn.accessToken, jwksUrl, issuer);
    expect(acmeClaims['org_id']).toBe(signedIn.organizationId);

    const globex = await globexAuthId();
    const switched = await workos.userManagement.authenticateWithRefreshToken({
      refreshToken: signedIn.refreshToken,
      organizationId: globex,
    });
    expect(switched.organizationId).toBe(globex);
    expect(switched.refreshToken).not.toBe(signedIn.refreshToken);
    expect((await verifyWithJose(switched.accessToken, jwksUrl, issuer))['org_id']).toBe(globex);

    // A code used twice is refused, and ends the session it started (RFC 6749 section 4.1.2).
    await expect(workos.userManagement.authenticateWithCode({ code, codeVerifier })).rejects.toMatchObject({
      status: 400,
      error: 'invalid_grant',
    });
    await expect(
      workos.userManagement.authenticateWithRefreshToken({ refreshToken: switched.refreshToken }),
    ).rejects.toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('is told invalid_client, not silently accepted, when built with an API key (a confidential client)', async () => {
    const workos = sdk('sk_test_not_a_secret_here');
    const { url, codeVerifier } = await workos.userManagement.getAuthorizationUrlWithPKCE({
      provider: 'authkit',
      redirectUri,
    });
    const code = (await browserSignIn(url)).searchParams.get('code') ?? '';
    await expect(workos.userManagement.authenticateWithCode({ code, codeVerifier })).rejects.toMatchObject({
      status: 401,
    });
    // The public-client call with the same code still works: the refusal spent nothing.
    const publicClient = sdk();
    expect((await publicClient.userManagement.authenticateWithCode({ code, codeVerifier })).user.email).toBe(
      alice.email,
    );
  });
});
