import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  graph,
  inputValue,
  newPkce,
  ScriptedBrowser,
  signIn,
} from '../../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

/** Signs in on the profile page itself and answers the browser with its session cookie. */
async function profileBrowser(
  email = 'alice@example.com',
  password = 'alice-password',
): Promise<ScriptedBrowser> {
  const browser = new ScriptedBrowser(svc.url);
  const form = await browser.get('/auth/profile');
  expect(form.status).toBe(200);
  expect(form.html).toContain('Sign in to manage your profile and API keys.');
  const done = await browser.post('/auth/user_management/authorize/sign-in', {
    request: inputValue(form.html, 'request') ?? '',
    csrf: inputValue(form.html, 'csrf') ?? '',
    email,
    password,
  });
  expect(done.status).toBe(303);
  expect(done.location).toBe('/auth/profile');
  const cookie = done.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(
    /^stint_hosted=[A-Za-z0-9_-]{43}; Path=\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
  );
  return browser;
}

const organizationIds = (html: string): Map<string, string> =>
  new Map(
    [...html.matchAll(/<option value="([0-9a-f-]{36})">([^<]+)<\/option>/g)].map((m) => [
      m[2] ?? '',
      m[1] ?? '',
    ]),
  );

describe('profile page: API keys', () => {
  it('lists, creates (shown once) and deletes keys; a deleted key stops working at once', async () => {
    const browser = await profileBrowser();
    const profile = await browser.get('/auth/profile');
    expect(profile.status).toBe(200);
    expect(profile.html).toContain('<h2 id="api-keys-heading">API keys</h2>');
    expect(profile.html).toContain('You have no API keys.');
    const csrf = inputValue(profile.html, 'csrf') ?? '';
    const acme = organizationIds(profile.html).get('Acme Studio') ?? '';

    const created = await browser.post('/auth/profile/api-keys', {
      csrf,
      name: 'Invoice export',
      organization: acme,
    });
    expect(created.status).toBe(200);
    const key = /id="new-key"[^>]*value="([^"]+)"/.exec(created.html)?.[1] ?? '';
    expect(key).toMatch(/^stint_[A-Za-z0-9_-]{43}$/);
    expect(created.html).toContain('It is shown only this once.');
    expect(created.headers.get('cache-control')).toBe('no-store');

    const listed = await browser.get('/auth/profile');
    expect(listed.html).toContain('<td>Invoice export</td>');
    expect(listed.html).toContain(`${key.slice(0, 10)}…`);
    expect(listed.html).not.toContain(key);

    const ctx = await graph(
      svc.url,
      '{ authenticationContext { organization { profile { title } } user { access } } }',
      { apiKey: key },
    );
    expect(ctx.body).toEqual({
      data: {
        authenticationContext: {
          organization: { profile: { title: 'Acme Studio' } },
          user: { access: 'FULL' },
        },
      },
    });
    expect(
      /<td>\d{4}-\d\d-\d\d \d\d:\d\d UTC<\/td>\s*<td><form/.test((await browser.get('/auth/profile')).html),
    ).toBe(true);

    const keyId = /name="key" value="([0-9a-f-]{36})"/.exec(listed.html)?.[1] ?? '';
    const deleted = await browser.post('/auth/profile/api-keys/delete', { csrf, key: keyId });
    expect(deleted.status).toBe(303);
    expect((await browser.get(deleted.location ?? '')).html).toContain('The API key was deleted.');
    expect(await graph(svc.url, '{ authenticationContext { user { id } } }', { apiKey: key })).toEqual({
      status: 401,
      body: { error: 'Invalid access token', status: 401 },
    });
  });

  it('shows no message for a `done` that names no outcome, object member names included', async () => {
    const browser = await profileBrowser();
    for (const done of ['constructor', '__proto__', 'toString', 'nothing']) {
      const page = await browser.get(`/auth/profile?done=${done}`);
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(/role="status"|native code/);
    }
  });

  it('carries exactly the membership of its organization', async () => {
    const browser = await profileBrowser('bob@example.com', 'bob-password');
    const profile = await browser.get('/auth/profile');
    expect([...organizationIds(profile.html).keys()]).toEqual(['Acme Studio']);
    const created = await browser.post('/auth/profile/api-keys', {
      csrf: inputValue(profile.html, 'csrf') ?? '',
      name: 'Reports',
      organization: organizationIds(profile.html).get('Acme Studio') ?? '',
    });
    const key = /id="new-key"[^>]*value="([^"]+)"/.exec(created.html)?.[1] ?? '';
    expect((await graph(svc.url, '{ projects(first: 5) { totalCount } }', { apiKey: key })).status).toBe(200);
    expect(
      (await graph(svc.url, 'mutation { createProject(input: { title: "No" }) { id } }', { apiKey: key }))
        .status,
    ).toBe(401);
  });

  it('refuses keys for an organization the user is not in, and nameless keys', async () => {
    const bob = await profileBrowser('bob@example.com', 'bob-password');
    const alice = await profileBrowser();
    const globex = organizationIds((await alice.get('/auth/profile')).html).get('Globex Labs') ?? '';
    const csrf = inputValue((await bob.get('/auth/profile')).html, 'csrf') ?? '';
    const foreign = await bob.post('/auth/profile/api-keys', { csrf, name: 'Sneaky', organization: globex });
    expect(foreign.status).toBe(400);
    expect(foreign.html).toContain('Choose one of your organizations.');
    const nameless = await bob.post('/auth/profile/api-keys', { csrf, name: '  ', organization: globex });
    expect(nameless.status).toBe(400);
  });

  it('needs the session and its CSRF token for every change', async () => {
    const browser = await profileBrowser();
    const profile = await browser.get('/auth/profile');
    const acme = organizationIds(profile.html).get('Acme Studio') ?? '';
    const noCsrf = await browser.post('/auth/profile/api-keys', {
      csrf: 'forged',
      name: 'X',
      organization: acme,
    });
    expect(noCsrf.status).toBe(403);
    const stranger = new ScriptedBrowser(svc.url);
    const noSession = await stranger.post('/auth/profile/api-keys', {
      csrf: inputValue(profile.html, 'csrf') ?? '',
      name: 'X',
      organization: acme,
    });
    expect(noSession.status).toBe(303);
    expect(noSession.location).toBe('/auth/profile');
    const crossSite = await browser.post(
      '/auth/profile/api-keys',
      { csrf: inputValue(profile.html, 'csrf') ?? '', name: 'X', organization: acme },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect((await browser.get('/auth/profile')).html).toContain('You have no API keys.');
  });

  it('signs out', async () => {
    const browser = await profileBrowser();
    const profile = await browser.get('/auth/profile');
    const out = await browser.post('/auth/profile/sign-out', {
      csrf: inputValue(profile.html, 'csrf') ?? '',
    });
    expect(out.status).toBe(303);
    expect(browser.cookie('stint_hosted')).toBeUndefined();
    expect((await browser.get('/auth/profile')).html).toContain('<button type="submit">Sign in</button>');
  });

  it('is signed in already after signing in for the desktop app', async () => {
    const browser = new ScriptedBrowser(svc.url);
    const result = await signIn(browser, authorizeUrl(svc.url, newPkce()), {
      email: 'bob@example.com',
      password: 'bob-password',
    });
    expect(result.kind).toBe('redirected');
    const profile = await browser.get('/auth/profile');
    expect(profile.html).toContain('Signed in as <strong>Bob Brennan</strong> (bob@example.com)');
  });
});
