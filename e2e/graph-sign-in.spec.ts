import { expect, test } from '@playwright/test';
import { startLoopbackClient, type LoopbackClient } from './support/loopback-client.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

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

async function graph(token: string, query: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: await res.json() };
}

test('signs in through the hosted page, picks an organization, exchanges the code and lists projects', async ({
  page,
}) => {
  client = await startLoopbackClient();
  await page.goto(client.authorizeUrl(service.url));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await page.screenshot({ path: 'e2e-artifacts/hosted-sign-in.png' });
  await page.getByLabel('Email').fill('alice@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');

  await page.getByLabel('Password').fill('alice-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose an organization');
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.screenshot({ path: 'e2e-artifacts/hosted-choose-organization.png' });
  await page.getByRole('radio', { name: 'Globex Labs' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const params = await client.callback;
  await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible();
  expect(params.get('state')).toBe(client.state);
  const code = params.get('code') ?? '';
  expect(code).not.toBe('');

  const exchanged = await fetch(`${service.url}/auth/user_management/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: client.verifier,
    }),
  });
  expect(exchanged.status).toBe(200);
  const tokens = (await exchanged.json()) as {
    access_token: string;
    organization_id: string;
    user: { email: string };
  };
  expect(tokens.user.email).toBe('alice@example.com');
  expect(tokens.organization_id).toMatch(/^org_/);

  const projects = await graph(
    tokens.access_token,
    '{ projects(first: 50) { edges { node { id title code } } } }',
  );
  expect(projects.status).toBe(200);
  expect(projects.body).toEqual({
    data: {
      projects: {
        edges: [
          { node: { id: expect.any(String), title: 'Globex Internal R&D', code: 'GX-RND' } },
          { node: { id: expect.any(String), title: 'Initech Data Pipeline', code: 'IN-DATA' } },
          { node: { id: expect.any(String), title: 'Umbrella Lab Portal', code: 'UM-PORTAL' } },
        ],
      },
    },
  });
  // The code was single use.
  const replay = await fetch(`${service.url}/auth/user_management/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: client.verifier,
    }),
  });
  expect(replay.status).toBe(400);
});

test('creates an account with screen_hint=sign-up and lands in its new organization', async ({ page }) => {
  client = await startLoopbackClient();
  await page.goto(client.authorizeUrl(service.url, { screen_hint: 'sign-up' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill('Ito');
  await page.getByLabel('Email').fill('iris@example.com');
  await page.getByLabel('Password').fill('iris-password');
  await page.getByLabel('Organization name').fill('Ito Design');
  await expect(page.getByLabel('Time zone')).toHaveValue(/.+/);
  await page.getByLabel('Currency').selectOption('JPY');
  await page.getByRole('button', { name: 'Create account' }).click();
  const params = await client.callback;
  expect(params.get('state')).toBe(client.state);
  const exchanged = await fetch(`${service.url}/auth/user_management/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code: params.get('code'),
      code_verifier: client.verifier,
    }),
  });
  const tokens = (await exchanged.json()) as { access_token: string };
  const ctx = await graph(
    tokens.access_token,
    '{ authenticationContext { organization { profile { title currency } } } projects(first: 5) { edges { node { id } } } }',
  );
  expect(ctx.body).toEqual({
    data: {
      authenticationContext: { organization: { profile: { title: 'Ito Design', currency: 'JPY' } } },
      projects: { edges: [] },
    },
  });
});

test('manages API keys in the profile page: create (shown once), use, delete', async ({ page }) => {
  await page.goto(`${service.url}/auth/profile`);
  await page.getByLabel('Email').fill('bob@example.com');
  await page.getByLabel('Password').fill('bob-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page.getByText('You have no API keys.')).toBeVisible();

  await page.getByLabel('Key name').fill('Weekly report');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = await page.getByLabel('Your new API key').inputValue();
  expect(key).toMatch(/^stint_/);

  const ctx = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': key },
    body: JSON.stringify({ query: '{ authenticationContext { user { access } } }' }),
  });
  expect(await ctx.json()).toEqual({ data: { authenticationContext: { user: { access: 'READ' } } } });

  await page.getByRole('link', { name: 'Back to API keys' }).click();
  await expect(page.getByRole('cell', { name: 'Weekly report', exact: true })).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/hosted-profile.png', fullPage: true });
  await page.getByRole('button', { name: 'Delete API key Weekly report' }).click();
  await expect(page.getByRole('status')).toHaveText(/The API key was deleted/);

  const after = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': key },
    body: JSON.stringify({ query: '{ authenticationContext { user { access } } }' }),
  });
  expect(after.status).toBe(401);
});
