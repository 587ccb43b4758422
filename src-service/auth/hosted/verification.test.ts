import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedMailCount, waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import { appKey, basic } from '../../v1/testing/v1-test-client.ts';
import { authorizeUrl, inputValue, newPkce, ScriptedBrowser } from '../../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const resend = '/auth/user_management/email/resend';
const sentMessage =
  'If the address has an account that is not confirmed yet, we sent a new confirmation link. Check your mail: the link works once, for 24 hours.';

const alertOf = (html: string): string | null => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

/** Carol (demo seed) has not confirmed her address: v1 login refuses her until she does. */
const carolLogin = async (): Promise<number> =>
  (
    await fetch(`${svc.url}/t/acme/v1/auth/login?apikey=${appKey}`, {
      headers: { Authorization: basic('carol@example.com', 'carol-password') },
    })
  ).status;

async function sendResend(email: string): Promise<{ status: number; html: string }> {
  const browser = new ScriptedBrowser(svc.url);
  const signIn = await browser.get(authorizeUrl(svc.url, newPkce()));
  const request = inputValue(signIn.html, 'request') ?? '';
  expect(signIn.html).toContain(`<a href="${resend}?request=${request}">Resend verification</a>`);
  const page = await browser.get(`${resend}?request=${request}`);
  expect(page.html).toMatch(/<label for="email">Email<\/label>\s*<input id="email"/);
  return browser.post(resend, { request, csrf: inputValue(page.html, 'csrf') ?? '', email });
}

describe('Resend verification', () => {
  it('mails a fresh link to an unconfirmed address; the link confirms it once', async () => {
    expect(await carolLogin()).toBe(401);
    const answer = await sendResend('carol@example.com');
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(`<p class="notice" role="status">${sentMessage}</p>`);
    const mail = await waitForStoredMail(svc.dataDir, 'carol@example.com');
    expect(mail.subject).toBe('Confirm your email address for Stint');
    expect(mail.link).toBe(`${svc.url}/auth/user_management/email/verify?code=${mail.code ?? ''}`);

    const confirmed = await fetch(mail.link ?? '');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('carol@example.com is confirmed.');
    expect(await carolLogin()).toBe(200);
    // Opened again (or first by a mail scanner): still says it is done, changes nothing.
    const again = await fetch(mail.link ?? '');
    expect(await again.text()).toContain('Your email address is confirmed');
  });

  it('answers a confirmed or unknown address the same way and sends nothing', async () => {
    for (const email of ['alice@example.com', 'nobody@example.com']) {
      const answer = await sendResend(email);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(sentMessage);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(storedMailCount(svc.dataDir, 'alice@example.com')).toBe(0);
    expect(storedMailCount(svc.dataDir, 'nobody@example.com')).toBe(0);
  });

  it('explains a link that is not valid', async () => {
    const page = await fetch(`${svc.url}/auth/user_management/email/verify?code=not-a-code`);
    expect(page.status).toBe(400);
    expect(alertOf(await page.text())).toBe(
      'This confirmation link is not valid. Check that you opened the whole address from the mail.',
    );
  });
});
