import { expect, test } from '@playwright/test';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';
import { openSection, signIn } from './support/sign-in.ts';

// Choosing the language in Settings switches the screens at once, whatever the browser speaks.

let service: ServiceProcess;
let host: BrowserHostProcess;

test.beforeEach(async () => {
  service = await startServiceProcess(['--seed', 'demo']);
  host = await startBrowserHostProcess(['--backend-url', service.url, '--external-urls', 'print']);
});
test.afterEach(async () => {
  await host.stop();
  await service.stop();
});

test.use({ locale: 'en-US' });

test('Settings → Language → Deutsch speaks German, and English brings English back', async ({ page }) => {
  await signIn(page, host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Settings');

  await page.getByLabel('Language').selectOption('de');
  const german = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(german.getByRole('button', { name: 'Berichte' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByLabel('Sprache').selectOption('en');
  const english = page.getByRole('navigation', { name: 'Main' });
  await expect(english.getByRole('button', { name: 'Reports' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
