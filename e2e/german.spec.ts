import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';
import { readCsv } from './support/csv.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

// Stint in German end to end, in Chromium through the browser host with a German browser: sign
// in, track a little time with the stopwatch, open Berichte and export the records: the CSV is
// written for a German spreadsheet (`;`, decimal comma, day.month.year). Screens not yet
// translated keep their English labels; they are matched by either wording. Choosing Deutsch in
// Settings with an English browser is e2e/language-setting.spec.ts.

let service: ServiceProcess;
let host: BrowserHostProcess;

test.beforeEach(async () => {
  service = await startServiceProcess(['--seed', 'demo']);
  // A German system: main (window title, notifications) speaks German as the de-DE page does.
  host = await startBrowserHostProcess(['--backend-url', service.url, '--external-urls', 'print'], {
    env: { LANG: 'de_DE.UTF-8' },
  });
});
test.afterEach(async () => {
  await host.stop();
  await service.stop();
});

/** A section from the navigation, by its German name. */
async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** Signs Alice in as support/sign-in.ts does, through the German navigation. */
async function signIn(page: Page): Promise<void> {
  await page.goto(host.pageUrl);
  await openSection(page, 'Einstellungen');
  const mark = host.output().length;
  await page
    .getByRole('button', { name: /^(Sign in with your browser|Mit Ihrem Browser anmelden)$/ })
    .click();
  await expect
    .poll(() => /Open in your browser: (\S+)/.exec(host.output().slice(mark))?.[1] ?? null)
    .not.toBeNull();
  const address = /Open in your browser: (\S+)/.exec(host.output().slice(mark))![1]!;
  const hosted = await page.context().newPage();
  await hosted.goto(address);
  await hosted.getByLabel('Email').fill('alice@example.com');
  await hosted.getByLabel('Password').fill('alice-password');
  await hosted.getByRole('button', { name: 'Sign in' }).click();
  const choose = hosted.getByLabel('Acme Studio');
  const done = hosted.getByRole('heading', { name: 'You are signed in' });
  await expect(choose.or(done)).toBeVisible();
  if (await choose.isVisible()) {
    await choose.check();
    await hosted.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(done).toBeVisible();
  await hosted.close();
  await expect(page.getByTestId('account-chip')).toContainText('Acme Studio');
  await page.getByLabel(/^(Password|Passwort)$/).fill('alice-password');
  await page.getByRole('button', { name: /^(Connect time tracking|Zeiterfassung verbinden)$/ }).click();
  await expect(page.getByTestId('v1-status')).toBeVisible();
}

// A browser whose language is German: with Language "Same as the system", Stint speaks German.
test.use({ locale: 'de-DE' });

test('in German: sign in, track, and export a CSV with German dates and decimal commas', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The window title is main's tray text, from the catalog in the system's language.
  await expect(page).toHaveTitle(/^Stint: keine Stoppuhr läuft/);

  // Track: start on a project from Projekte, stop on the Stoppuhr screen.
  await openSection(page, 'Projekte');
  await page.getByLabel(/^(Find a project|Projekt finden)$/).fill('northwind web');
  const list = page.getByRole('list', { name: /^(Projects|Projekte)$/ });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list
    .getByRole('button', { name: /^(Start Northwind Website Relaunch|Northwind Website Relaunch starten)$/ })
    .click();
  await openSection(page, 'Stoppuhr');
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: /^(Stop|Stoppen)$/ }).click();

  // Reports in German, and the records of this month as a German CSV.
  await openSection(page, 'Berichte');
  await expect(page.getByRole('tab', { name: 'Übersicht' })).toBeVisible();
  await expect(page.getByLabel('Summen des Zeitraums')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Zeiteinträge exportieren (CSV)' }).click();
  const file = await download;
  await expect(page.getByTestId('export-status')).toContainText('wird heruntergeladen');
  const text = readFileSync(await file.path(), 'utf8');
  const rows = readCsv(text.replace(/^\uFEFF/, ''), ';');
  // The headers are in the export's language too.
  expect(rows[0]?.slice(0, 5)).toEqual([
    'Datum',
    'Beginn (Europe/Vienna)',
    'Ende (Europe/Vienna)',
    'Dauer (h:mm:ss)',
    'Stunden',
  ]);
  const records = rows.slice(1);
  expect(records.length).toBeGreaterThan(0);
  for (const row of records) {
    expect(row[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(row[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(row[4]).toMatch(/^\d+,\d{4}$/);
    expect(row[15]).toMatch(/^-?\d+,\d{2}$/);
  }
  expect(records.some((row) => row[7] === 'Northwind Website Relaunch')).toBe(true);
});
