import { expect, test, type Page } from '@playwright/test';
import { listStoredMail, type StoredMail } from '../src-service/mail/mail-folder.ts';
import { startLoopbackClient, type LoopbackClient } from './support/loopback-client.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

// Invitations as the invited person meets them, in Chromium: an account owner invites through v1
// (over HTTP from the test), the service (demo data, no SMTP) writes the mail to DATA/mail/, and
// the person answers on the hosted pages. Only accepting makes them a member.

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

/** The status of a v1 login of `email` to `account` (200 with a token for a member). */
async function v1LoginStatus(account: string, email: string, password: string): Promise<number> {
  const res = await fetch(`${service.url}/t/${account}/v1/auth/login?apikey=demo-application-key`, {
    headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  await res.body?.cancel();
  return res.status;
}

async function v1Token(account: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${service.url}/t/${account}/v1/auth/login?apikey=demo-application-key`, {
    headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Alice, owner of `account`, invites `email` the way an owner's program does: POST users. */
async function aliceInvites(account: string, email: string): Promise<void> {
  const token = await v1Token(account, 'alice@example.com', 'alice-password');
  const res = await fetch(`${service.url}/t/${account}/v1/users?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({ status: 'pending', email, access: 'FULL' });
}

async function mailTo(address: string, subject: string): Promise<StoredMail> {
  const find = (): StoredMail | undefined =>
    listStoredMail(service.dataDir).find((m) => m.to.includes(address) && m.subject === subject);
  await expect.poll(() => find() !== undefined).toBe(true);
  return find() as StoredMail;
}

/** The organization the code of an authorize callback selects (absent for a person in none). */
async function exchange(code: string, verifier: string): Promise<{ email: string; organization: unknown }> {
  const res = await fetch(`${service.url}/auth/user_management/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: verifier,
    }),
  });
  expect(res.status).toBe(200);
  const tokens = (await res.json()) as { organization_id?: unknown; user: { email: string } };
  return { email: tokens.user.email, organization: tokens.organization_id };
}

const invitation = (page: Page, organization: string) =>
  page.getByRole('listitem').filter({ hasText: organization });

test('an existing person accepts one invitation and declines another in the sign-in step', async ({
  page,
}) => {
  const erin = { email: 'erin@example.com', password: 'erin-password' };
  await aliceInvites('acme', erin.email);
  await aliceInvites('globex', erin.email);
  // Invited is not a member yet.
  expect(await v1LoginStatus('acme', erin.email, erin.password)).toBe(401);
  expect(await v1LoginStatus('globex', erin.email, erin.password)).toBe(401);

  const acmeMail = await mailTo(erin.email, 'Acme Studio invites you to Stint');
  expect(acmeMail.link).toBe(`${service.url}/auth/invitations`);
  // She has a password: no code to choose one.
  expect(acmeMail.code).toBeNull();
  expect((await mailTo(erin.email, 'Globex Labs invites you to Stint')).link).toBe(
    `${service.url}/auth/invitations`,
  );

  client = await startLoopbackClient();
  await page.goto(client.authorizeUrl(service.url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Email').fill(erin.email);
  await page.getByLabel('Password').fill(erin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been invited');
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await expect(invitation(page, 'Acme Studio')).toContainText(
    /^Acme Studio \(invited by Alice Andersen\), full access, until \d{4}-\d\d-\d\d/,
  );
  await expect(invitation(page, 'Globex Labs')).toContainText(
    /^Globex Labs \(invited by Alice Andersen\), full access, until \d{4}-\d\d-\d\d/,
  );
  // Every button says what it does, also to a screen reader.
  await expect(page.getByRole('button', { name: 'Decline the invitation to Acme Studio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue without answering' })).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/hosted-invitations-step.png' });

  // Accept with the keyboard.
  const accept = page.getByRole('button', { name: 'Accept the invitation to Acme Studio' });
  await accept.focus();
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Invitation accepted: the organization is now one of yours.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been invited');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(invitation(page, 'Acme Studio')).toHaveCount(0);
  expect(await v1LoginStatus('acme', erin.email, erin.password)).toBe(200);

  // Decline the other with a click: nothing is left, the sign-in ends at the application.
  await page.getByRole('button', { name: 'Decline the invitation to Globex Labs' }).click();
  const params = await client.callback;
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  expect(params.get('state')).toBe(client.state);
  const tokens = await exchange(params.get('code') ?? '', client.verifier);
  expect(tokens.email).toBe(erin.email);
  // Her one organization, Acme, is selected.
  expect(tokens.organization).toMatch(/^org_/);

  expect(await v1LoginStatus('acme', erin.email, erin.password)).toBe(200);
  expect(await v1LoginStatus('globex', erin.email, erin.password)).toBe(401);

  // Both are answered: the invitations page (the mail's link) lists none.
  await page.goto(acmeMail.link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitations');
  await expect(page.getByText('You have no pending invitations.')).toBeVisible();
  await expect(page.getByRole('button', { name: /invitation/ })).toHaveCount(0);
});

test('a new address chooses a password from the mail, signs in and accepts on the invitations page', async ({
  page,
}) => {
  const nora = { email: 'nora@example.com', password: 'nora-own-password' };
  await aliceInvites('acme', nora.email);
  const mail = await mailTo(nora.email, 'Acme Studio invites you to Stint');
  expect(mail.code).toMatch(/^[0-9a-f-]{36}$/);
  expect(mail.link).toBe(
    `${service.url}/auth/user_management/password/reset?code=${encodeURIComponent(mail.code ?? '')}`,
  );

  await page.goto(mail.link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password').fill(nora.password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password is changed');
  // A password and a confirmed address, yet no member before she accepts.
  expect(await v1LoginStatus('acme', nora.email, nora.password)).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Email').fill(nora.email);
  await page.getByLabel('Password').fill(nora.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
  await expect(page.getByText(`(${nora.email})`)).toBeVisible();

  await page.getByRole('link', { name: 'Invitations to organizations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invitations');
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(invitation(page, 'Acme Studio')).toContainText(
    /^Acme Studio \(invited by Alice Andersen\), full access, until \d{4}-\d\d-\d\d/,
  );
  await expect(page.getByRole('button', { name: 'Decline the invitation to Acme Studio' })).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/hosted-invitations-page.png' });
  await page.getByRole('button', { name: 'Accept the invitation to Acme Studio' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Invitation accepted: the organization is now one of yours.',
  );
  await expect(page.getByText('You have no pending invitations.')).toBeVisible();
  expect(await v1LoginStatus('acme', nora.email, nora.password)).toBe(200);

  // The link worked once.
  await page.goto(mail.link ?? '');
  await expect(page.getByRole('alert')).toHaveText('This link was already used. Each link works once.');
});
