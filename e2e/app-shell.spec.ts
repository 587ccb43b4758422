import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';

const version = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

let host: BrowserHostProcess;

test.beforeAll(async () => {
  host = await startBrowserHostProcess();
});

test.afterAll(async () => {
  await host.stop();
});

test('shows the shell, the version and the backend state fetched over the bridge', async ({ page }) => {
  await page.goto(host.pageUrl);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Projects', 'Stopwatch', 'Time', 'Reports', 'Trash', 'Settings']) {
    await expect(nav.getByRole('button', { name })).toBeVisible();
  }
  await expect(page.getByTestId('app-version')).toHaveText(`Stint ${version}`);
  const backend = page.getByTestId('backend-status');
  await expect(backend).toHaveAttribute('data-state', 'connected');
  await expect(backend).toHaveText('Service on this computer: connected');
  // The launch key is taken out of the address bar once the page has it.
  expect(page.url()).not.toContain('key=');

  await page.screenshot({ path: 'e2e-artifacts/app-shell.png', fullPage: true });
});

test('navigates between sections by click and by keyboard', async ({ page }) => {
  await page.goto(host.pageUrl);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  await expect(nav.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Sign in to see reports' })).toBeVisible();

  await page.keyboard.press('Control+5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash');
  await expect(page.getByRole('heading', { name: 'Sign in to see the trash' })).toBeVisible();
  // A reload keeps the section and the bridge (the key stays in this tab's session storage).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash');
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'connected');
});

test('a page without the launch key cannot use the bridge', async ({ page }) => {
  await page.goto(host.origin);
  await expect(page.getByTestId('backend-status')).toContainText('without its launch key');
});

test('the quick switcher goes to a section from the keyboard', async ({ page }) => {
  await page.goto(host.pageUrl);
  await expect(page.getByTestId('backend-status')).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Switch organization or go to a section' });
  await expect(input).toBeFocused();
  await input.fill('trash');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Quick switcher' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash');
});

test('the theme preference applies at once and survives a reload', async ({ page }) => {
  await page.goto(host.pageUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The browser host has no tray, login items or global shortcuts, and says so.
  await expect(page.getByLabel('Start Stint when I log in')).toBeDisabled();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByLabel('Theme').selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
});
