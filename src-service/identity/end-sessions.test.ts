import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authenticate,
  graph,
  inputValue,
  ScriptedBrowser,
  signInForTokens,
} from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { appKey, basic } from '../v1/testing/v1-test-client.ts';

let svc: TestService;
beforeEach(async () => {
  svc = await startTestService();
});
afterEach(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const alice = { email: 'alice@example.com', password: 'alice-password' };
const newPassword = 'a-brand-new-password';

interface V1Session {
  readonly token: string;
  readonly refreshToken: string;
}

async function v1(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${svc.url}${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

async function login(user: string, password: string, account = 'acme'): Promise<V1Session> {
  const res = await v1('GET', `/t/${account}/v1/auth/login?apikey=${appKey}`, {
    headers: { Authorization: basic(user, password) },
  });
  expect(res.status).toBe(200);
  return res.json as unknown as V1Session;
}

const self = (session: V1Session, account = 'acme') =>
  v1('GET', `/t/${account}/v1/users/@self?token=${session.token}`);
const refresh = (session: V1Session, account = 'acme') =>
  v1('GET', `/t/${account}/v1/auth/refreshtoken?apikey=${appKey}&refresh_token=${session.refreshToken}`);

async function newSecretKey(session: V1Session, account = 'acme'): Promise<string> {
  return (await createSecretKey(session, account)).key;
}

async function createSecretKey(session: V1Session, account = 'acme'): Promise<{ id: string; key: string }> {
  const res = await v1('POST', `/t/${account}/v1/users/@self/secretkeys?token=${session.token}`, {
    body: { name: 'Device' },
  });
  expect(res.status).toBe(201);
  return { id: res.json['id'] as string, key: res.json['key'] as string };
}

async function changePassword(requester: V1Session, keepToken: string | null): Promise<void> {
  const conf = await v1('POST', `/t/acme/v1/users/@self/$confirmation?token=${requester.token}`);
  expect(conf.status).toBe(201);
  const token = keepToken === null ? '' : `&token=${keepToken}`;
  const change = await v1('POST', `/v1/auth/confirm/${conf.json['id'] as string}?apikey=${appKey}${token}`, {
    headers: { Authorization: basic('', newPassword) },
  });
  expect(change.status).toBe(204);
}

/** Signs in on the hosted profile page; the browser keeps the hosted session's cookie. */
async function profileBrowser(): Promise<ScriptedBrowser> {
  const browser = new ScriptedBrowser(svc.url);
  const form = await browser.get('/auth/profile');
  const done = await browser.post('/auth/user_management/authorize/sign-in', {
    request: inputValue(form.html, 'request') ?? '',
    csrf: inputValue(form.html, 'csrf') ?? '',
    ...alice,
  });
  expect(done.location).toBe('/auth/profile');
  return browser;
}

const signedInToProfile = async (browser: ScriptedBrowser): Promise<boolean> =>
  (await browser.get('/auth/profile')).html.includes('id="api-keys-heading"');

describe('a password change ends every other session of the person, in every account', () => {
  it('keeps the signed-in v1 session that made it (with its device key) and ends the rest', async () => {
    const graphTokens = await signInForTokens(svc.url, { ...alice, organization: 'Acme Studio' });
    const browser = await profileBrowser();
    expect(await signedInToProfile(browser)).toBe(true);

    const first = await login(alice.email, alice.password);
    const deviceKey = await newSecretKey(first);
    const device = await login(deviceKey, '');
    const other = await login(alice.email, alice.password);
    const globex = await login(alice.email, alice.password, 'globex');
    const globexKey = await newSecretKey(globex, 'globex');

    await changePassword(device, device.token);

    // The session that changed it stays signed in: its token, its refresh token, its device key.
    expect((await self(device)).status).toBe(200);
    expect((await refresh(device)).status).toBe(200);
    expect((await login(deviceKey, '')).token).toEqual(expect.any(String));

    // Every other v1 token and refresh token is refused at once, in both accounts.
    for (const [session, account] of [
      [first, 'acme'],
      [other, 'acme'],
      [globex, 'globex'],
    ] as const) {
      expect((await self(session, account)).json).toMatchObject({ status: 401, code: 'PE01-1010' });
      expect((await refresh(session, account)).json).toMatchObject({ status: 401, code: 'PE01-1011' });
    }
    // Other device keys no longer log in.
    const withOldKey = await v1('GET', `/t/globex/v1/auth/login?apikey=${appKey}`, {
      headers: { Authorization: basic(globexKey, '') },
    });
    expect(withOldKey.json).toMatchObject({ status: 401, code: 'PE01-1001' });

    // The graph sign-in session: its refresh token fails with invalid_grant.
    const refreshed = await authenticate(svc.url, {
      grant_type: 'refresh_token',
      client_id: 'stint-desktop',
      refresh_token: graphTokens.refresh_token,
    });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body['error']).toBe('invalid_grant');
    expect(
      (
        await graph(svc.url, '{ authenticationContext { user { id } } }', {
          token: graphTokens.access_token,
        })
      ).status,
    ).toBe(401);

    // The hosted pages' browser session is over: the profile asks for the password again.
    expect(await signedInToProfile(browser)).toBe(false);

    // And the new password is the one that works.
    const old = await v1('GET', `/t/acme/v1/auth/login?apikey=${appKey}`, {
      headers: { Authorization: basic(alice.email, alice.password) },
    });
    expect(old.status).toBe(401);
    expect((await login(alice.email, newPassword)).token).toEqual(expect.any(String));
  });

  it('keeps no session of the person on a reset by confirmation id alone', async () => {
    const graphTokens = await signInForTokens(svc.url, { ...alice, organization: 'Acme Studio' });
    const requester = await login(alice.email, alice.password);
    const device = await login(await newSecretKey(requester), '');
    const trashed = await createSecretKey(requester);
    const deleted = await v1(
      'DELETE',
      `/t/acme/v1/users/@self/secretkeys/${trashed.id}?token=${requester.token}`,
    );
    expect(deleted.status).toBe(204);

    await changePassword(requester, null);

    for (const session of [requester, device]) {
      expect((await self(session)).json).toMatchObject({ code: 'PE01-1010' });
      expect((await refresh(session)).json).toMatchObject({ code: 'PE01-1011' });
    }
    const refreshed = await authenticate(svc.url, {
      grant_type: 'refresh_token',
      client_id: 'stint-desktop',
      refresh_token: graphTokens.refresh_token,
    });
    expect(refreshed.body['error']).toBe('invalid_grant');

    // A key that was in the trash is gone with its trash item: it cannot be restored to log in.
    const later = await login(alice.email, newPassword);
    const trash = await v1('GET', `/t/acme/v1/trash?token=${later.token}`);
    expect(JSON.stringify(trash.json)).not.toContain(trashed.id);
  });

  it("keeps nothing for another person's token, and leaves that person's sessions alone", async () => {
    const requester = await login(alice.email, alice.password);
    const bob = await login('bob@example.com', 'bob-password');

    await changePassword(requester, bob.token);

    expect((await self(requester)).json).toMatchObject({ code: 'PE01-1010' });
    expect((await self(bob)).status).toBe(200);
    expect((await refresh(bob)).status).toBe(200);
  });
});
