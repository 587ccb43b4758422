import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readCsv } from './support/csv.ts';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';
import { V1Api } from './support/v1-api.ts';

// Reports and the trash as a person uses them, in Chromium through the browser host with the demo
// data: sign in through the hosted PKCE page, connect time tracking, look at last month grouped by
// client, check the charts against their tables and the totals, export CSV and read it back; then
// a project deleted with its records is found in the trash, restored, and its records are back.

let host: BrowserHostProcess;
let serviceOrigin = '';

test.beforeAll(async () => {
  host = await startBrowserHostProcess(['--demo', '--external-urls', 'print']);
});
test.afterAll(async () => {
  await host.stop();
});

/** Signs Alice in (once per host: later pages find her signed in) and connects time tracking. */
async function signIn(page: Page): Promise<void> {
  await page.goto(host.pageUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const signInButton = page.getByRole('button', { name: 'Sign in with your browser' });
  const connected = page.getByTestId('v1-status');
  await expect(signInButton.or(connected)).toBeVisible();
  if (await connected.isVisible()) {
    await expect(connected).toContainText('Time tracking is connected');
    return;
  }
  const mark = host.output().length;
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect
    .poll(() => /Open in your browser: (\S+)/.exec(host.output().slice(mark))?.[1] ?? null)
    .not.toBeNull();
  const address = /Open in your browser: (\S+)/.exec(host.output().slice(mark))![1]!;
  serviceOrigin = new URL(address).origin;
  const hosted = await page.context().newPage();
  await hosted.goto(address);
  await hosted.getByLabel('Email').fill('alice@example.com');
  await hosted.getByLabel('Password').fill('alice-password');
  await hosted.getByRole('button', { name: 'Sign in' }).click();
  await hosted.getByLabel('Acme Studio').check();
  await hosted.getByRole('button', { name: 'Continue' }).click();
  await expect(hosted.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await hosted.close();
  await expect(page.getByTestId('account-chip')).toContainText('Acme Studio');
  const connect = page.getByRole('form', { name: 'Connect time tracking' });
  await connect.getByLabel('Password').fill('alice-password');
  await connect.getByRole('button', { name: 'Connect time tracking' }).click();
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected');
}

function section(page: Page, name: string): Promise<void> {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click();
}

/** The screen in light and dark theme, in a window tall enough to show all of it (the main area scrolls). */
async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1400 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `e2e-artifacts/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size !== null) await page.setViewportSize(size);
}

/** Last month's title as the app writes it, in the organization's time zone (Europe/Vienna). */
function lastMonthTitle(): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {});
  const first = new Date(Date.UTC(Number(parts['year']), Number(parts['month']) - 2, 1));
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    first,
  );
}

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

test('reports of last month by client: chart, table and totals agree, and the CSV exports read back', async ({
  page,
}) => {
  await signIn(page);
  await section(page, 'Reports');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: lastMonthTitle() })).toBeVisible();
  await page.getByRole('combobox', { name: 'Group by' }).selectOption('client');
  const breakdown = page.getByRole('region', { name: 'Time by client' });
  const bars = breakdown.getByRole('list', { name: 'Time by client' }).getByRole('listitem');
  await expect(bars.first()).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  const totalTime = (await page.getByTestId('total-time').locator('dd').textContent()) ?? '';
  const totalRecords = Number(
    ((await page.getByTestId('total-count').locator('dd').textContent()) ?? '').replace(/\D/g, ''),
  );
  expect(totalRecords).toBeGreaterThan(50);

  // The breakdown: each bar (label, time) is a row of the table view, whose total row is the totals' time.
  const fromBars = (await texts(bars.locator('.bar-list__label'))).map((label, i) => [label, i] as const);
  const barTimes = await texts(bars.locator('.bar-list__value'));
  await screenshots(page, 'reports');
  await breakdown.getByRole('button', { name: 'Table view' }).click();
  const table = breakdown.getByRole('table', { name: 'Time by client (table)' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(fromBars.length);
  for (const [label, i] of fromBars) {
    await expect(rows.nth(i).locator('th')).toHaveText(label);
    expect(barTimes[i]).toContain((await rows.nth(i).locator('td').nth(1).textContent()) ?? 'missing');
  }
  await expect(table.locator('tfoot td').nth(1)).toHaveText(totalTime);
  await expect(table.locator('tfoot td').nth(0)).toHaveText(String(totalRecords));

  // The time chart: every bar's spoken label is a row of its table view.
  const timeChart = page.getByRole('region', { name: /^Time per day/ });
  const spoken = await timeChart
    .getByRole('group')
    .getByRole('img')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(spoken.length).toBeGreaterThanOrEqual(28);
  await timeChart.getByRole('button', { name: 'Table view' }).click();
  const chartRows = await timeChart
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map(
        (tr) => `${tr.querySelector('th')?.textContent ?? ''}: ${tr.querySelector('td')?.textContent ?? ''}`,
      ),
    );
  expect(chartRows).toEqual(spoken);

  // The totals as CSV: one row per client and a Total row with the same records.
  const totalsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export totals (CSV)' }).click();
  const totalsFile = await totalsDownload;
  expect(totalsFile.suggestedFilename()).toMatch(
    /^stint-totals-by-client-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  // Files start with the UTF-8 byte order mark (on by default), for spreadsheets on Windows.
  const totalsText = readFileSync(await totalsFile.path(), 'utf8');
  expect(totalsText.charAt(0)).toBe('\uFEFF');
  const totals = readCsv(totalsText.slice(1));
  expect(totals[0]?.[0]).toBe('Client');
  expect(totals.slice(1, -1).map((r) => r[0])).toEqual(fromBars.map(([label]) => label));
  expect(totals.at(-1)?.slice(0, 2)).toEqual(['Total', String(totalRecords)]);

  // The records as CSV: every record of the month, read back with its header.
  const recordsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export records (CSV)' }).click();
  const recordsFile = await recordsDownload;
  await expect(page.getByTestId('export-status')).toContainText('Downloading stint-records-');
  const recordsText = readFileSync(await recordsFile.path(), 'utf8');
  expect(recordsText.charAt(0)).toBe('\uFEFF');
  const records = readCsv(recordsText.slice(1));
  expect(records[0]).toEqual([
    'Date',
    'Start (Europe/Vienna)',
    'Stop (Europe/Vienna)',
    'Duration (h:mm:ss)',
    'Hours',
    'User',
    'Client',
    'Project',
    'Task',
    'Work type',
    'Description',
    'Billable',
    'Effective',
    'Approved',
    'Unit price (EUR)',
    'Price (EUR)',
    'Price set by hand',
    'Record id',
  ]);
  expect(records).toHaveLength(totalRecords + 1);
  const hours = records.slice(1).reduce((sum, r) => sum + Number(r[4]), 0);
  const [h, m] = totalTime
    .replace(/[^\d ]/g, '')
    .trim()
    .split(/\s+/)
    .map(Number);
  expect(Math.abs(hours - ((h ?? 0) + (m ?? 0) / 60))).toBeLessThan(1 / 60);
  // The one-time address is spent.
  expect((await page.request.get(recordsFile.url())).status()).toBe(404);
});

test('a project deleted with its records is found in the trash, restored, and its records are back', async ({
  page,
}) => {
  await signIn(page);
  const v1 = await V1Api.login(serviceOrigin, 'acme', 'alice@example.com', 'alice-password');
  // The project with the most records last month, deleted from outside the app.
  const byProject = await v1.get<Record<string, { count: number }>>('time/reports/groupedtotals', {
    range: 31,
    offset: -1,
    summary: 'project',
  });
  const [projectId, { count }] = Object.entries(byProject)
    .filter(([key]) => key !== '')
    .sort(([, a], [, b]) => b.count - a.count)[0]!;
  const project = await v1.get<{ name: string; timeRecordsCount: number }>(`time/projects/${projectId}`, {
    no_expand: 'true',
    append: 'timerecords-count',
  });
  expect(project.timeRecordsCount).toBeGreaterThanOrEqual(count);

  await section(page, 'Reports');
  // The service's totals above count everyone's records, not only Alice's.
  await page.getByRole('radio', { name: 'Everyone' }).check();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: /^Projects:/ }).click();
  await page
    .getByRole('group', { name: 'Projects' })
    .getByRole('checkbox', { name: new RegExp(`^${project.name}`) })
    .check();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Records and prices' }).click();
  await expect(page.getByTestId('records-range')).toHaveText(new RegExp(`of ${count}$`));

  await v1.delete(`time/projects/${projectId}`);

  await section(page, 'Trash');
  // Deleted records of the project name it too (as their project): the project's own row is wanted.
  const projectRow = new RegExp(`^Project ${project.name}`);
  const row = page.getByRole('row', { name: projectRow });
  await expect(row).toContainText('time records');
  await expect(row).toContainText('Alice Andersen');
  await screenshots(page, 'trash');
  await row.getByRole('button', { name: `Restore ${project.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore “${project.name}”?` });
  await expect(dialog.getByRole('list', { name: 'What comes back' })).toContainText(
    `${project.timeRecordsCount} time records`,
  );
  await page.screenshot({ path: 'e2e-artifacts/trash-restore-preview.png' });
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('trash-status')).toContainText(`Restored the project “${project.name}”`);
  await expect(page.getByRole('row', { name: projectRow })).toHaveCount(0);

  await section(page, 'Reports');
  await expect(page.getByRole('tab', { name: 'Records and prices' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('records-range')).toHaveText(new RegExp(`of ${count}$`));
  await expect(page.locator('.records-table tbody tr').first()).toContainText(project.name);
  await screenshots(page, 'reports-records');
});
