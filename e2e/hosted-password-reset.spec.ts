import { expect, test } from '@playwright/test';
import { listStoredMail, type StoredMail } from '../src-service/mail/mail-folder.ts';
import { startLoopbackClient, type LoopbackClient } from './support/loopback-client.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

// Mail reaching the person, in Chromium: the service (demo data, no SMTP) writes its mail to
// DATA/mail/, where this test reads it as the person would read their inbox.

let service: ServiceProcess;
let client: LoopbackClient | undefined;

test.beforeAll(async () => {
  service = await startServiceProcess(['--seed', 'demo']);
});
test.afterAll(async () => {
  await service.stop();
});
test.afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function mailTo(address: string): Promise<StoredMail> {
  await expect
    .poll(() => listStoredMail(service.dataDir).filter((m) => m.to.includes(address)).length)
    .toBeGreaterThan(0);
  return listStoredMail(service.dataDir).find((m) => m.to.includes(address)) as StoredMail;
}

test('resets a forgotten password from the sign-in page and signs in with the new one', async ({ page }) => {
  client = await startLoopbackClient();
  await page.goto(client.authorizeUrl(service.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
  await page.getByLabel('Email').fill('bob@example.com');
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByRole('status')).toContainText('If the address has an account, we sent a link');
  await page.screenshot({ path: 'e2e-artifacts/hosted-reset-mail-sent.png' });

  const mail = await mailTo('bob@example.com');
  expect(mail.subject).toBe('Choose a new Stint password');
  expect(mail.link).toMatch(new RegExp(`^${service.url}/auth/user_management/password/reset\\?code=`));
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(
    page.getByText(/This link works once, until \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\./),
  ).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a password of at least 8 characters.');
  await page.getByLabel('New password').fill('bob-fresh-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password is changed');
  await page.screenshot({ path: 'e2e-artifacts/hosted-reset-done.png' });

  // Back to the sign-in the person started from: it still ends at the application's callback.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Email').fill('bob@example.com');
  await page.getByLabel('Password').fill('bob-fresh-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const params = await client.callback;
  expect(params.get('state')).toBe(client.state);
  expect(params.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // The link worked once.
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('alert')).toHaveText('This link was already used. Each link works once.');
});

test('resends the confirmation link to an unconfirmed address, and the link confirms it', async ({
  page,
}) => {
  const carolLogin = async (): Promise<number> =>
    (
      await fetch(`${service.url}/t/acme/v1/auth/login?apikey=demo-application-key`, {
        headers: {
          Authorization: `Basic ${Buffer.from('carol@example.com:carol-password').toString('base64')}`,
        },
      })
    ).status;
  expect(await carolLogin()).toBe(401);

  client = await startLoopbackClient();
  await page.goto(client.authorizeUrl(service.url));
  await page.getByRole('link', { name: 'Resend verification' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email address');
  await page.getByLabel('Email').fill('carol@example.com');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status')).toContainText('we sent a new confirmation link');

  const mail = await mailTo('carol@example.com');
  expect(mail.subject).toBe('Confirm your email address for Stint');
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email address is confirmed');
  await expect(page.getByRole('status')).toHaveText(
    'carol@example.com is confirmed. You can close this page and go on in Stint.',
  );
  await page.screenshot({ path: 'e2e-artifacts/hosted-address-confirmed.png' });
  expect(await carolLogin()).toBe(200);
});
