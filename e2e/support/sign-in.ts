import { expect, type Locator, type Page } from '@playwright/test';
import type { BrowserHostProcess } from './browser-host-process.ts';

/**
 * Signs in as a person does: Settings → Sign in with your browser; the host prints the hosted
 * sign-in address (`--external-urls print`), which a second tab opens and fills in; the browser
 * comes back to the app's loopback listener. Then time tracking is connected with the password.
 */
export async function signIn(
  page: Page,
  host: BrowserHostProcess,
  email: string,
  password: string,
  organization = 'Acme Studio',
): Promise<void> {
  await page.goto(host.pageUrl);
  await navButton(page, 'Settings').then((button) => button.click());
  const mark = host.output().length;
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect
    .poll(() => /Open in your browser: (\S+)/.exec(host.output().slice(mark))?.[1] ?? null)
    .not.toBeNull();
  const address = /Open in your browser: (\S+)/.exec(host.output().slice(mark))![1]!;
  const hosted = await page.context().newPage();
  await hosted.goto(address);
  await hosted.getByLabel('Email').fill(email);
  await hosted.getByLabel('Password').fill(password);
  await hosted.getByRole('button', { name: 'Sign in' }).click();
  const choose = hosted.getByLabel(organization);
  const done = hosted.getByRole('heading', { name: 'You are signed in' });
  await expect(choose.or(done)).toBeVisible();
  if (await choose.isVisible()) {
    await choose.check();
    await hosted.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(done).toBeVisible();
  await hosted.close();
  await expect(page.getByTestId('account-chip')).toContainText(organization);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connect time tracking' }).click();
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected');
}

/**
 * A section's button in the navigation; in a narrow window it is behind the Menu button, which
 * is opened first.
 */
export async function navButton(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return nav.getByRole('button', { name });
}

export async function openSection(page: Page, name: string): Promise<void> {
  await (await navButton(page, name)).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}
