import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticate,
  authorizeUrl,
  graph,
  inputValue,
  newPkce,
  organizationChoices,
  ScriptedBrowser,
  signIn,
  signInForTokens,
} from '../../testing/sign-in-client.ts';
import { hashWithEarlierParameters } from '../../security/testing/earlier-hash.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { openTestServiceDatabase } from '../../v1/testing/service-database.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const alice = { email: 'alice@example.com', password: 'alice-password' };

async function openSignIn(extra: Record<string, string> = {}): Promise<{
  browser: ScriptedBrowser;
  request: string;
  csrf: string;
  html: string;
  pkce: ReturnType<typeof newPkce>;
}> {
  const pkce = newPkce();
  const browser = new ScriptedBrowser(svc.url);
  const page = await browser.get(authorizeUrl(svc.url, pkce, extra));
  expect(page.status).toBe(200);
  return {
    browser,
    request: inputValue(page.html, 'request') ?? '',
    csrf: inputValue(page.html, 'csrf') ?? '',
    html: page.html,
    pkce,
  };
}

describe('GET authorize: every parameter is checked, and a bad request never redirects', () => {
  const base = newPkce();
  const good: Record<string, string> = {
    response_type: 'code',
    client_id: 'stint-desktop',
    redirect_uri: base.redirectUri,
    provider: 'authkit',
    code_challenge: base.challenge,
    code_challenge_method: 'S256',
    state: base.state,
  };
  const cases: [string, Record<string, string | null>, RegExp][] = [
    ['unknown client_id', { client_id: 'evil-app' }, /unknown application/],
    ['missing client_id', { client_id: null }, /names no application/],
    ['redirect to another host', { redirect_uri: 'http://evil.example/callback' }, /redirect_uri/],
    ['redirect to localhost by name', { redirect_uri: 'http://localhost:5000/callback' }, /redirect_uri/],
    ['redirect over https', { redirect_uri: 'https://127.0.0.1:5000/callback' }, /redirect_uri/],
    ['redirect to another path', { redirect_uri: 'http://127.0.0.1:5000/steal' }, /redirect_uri/],
    [
      'redirect with a query',
      { redirect_uri: 'http://127.0.0.1:5000/callback?next=http://evil.example' },
      /redirect_uri/,
    ],
    [
      'redirect with user info',
      { redirect_uri: 'http://evil.example@127.0.0.1:5000/callback' },
      /redirect_uri/,
    ],
    ['redirect to port 0', { redirect_uri: 'http://127.0.0.1:0/callback' }, /redirect_uri/],
    ['redirect to port 70000', { redirect_uri: 'http://127.0.0.1:70000/callback' }, /redirect_uri/],
    ['missing redirect_uri', { redirect_uri: null }, /redirect_uri/],
    ['missing code_challenge', { code_challenge: null }, /code_challenge is missing/],
    ['malformed code_challenge', { code_challenge: 'abc' }, /base64url SHA-256/],
    ['plain method', { code_challenge_method: 'plain' }, /must be S256/],
    ['missing method', { code_challenge_method: null }, /must be S256/],
    ['missing state', { state: null }, /state is missing/],
    ['implicit flow', { response_type: 'token' }, /response_type must be code/],
    ['wrong provider', { provider: 'GoogleOAuth' }, /provider must be authkit/],
    ['odd screen_hint', { screen_hint: 'admin' }, /screen_hint/],
  ];
  for (const [name, change, problem] of cases) {
    it(`shows an error page for ${name}`, async () => {
      const url = new URL('/auth/user_management/authorize', svc.url);
      for (const [k, v] of Object.entries({ ...good, ...change })) if (v !== null) url.searchParams.set(k, v);
      const res = await fetch(url, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toMatch(problem);
      expect(html).not.toContain('evil.example');
    });
  }

  it('shows an error page for a repeated parameter', async () => {
    const url = `${authorizeUrl(svc.url, base)}&state=second`;
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/more than once/);
  });
});

describe('the sign-in page', () => {
  it('is self-contained, framed by nobody, and posts only to us or the validated callback', async () => {
    const pkce = newPkce(40123);
    const res = await fetch(authorizeUrl(svc.url, pkce), { redirect: 'manual' });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:40123/callback");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^stint_browser=[A-Za-z0-9_-]{43}; Path=\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const html = await res.text();
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password"[^>]*type="password"/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const css = await fetch(`${svc.url}/auth/assets/hosted.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('shows the form again after wrong credentials, without saying which part was wrong', async () => {
    const wrongPassword = await openSignIn();
    const first = await wrongPassword.browser.post('/auth/user_management/authorize/sign-in', {
      request: wrongPassword.request,
      csrf: wrongPassword.csrf,
      email: 'alice@example.com',
      password: 'not-her-password',
    });
    const unknownEmail = await openSignIn();
    const second = await unknownEmail.browser.post('/auth/user_management/authorize/sign-in', {
      request: unknownEmail.request,
      csrf: unknownEmail.csrf,
      email: 'nobody@example.com',
      password: 'whatever-password',
    });
    for (const page of [first, second]) {
      expect(page.status).toBe(401);
      expect(page.location).toBeNull();
      expect(page.html).toContain(
        '<p class="error" role="alert" id="form-error">Incorrect email or password.</p>',
      );
      expect(page.html).toContain('<button type="submit">Sign in</button>');
    }
    // The same sign-in can still succeed.
    const retry = await wrongPassword.browser.post('/auth/user_management/authorize/sign-in', {
      request: wrongPassword.request,
      csrf: wrongPassword.csrf,
      ...alice,
    });
    expect(retry.status).toBe(200);
    expect(retry.html).toContain('Choose an organization');
  });

  it('replaces a password hash of older scrypt parameters when the person signs in', async () => {
    const old = hashWithEarlierParameters(alice.password);
    const db = await openTestServiceDatabase(svc);
    const hashOfAlice = async (): Promise<string | undefined> =>
      (
        await db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', [
          alice.email,
        ])
      )?.password_hash;
    try {
      await db.run('UPDATE users SET password_hash = ? WHERE email = ?', [old, alice.email]);
      await svc.heard();
      const tokens = await signInForTokens(svc.url, { ...alice, organization: 'Acme Studio' });
      expect(tokens.access_token).toEqual(expect.any(String));
      expect(await hashOfAlice()).toMatch(/^scrypt\$16384\$8\$5\$/);
      await signInForTokens(svc.url, { ...alice, organization: 'Acme Studio' });
    } finally {
      await db.close();
    }
  });

  it('returns state unchanged, whatever characters it holds', async () => {
    const pkce = { ...newPkce(), state: 'a b/c?d=e&f=ü#x' };
    const result = await signIn(new ScriptedBrowser(svc.url), authorizeUrl(svc.url, pkce), {
      email: 'bob@example.com',
      password: 'bob-password',
    });
    expect(result.kind).toBe('redirected');
    if (result.kind !== 'redirected') return;
    expect(result.location.origin + result.location.pathname).toBe(pkce.redirectUri);
    expect(result.state).toBe(pkce.state);
    expect(result.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('offers a choice of organizations by title with Continue, and refuses a tampered choice', async () => {
    const open = await openSignIn();
    const choice = await open.browser.post('/auth/user_management/authorize/sign-in', {
      request: open.request,
      csrf: open.csrf,
      ...alice,
    });
    expect(choice.status).toBe(200);
    expect([...organizationChoices(choice.html).keys()]).toEqual(['Acme Studio', 'Globex Labs']);
    expect(choice.html).toContain('<button type="submit">Continue</button>');
    expect(choice.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${open.pkce.redirectUri}`,
    );
    const tampered = await open.browser.post('/auth/user_management/authorize/organization', {
      request: open.request,
      csrf: open.csrf,
      organization: 'org_NOTMINE',
    });
    expect(tampered.status).toBe(200);
    expect(tampered.html).toContain('Choose one of the organizations listed.');
    const globex = organizationChoices(choice.html).get('Globex Labs') ?? '';
    const done = await open.browser.post('/auth/user_management/authorize/organization', {
      request: open.request,
      csrf: open.csrf,
      organization: globex,
    });
    expect(done.status).toBe(303);
    expect(done.location).toMatch(new RegExp(`^${open.pkce.redirectUri.replace(/[.?]/g, '\\$&')}\\?code=`));
    // The finished request cannot be used again.
    const replay = await open.browser.post('/auth/user_management/authorize/organization', {
      request: open.request,
      csrf: open.csrf,
      organization: globex,
    });
    expect(replay.status).toBe(400);
    expect(replay.location).toBeNull();
  });

  it('skips the choice when organization_id pre-selects one of the user’s organizations', async () => {
    const globex =
      (await signInForTokens(svc.url, { ...alice, organization: 'Globex Labs' })).organization_id ?? '';
    const pkce = newPkce();
    const result = await signIn(
      new ScriptedBrowser(svc.url),
      authorizeUrl(svc.url, pkce, { organization_id: globex }),
      alice,
    );
    expect(result.kind).toBe('redirected');
    if (result.kind !== 'redirected' || result.code === null) return;
    const tokens = await authenticate(svc.url, {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code: result.code,
      code_verifier: pkce.verifier,
    });
    expect(tokens.body['organization_id']).toBe(globex);
  });

  it('signs in a person without a word about another person’s organization the app pre-selected', async () => {
    // The app remembers Alice's Globex; Bob, read-only in Acme only, signs in next on that computer.
    const globex =
      (await signInForTokens(svc.url, { ...alice, organization: 'Globex Labs' })).organization_id ?? '';
    const acme =
      (await signInForTokens(svc.url, { ...alice, organization: 'Acme Studio' })).organization_id ?? '';
    const open = await openSignIn({ organization_id: globex });
    const page = await open.browser.post('/auth/user_management/authorize/sign-in', {
      request: open.request,
      csrf: open.csrf,
      email: 'bob@example.com',
      password: 'bob-password',
    });
    expect(page.html).not.toContain('not one of yours');
    expect(page.status).toBe(303);
    const code = new URL(page.location ?? '').searchParams.get('code') ?? '';
    const tokens = await authenticate(svc.url, {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: open.pkce.verifier,
    });
    expect(tokens.body['organization_id']).toBe(acme);
  });

  it('fails at the sign-in screen when organization_id is not an authOrganizationId (rule 10)', async () => {
    const open = await openSignIn({ organization_id: '5f1e7b8a-0000-4000-8000-000000000000' });
    const page = await open.browser.post('/auth/user_management/authorize/sign-in', {
      request: open.request,
      csrf: open.csrf,
      ...alice,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('The application asked for an organization that is not one of yours.');
    expect([...organizationChoices(page.html).keys()]).toEqual(['Acme Studio', 'Globex Labs']);
  });
});

describe('form protection', () => {
  const post = (
    browser: ScriptedBrowser,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => browser.post('/auth/user_management/authorize/sign-in', fields, headers);

  it('refuses a post without the right CSRF token', async () => {
    const open = await openSignIn();
    for (const csrf of ['', 'wrong', `${open.csrf}x`]) {
      const page = await post(open.browser, { request: open.request, csrf, ...alice });
      expect(page.status).toBe(400);
      expect(page.location).toBeNull();
    }
  });

  it('refuses a post from another browser (no binding cookie)', async () => {
    const open = await openSignIn();
    const stranger = new ScriptedBrowser(svc.url);
    const page = await post(stranger, { request: open.request, csrf: open.csrf, ...alice });
    expect(page.status).toBe(400);
    expect(page.html).toContain('started in another browser');
  });

  it('refuses a cross-site post', async () => {
    const open = await openSignIn();
    const fields = { request: open.request, csrf: open.csrf, ...alice };
    expect((await post(open.browser, fields, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(open.browser, fields, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    // Without Sec-Fetch-Site (older browsers) the Origin decides; an opaque origin is not ours.
    expect(
      (await post(open.browser, fields, { 'Sec-Fetch-Site': '', Origin: 'http://evil.example' })).status,
    ).toBe(403);
    expect((await post(open.browser, fields, { 'Sec-Fetch-Site': '', Origin: 'null' })).status).toBe(403);
    expect((await post(open.browser, fields, { 'Sec-Fetch-Site': '' })).status).toBe(200);
    expect((await post(open.browser, fields, { 'Content-Type': 'text/plain' })).status).toBe(415);
  });

  it('refuses a huge form with 413', async () => {
    const open = await openSignIn();
    const page = await post(open.browser, {
      request: open.request,
      csrf: open.csrf,
      email: 'x'.repeat(20_000),
      password: 'y',
    });
    expect(page.status).toBe(413);
  });

  it('stops trying passwords for an address after ten failures', async () => {
    const open = await openSignIn();
    for (let i = 0; i < 10; i++) {
      const page = await post(open.browser, {
        request: open.request,
        csrf: open.csrf,
        email: 'dave@example.com',
        password: `guess-${i}-xx`,
      });
      expect(page.status).toBe(401);
    }
    const blocked = await post(open.browser, {
      request: open.request,
      csrf: open.csrf,
      email: 'dave@example.com',
      password: 'dave-password',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain('Too many failed attempts');
    svc.clock.advance(16 * 60_000);
    const later = await openSignIn();
    const ok = await post(later.browser, {
      request: later.request,
      csrf: later.csrf,
      email: 'dave@example.com',
      password: 'dave-password',
    });
    expect(ok.status).toBe(303);
  });
});

describe('sign-up', () => {
  const signUpFields = {
    first_name: 'Frank',
    last_name: 'Fischer',
    email: 'frank@example.com',
    password: 'frank-password',
    organization_name: 'Fischer & Söhne',
    time_zone: 'Europe/Berlin',
    currency: 'CHF',
  };

  it('shows the sign-up form for screen_hint=sign-up', async () => {
    const open = await openSignIn({ screen_hint: 'sign-up' });
    for (const label of [
      'First name',
      'Last name',
      'Email',
      'Password',
      'Organization name',
      'Time zone',
      'Currency',
    ]) {
      expect(open.html).toContain(`>${label}</label>`);
    }
    expect(open.html).toContain('<button type="submit">Create account</button>');
  });

  it('links the sign-in and sign-up forms of one request, in the browser that started it only', async () => {
    const open = await openSignIn();
    const link = (path: string, id: string): string => `${path}?request=${encodeURIComponent(id)}`;
    expect(open.html).toContain(`href="${link('/auth/user_management/authorize/sign-up', open.request)}"`);
    const signUp = await open.browser.get(link('/auth/user_management/authorize/sign-up', open.request));
    expect(signUp.status).toBe(200);
    expect(signUp.html).toContain('<button type="submit">Create account</button>');
    expect(signUp.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(inputValue(signUp.html, 'request')).toBe(open.request);
    expect(inputValue(signUp.html, 'csrf')).toBe(open.csrf);
    const signIn = await open.browser.get(link('/auth/user_management/authorize/sign-in', open.request));
    expect(signIn.status).toBe(200);
    expect(signIn.html).toContain('<button type="submit">Sign in</button>');
    expect(signIn.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(inputValue(signIn.html, 'csrf')).toBe(open.csrf);
    const stranger = new ScriptedBrowser(svc.url);
    for (const path of [
      '/auth/user_management/authorize/sign-in',
      '/auth/user_management/authorize/sign-up',
    ]) {
      const refused = await stranger.get(link(path, open.request));
      expect(refused.status).toBe(400);
      expect(refused.html).toContain('started in another browser');
      expect((await open.browser.get(link(path, 'no-such-request'))).status).toBe(400);
    }
  });

  it('creates the account and its organization, then redirects with a code for it', async () => {
    const open = await openSignIn({ screen_hint: 'sign-up' });
    const page = await open.browser.post('/auth/user_management/authorize/sign-up', {
      request: open.request,
      csrf: open.csrf,
      ...signUpFields,
    });
    expect(page.status).toBe(303);
    const code = new URL(page.location ?? '').searchParams.get('code') ?? '';
    const tokens = await authenticate(svc.url, {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: open.pkce.verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body['user']).toMatchObject({
      email: 'frank@example.com',
      first_name: 'Frank',
      email_verified: true,
    });
    const ctx = await graph(
      svc.url,
      '{ authenticationContext { user { access owner } organization { profile { title accountUrl timeZone currency } } } }',
      {
        token: tokens.body['access_token'] as string,
      },
    );
    expect(ctx.body).toEqual({
      data: {
        authenticationContext: {
          user: { access: 'FULL', owner: true },
          organization: {
            profile: {
              title: 'Fischer & Söhne',
              accountUrl: 'fischer-sohne',
              timeZone: 'Europe/Berlin',
              currency: 'CHF',
            },
          },
        },
      },
    });
  });

  it('refuses an address that has an account, and invalid fields, keeping what was typed', async () => {
    const open = await openSignIn({ screen_hint: 'sign-up' });
    const taken = await open.browser.post('/auth/user_management/authorize/sign-up', {
      request: open.request,
      csrf: open.csrf,
      ...signUpFields,
      email: 'ALICE@example.com',
    });
    expect(taken.status).toBe(400);
    expect(taken.html).toContain('An account with this email already exists.');
    expect(taken.html).toContain('value="Fischer &amp; Söhne"');
    const problems: [Record<string, string>, string][] = [
      [{ password: 'short' }, 'at least 8 characters'],
      [{ email: 'not-an-address' }, 'valid email'],
      [{ organization_name: '' }, 'name of your organization'],
      [{ time_zone: 'Mars/Olympus' }, 'time zone'],
      [{ currency: 'EURO' }, 'currency'],
      [{ first_name: '' }, 'first and last name'],
    ];
    for (const [change, message] of problems) {
      const page = await open.browser.post('/auth/user_management/authorize/sign-up', {
        request: open.request,
        csrf: open.csrf,
        ...signUpFields,
        email: 'someone-new@example.com',
        ...change,
      });
      expect(page.status).toBe(400);
      expect(page.html).toContain(message);
    }
  });
});
