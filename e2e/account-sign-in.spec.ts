import { AsyncEntry } from '@napi-rs/keyring';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';

// The whole sign-in as a person does it, in Chromium: the app (browser host, demo data) opens the
// hosted sign-in page, the person signs in and picks an organization, the browser comes back to
// the app's loopback listener, and the app shows the account. Then every message the page
// received over the bridge and everything the host printed are searched for secrets.

const keychainService = 'dev.stint.desktop';

let host: BrowserHostProcess;
test.beforeAll(async () => {
  // `print`: the host writes the sign-in address to stdout instead of starting a system browser,
  // so the test can open it in its own Chromium.
  host = await startBrowserHostProcess(['--demo', '--external-urls', 'print']);
});
test.afterAll(async () => {
  await host.stop();
});

function recordBridge(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  return frames;
}

async function signInAddress(before: number): Promise<string> {
  await expect
    .poll(
      () =>
        host
          .output()
          .slice(before)
          .match(/Open in your browser: (\S+)/)?.[1] ?? null,
    )
    .not.toBeNull();
  return /Open in your browser: (\S+)/.exec(host.output().slice(before))![1]!;
}

function keychainAccount(suffix: string): AsyncEntry {
  const settings = JSON.parse(readFileSync(join(host.userDataDir, 'settings.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const installation = String(settings['connection.installationId']);
  return new AsyncEntry(keychainService, `this-computer:${installation}:demo|${suffix}`, {
    linux: { store: 'secret-service' },
  });
}

test('signs in through the hosted page, connects time tracking, switches organization, signs out, and leaks nothing', async ({
  page,
}) => {
  const frames = recordBridge(page);
  await page.goto(host.pageUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('account-chip')).toContainText('Not signed in');
  await expect(page.getByText('alice@example.com')).toBeVisible();

  const mark = host.output().length;
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect(page.getByText(/Finish signing in in the browser/)).toBeVisible();
  const address = await signInAddress(mark);
  expect(new URL(address).searchParams.get('code_challenge_method')).toBe('S256');

  // The person's browser: a second tab on the hosted page.
  const hosted = await page.context().newPage();
  await hosted.goto(address);
  await hosted.getByLabel('Email').fill('alice@example.com');
  await hosted.getByLabel('Password').fill('alice-password');
  await hosted.getByRole('button', { name: 'Sign in' }).click();
  await hosted.getByLabel('Acme Studio').check();
  await hosted.getByRole('button', { name: 'Continue' }).click();
  await expect(hosted.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  expect(hosted.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?/);
  await hosted.screenshot({ path: 'e2e-artifacts/sign-in-done.png' });
  await hosted.close();

  await expect(page.getByTestId('signed-in-as')).toContainText('Alice Andersen');
  await expect(page.getByTestId('account-chip')).toContainText('Acme Studio');
  await expect(page.getByLabel('Organization')).toHaveValue(/.+/);
  await page.screenshot({ path: 'e2e-artifacts/account-signed-in.png', fullPage: true });
  const refreshToken = await keychainAccount('refresh-token').getPassword();
  expect(refreshToken).toBeTruthy();

  // Time tracking (v1): the password once; only a key for this device is kept.
  await page
    .getByRole('form', { name: 'Connect time tracking' })
    .getByLabel('Password')
    .fill('alice-password');
  await page.getByRole('button', { name: 'Connect time tracking' }).click();
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected (account acme)');
  const v1Keys = await keychainAccount('v1-secret-keys').getPassword();
  expect(v1Keys).toBeTruthy();
  expect(v1Keys).not.toContain('alice-password');

  await page.getByLabel('Organization').selectOption({ label: 'Globex Labs' });
  await expect(page.getByTestId('account-chip')).toContainText('Globex Labs');
  const rotated = await keychainAccount('refresh-token').getPassword();
  expect(rotated).toBeTruthy();
  expect(rotated).not.toBe(refreshToken);

  // Nothing secret crossed the bridge or reached the host's output.
  const deviceKeys = Object.values(JSON.parse(v1Keys!) as Record<string, string>);
  const secrets = ['alice-password', refreshToken!, rotated!, ...deviceKeys];
  const seen = [...frames, host.output()];
  for (const text of seen) {
    for (const secret of secrets)
      expect(text.includes(secret), `a secret in: ${text.slice(0, 80)}`).toBe(false);
    expect(text, 'a JWT').not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\./);
  }
  expect(frames.some((frame) => frame.includes('"session:changed"'))).toBe(true);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-chip')).toContainText('Not signed in');
  expect(await keychainAccount('refresh-token').getPassword()).toBeFalsy();
  expect(await keychainAccount('v1-secret-keys').getPassword()).toBeFalsy();
});

test('cancelling the sign-in closes the wait and says nothing alarming', async ({ page }) => {
  await page.goto(host.pageUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const mark = host.output().length;
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  const address = await signInAddress(mark);
  await page.getByRole('button', { name: 'Cancel sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with your browser' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The listener is closed: the redirect address no longer answers.
  const redirect = new URL(address).searchParams.get('redirect_uri')!;
  await expect(fetch(redirect)).rejects.toThrow();
});
