import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedMailCount, waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import {
  authorizeUrl,
  inputValue,
  newPkce,
  ScriptedBrowser,
  signInForTokens,
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

const forgot = '/auth/user_management/password/forgot';
const reset = '/auth/user_management/password/reset';
const sentMessage =
  'If the address has an account, we sent a link to choose a new password. Check your mail: the link works once, for 24 hours.';

/** The first href of the link named `text` in a page, entities decoded. */
function linkTo(html: string, text: string): string {
  const match = new RegExp(`<a href="([^"]+)">${text}</a>`).exec(html);
  if (match?.[1] === undefined) throw new Error(`no link "${text}" in the page`);
  return match[1].replace(/&amp;/g, '&');
}

const alertOf = (html: string): string | null => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

/** Opens the hosted sign-in of an authorize request and follows "Forgot password?". */
async function openForgot(): Promise<{
  browser: ScriptedBrowser;
  request: string;
  csrf: string;
  html: string;
}> {
  const browser = new ScriptedBrowser(svc.url);
  const signIn = await browser.get(authorizeUrl(svc.url, newPkce()));
  const request = inputValue(signIn.html, 'request') ?? '';
  const href = linkTo(signIn.html, 'Forgot password\\?');
  expect(href).toBe(`${forgot}?request=${request}`);
  const page = await browser.get(href);
  expect(page.status).toBe(200);
  expect(inputValue(page.html, 'request')).toBe(request);
  return { browser, request, csrf: inputValue(page.html, 'csrf') ?? '', html: page.html };
}

describe('Forgot password?', () => {
  it('is an accessible form with a label and a CSRF token, linked from the sign-in page', async () => {
    const { html } = await openForgot();
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toContain('<button type="submit">Send link</button>');
    expect(html).toMatch(/<input type="hidden" name="csrf" value="[^"]+">/);
  });

  it('answers known and unknown addresses with the same page, and mails only the known one', async () => {
    const known = await openForgot();
    const unknown = await openForgot();
    const pages = [
      await known.browser.post(forgot, {
        request: known.request,
        csrf: known.csrf,
        email: 'Erin@Example.com',
      }),
      await unknown.browser.post(forgot, {
        request: unknown.request,
        csrf: unknown.csrf,
        email: 'no-one@example.com',
      }),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<p class="notice" role="status">${sentMessage}</p>`);
    }
    expect(pages[0]?.html.replaceAll(known.request, 'R')).toBe(
      pages[1]?.html.replaceAll(unknown.request, 'R'),
    );
    const mail = await waitForStoredMail(svc.dataDir, 'erin@example.com');
    expect(mail.link).toBe(`${svc.url}${reset}?code=${mail.code ?? ''}&request=${known.request}`);
    expect(storedMailCount(svc.dataDir, 'no-one@example.com')).toBe(0);
  });

  it('refuses a post without the CSRF token or from another site, and sends nothing', async () => {
    const { browser, request } = await openForgot();
    const before = storedMailCount(svc.dataDir, 'dave@example.com');
    const forged = await browser.post(forgot, { request, csrf: 'guessed', email: 'dave@example.com' });
    expect(forged.status).toBe(400);
    expect(forged.html).toContain('The form has expired');
    const crossSite = await browser.post(
      forgot,
      { request, csrf: 'x', email: 'dave@example.com' },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(storedMailCount(svc.dataDir, 'dave@example.com')).toBe(before);
  });

  it('tells a network that asked too often to wait, as role=alert', async () => {
    const own = await startTestService();
    try {
      const browser = new ScriptedBrowser(own.url);
      const page = await browser.get(forgot);
      const fields = {
        request: inputValue(page.html, 'request') ?? '',
        csrf: inputValue(page.html, 'csrf') ?? '',
      };
      for (let i = 0; i < 20; i += 1) {
        expect((await browser.post(forgot, { ...fields, email: `p${i}@example.com` })).status).toBe(200);
      }
      const limited = await browser.post(forgot, { ...fields, email: 'alice@example.com' });
      expect(limited.status).toBe(429);
      expect(alertOf(limited.html)).toBe('Too many requests from your network. Try again in 60 minutes.');
    } finally {
      await own.stop();
    }
  });
});

describe('the reset page from the mail', () => {
  it('sets the new password once, says until when it works, and leads back to the same sign-in', async () => {
    const { browser, request, csrf } = await openForgot();
    await browser.post(forgot, { request, csrf, email: 'bob@example.com' });
    const mail = await waitForStoredMail(svc.dataDir, 'bob@example.com');
    const form = await browser.get(mail.link ?? '');
    expect(form.status).toBe(200);
    expect(form.html).toMatch(/This link works once, until \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d UTC\./);
    expect(form.html).toMatch(/<label for="password">New password<\/label>\s*<input id="password"/);
    const fields = {
      request: inputValue(form.html, 'request') ?? '',
      csrf: inputValue(form.html, 'csrf') ?? '',
      code: inputValue(form.html, 'code') ?? '',
    };
    expect(fields.request).toBe(request);

    const short = await browser.post(reset, { ...fields, password: 'short' });
    expect(short.status).toBe(400);
    expect(alertOf(short.html)).toBe('Choose a password of at least 8 characters.');

    const done = await browser.post(reset, { ...fields, password: 'bob-brand-new' });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password is changed');
    const back = await browser.get(linkTo(done.html, 'Sign in'));
    expect(inputValue(back.html, 'request')).toBe(request);
    const signedIn = await browser.post('/auth/user_management/authorize/sign-in', {
      request,
      csrf,
      email: 'bob@example.com',
      password: 'bob-brand-new',
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?code=/);
    await expect(
      signInForTokens(svc.url, { email: 'bob@example.com', password: 'bob-password' }),
    ).rejects.toThrow();

    const again = await browser.get(mail.link ?? '');
    expect(again.status).toBe(400);
    expect(alertOf(again.html)).toBe('This link was already used. Each link works once.');
  });

  it('works in another browser too, then leads to a sign-in of its own', async () => {
    const { browser, request, csrf } = await openForgot();
    await browser.post(forgot, { request, csrf, email: 'dave@example.com' });
    const mail = await waitForStoredMail(svc.dataDir, 'dave@example.com');
    const phone = new ScriptedBrowser(svc.url);
    const form = await phone.get(mail.link ?? '');
    expect(inputValue(form.html, 'request')).not.toBe(request);
    const done = await phone.post(reset, {
      request: inputValue(form.html, 'request') ?? '',
      csrf: inputValue(form.html, 'csrf') ?? '',
      code: inputValue(form.html, 'code') ?? '',
      password: 'dave-on-the-phone',
    });
    expect(done.html).toContain('Your password is changed');
    const replay = await phone.post(reset, {
      request: inputValue(form.html, 'request') ?? '',
      csrf: inputValue(form.html, 'csrf') ?? '',
      code: inputValue(form.html, 'code') ?? '',
      password: 'dave-third-password',
    });
    expect(replay.status).toBe(400);
    expect(alertOf(replay.html)).toBe('This link was already used. Each link works once.');
    expect((await phone.get(linkTo(done.html, 'Sign in'))).status).toBe(200);
    expect(
      (await signInForTokens(svc.url, { email: 'dave@example.com', password: 'dave-on-the-phone' })).user
        .email,
    ).toBe('dave@example.com');
  });

  it('explains an expired or unknown link and offers a new one', async () => {
    const { browser, request, csrf } = await openForgot();
    await browser.post(forgot, { request, csrf, email: 'alice@example.com' });
    const mail = await waitForStoredMail(svc.dataDir, 'alice@example.com');
    svc.clock.advance(24 * 3600 * 1000);
    const expired = await browser.get(mail.link ?? '');
    expect(expired.status).toBe(400);
    expect(alertOf(expired.html)).toBe('This link has expired: links work for 24 hours after they are sent.');
    expect(linkTo(expired.html, 'Ask for a new link')).toBe(`${forgot}?request=${request}`);
    const unknown = await browser.get(`${reset}?code=00000000-0000-4000-8000-000000000000`);
    expect(alertOf(unknown.html)).toBe(
      'This link is not valid. Check that you opened the whole address from the mail.',
    );
  });
});
