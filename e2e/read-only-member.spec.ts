import { expect, test } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';

// One computer, two people: Alice (both organizations) works in Globex and signs out; Bob, read-only
// in Acme only, signs in next. Through the browser host against the service run as its own process.

const demo = demoProcesses();

test('the password once for both organizations; the next person signs in without an error and is offered no changes', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password', 'Globex Labs');
  // Acme connects through the session exchange: no second password.
  await page.getByLabel('Organization').selectOption({ label: 'Acme Studio' });
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected (account acme)');
  await page.getByLabel('Organization').selectOption({ label: 'Globex Labs' });
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected (account globex)');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-chip')).toContainText('Not signed in');

  // The app still pre-selects Alice's Globex; Bob, who is not in it, hears nothing of it.
  const mark = demo.host.output().length;
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect
    .poll(() => /Open in your browser: (\S+)/.exec(demo.host.output().slice(mark))?.[1] ?? null)
    .not.toBeNull();
  const hosted = await page.context().newPage();
  await hosted.goto(/Open in your browser: (\S+)/.exec(demo.host.output().slice(mark))![1]!);
  await hosted.getByLabel('Email').fill('bob@example.com');
  await hosted.getByLabel('Password').fill('bob-password');
  await hosted.getByRole('button', { name: 'Sign in' }).click();
  await expect(hosted.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(hosted.getByText('not one of yours')).toHaveCount(0);
  await hosted.close();
  await expect(page.getByTestId('account-chip')).toContainText('Acme Studio');
  await page.getByLabel('Password', { exact: true }).fill('bob-password');
  await page.getByRole('button', { name: 'Connect time tracking' }).click();
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected');

  await openSection(page, 'Trash');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'read-only access' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /for good/ })).toHaveCount(0);

  await openSection(page, 'Projects');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
});
