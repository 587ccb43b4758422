import { expect, test } from '@playwright/test';
import { WorkOS } from '@workos-inc/node';
import { startLoopbackClient, type LoopbackClient } from './support/loopback-client.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

// The WorkOS SDK's own authorize URL (at the host root, no proxy) in a real browser: the hosted
// pages, their cookie and their posts stay at the root, and the SDK exchanges the code.

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

test('signs in at the WorkOS SDK’s authorize URL and the SDK exchanges the code', async ({ page }) => {
  client = await startLoopbackClient();
  const workos = new WorkOS({
    clientId: 'stint-desktop',
    apiHostname: '127.0.0.1',
    port: Number(new URL(service.url).port),
    https: false,
  });
  const { url, state, codeVerifier } = await workos.userManagement.getAuthorizationUrlWithPKCE({
    provider: 'authkit',
    redirectUri: client.redirectUri,
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.getByLabel('Email').fill('alice@example.com');
  await page.getByLabel('Password').fill('alice-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose an organization');
  await page.getByRole('radio', { name: 'Globex Labs' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const params = await client.callback;
  expect(params.get('state')).toBe(state);
  expect(posts).toEqual(['/user_management/authorize/sign-in', '/user_management/authorize/organization']);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'stint_browser')?.path).toBe('/user_management');

  const signedIn = await workos.userManagement.authenticateWithCode({
    code: params.get('code') ?? '',
    codeVerifier,
  });
  expect(signedIn.user.email).toBe('alice@example.com');
  expect(signedIn.organizationId).toMatch(/^org_/);
});
