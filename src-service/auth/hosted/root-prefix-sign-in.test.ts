import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  inputValue,
  newPkce,
  organizationChoices,
  ScriptedBrowser,
} from '../../testing/sign-in-client.ts';
import { waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

// The hosted sign-in opened at the host root (where the WorkOS SDK's authorize URL points) stays
// at the root: forms, links, redirects and the browser cookie; the code it gives works there too.

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const rootAuthorizeUrl = (pkce: ReturnType<typeof newPkce>): string =>
  authorizeUrl(svc.url, pkce).replace('/auth/user_management/', '/user_management/');

/** Every form action and link of a page that leads into the sign-in service. */
const serviceTargets = (html: string): string[] =>
  [...html.matchAll(/(?:action|href)="(\/[^"]*)"/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !target.startsWith('/auth/assets/'));

describe('hosted sign-in at the host root', () => {
  it('keeps every page, cookie and post under the root prefix, down to a code that exchanges there', async () => {
    const pkce = newPkce();
    const browser = new ScriptedBrowser(svc.url);
    const start = await browser.get(rootAuthorizeUrl(pkce));
    expect(start.status).toBe(200);
    const cookie = start.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^stint_browser=[^;]+;/);
    expect(cookie).toMatch(/Path=\/user_management(;|$)/);
    const startTargets = serviceTargets(start.html);
    expect(startTargets).toContain('/user_management/authorize/sign-in');
    expect(startTargets.some((t) => t.startsWith('/user_management/password/forgot?request='))).toBe(true);
    expect(startTargets.some((t) => t.startsWith('/user_management/email/resend?request='))).toBe(true);
    expect(startTargets.filter((t) => t.startsWith('/auth/'))).toEqual([]);

    const request = inputValue(start.html, 'request') ?? '';
    const csrf = inputValue(start.html, 'csrf') ?? '';
    const choice = await browser.post('/user_management/authorize/sign-in', {
      request,
      csrf,
      email: 'alice@example.com',
      password: 'alice-password',
    });
    expect(choice.status).toBe(200);
    expect(serviceTargets(choice.html)).toEqual(['/user_management/authorize/organization']);
    const globex = organizationChoices(choice.html).get('Globex Labs');
    expect(globex).toBeDefined();

    const done = await browser.post('/user_management/authorize/organization', {
      request,
      csrf,
      organization: globex ?? '',
    });
    expect(done.status).toBe(303);
    const callback = new URL(done.location ?? '');
    expect(callback.origin + callback.pathname).toBe(pkce.redirectUri);
    expect(callback.searchParams.get('state')).toBe(pkce.state);

    const res = await fetch(`${svc.url}/user_management/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        client_id: 'stint-desktop',
        code: callback.searchParams.get('code'),
        code_verifier: pkce.verifier,
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ organization_id: globex });
  });

  it('keeps the mail pages of a root sign-in at the root, down to the mailed reset link, and leads back to it', async () => {
    const browser = new ScriptedBrowser(svc.url);
    const start = await browser.get(rootAuthorizeUrl(newPkce()));
    const request = inputValue(start.html, 'request') ?? '';
    const forgot = await browser.get(`/user_management/password/forgot?request=${request}`);
    expect(forgot.status).toBe(200);
    expect(serviceTargets(forgot.html)).toEqual([
      '/user_management/password/forgot',
      `/user_management/authorize/sign-in?request=${request}`,
    ]);
    const sent = await browser.post('/user_management/password/forgot', {
      request,
      csrf: inputValue(forgot.html, 'csrf') ?? '',
      email: 'carol@example.com',
    });
    expect(sent.status).toBe(200);
    const mail = await waitForStoredMail(svc.dataDir, 'carol@example.com');
    const link = new URL(mail.link ?? '');
    expect(link.pathname).toBe('/user_management/password/reset');
    expect(link.searchParams.get('request')).toBe(request);

    const form = await browser.get(link.pathname + link.search);
    expect(form.status).toBe(200);
    expect(inputValue(form.html, 'request')).toBe(request);
    expect(serviceTargets(form.html)).toEqual(['/user_management/password/reset']);
    const changed = await browser.post('/user_management/password/reset', {
      request,
      csrf: inputValue(form.html, 'csrf') ?? '',
      code: inputValue(form.html, 'code') ?? '',
      password: 'a-new-carol-password',
    });
    expect(changed.status).toBe(200);
    expect(serviceTargets(changed.html)).toEqual([`/user_management/authorize/sign-in?request=${request}`]);
  });

  it('serves the JWKS at the root as under /auth', async () => {
    const root = await fetch(`${svc.url}/sso/jwks/stint-desktop`);
    const auth = await fetch(`${svc.url}/auth/sso/jwks/stint-desktop`);
    expect(root.status).toBe(200);
    expect(await root.json()).toEqual(await auth.json());
    expect((await fetch(`${svc.url}/sso/jwks/unknown-client`)).status).toBe(404);
  });

  it('keeps the /auth sign-in’s cookie under /auth', async () => {
    const start = await new ScriptedBrowser(svc.url).get(authorizeUrl(svc.url, newPkce()));
    expect(start.headers.get('set-cookie')).toMatch(/Path=\/auth(;|$)/);
    expect(serviceTargets(start.html)).toContain('/auth/user_management/authorize/sign-in');
  });
});
