import { expect, test, type Page } from '@playwright/test';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';
import { openSection, signIn } from './support/sign-in.ts';

// "Records and prices" as laid out by a real browser: the selection checkboxes stand in one
// column under the header checkbox, and only members who may change prices are offered to
// recompute them (Bob is a read-only member of Acme in the demo data).

let host: BrowserHostProcess;

test.beforeEach(async () => {
  host = await startBrowserHostProcess(['--demo', '--external-urls', 'print']);
});
test.afterEach(async () => {
  await host.stop();
});

async function openRecords(page: Page): Promise<void> {
  await openSection(page, 'Reports');
  // Everyone's records: Bob has none of his own.
  await page.getByRole('radio', { name: 'Everyone' }).check();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('tab', { name: 'Records and prices' }).click();
  await expect(page.getByTestId('records-range')).toContainText('Records 1–');
}

async function centerX(page: Page, name: string | RegExp): Promise<number> {
  const box = await page.getByRole('checkbox', { name }).first().boundingBox();
  if (box === null) throw new Error(`no box for ${String(name)}`);
  return box.x + box.width / 2;
}

const long = `Workshop with the client about ${'the new checkout flow and its many edge cases, '.repeat(5).trim()}`;

/** A record of last month with a long description, written over v1 as another app would. */
async function addLongRecord(email: string, password: string): Promise<void> {
  const origin = new URL(/Open in your browser: (\S+)/.exec(host.output())![1]!).origin;
  const base = `${origin}/t/acme/v1`;
  const login = await fetch(`${base}/auth/login?apikey=demo-application-key`, {
    headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  const { token } = (await login.json()) as { token: string };
  const now = new Date();
  const res = await fetch(`${base}/time/timerecords?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 28, 20)),
      duration: 3_600_000,
      description: long,
    }),
  });
  expect(res.status).toBeLessThan(300);
}

test('the selection checkboxes line up with the header checkbox; a long description unfolds on focus', async ({
  page,
}) => {
  await signIn(page, host, 'alice@example.com', 'alice-password');
  await addLongRecord('alice@example.com', 'alice-password');
  await openRecords(page);
  const header = await centerX(page, 'Select all records on this page');
  const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
  const rows = page.getByRole('table').locator('tbody tr');
  expect(await boxes.count()).toBeGreaterThan(2);
  for (let i = 0; i < 3; i++) {
    const box = (await boxes.nth(i).boundingBox())!;
    const row = (await rows.nth(i).boundingBox())!;
    // In the header's column, and in the middle of its row like the row's text.
    expect(Math.abs(box.x + box.width / 2 - header)).toBeLessThan(1);
    expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2))).toBeLessThan(2);
  }
  await expect(page.getByRole('button', { name: 'Recompute prices…' })).toBeVisible();

  // One line while folded, narrower than the table's half; all of it while focused.
  const text = page.getByTitle(long);
  await text.scrollIntoViewIfNeeded();
  const folded = (await text.boundingBox())!;
  const table = (await page.getByRole('table').boundingBox())!;
  expect(folded.width).toBeLessThan(table.width / 2);
  expect(folded.height).toBeLessThan(30);
  await text.focus();
  await expect.poll(async () => (await text.boundingBox())!.height).toBeGreaterThan(folded.height * 3);
  // The columns beyond a narrow window are a keyboard stop away.
  await expect(page.getByRole('region', { name: 'Time records (scrolls sideways)' })).toHaveAttribute(
    'tabindex',
    '0',
  );
});

test('a read-only member is not offered to recompute prices', async ({ page }) => {
  await signIn(page, host, 'bob@example.com', 'bob-password');
  await openRecords(page);
  await page
    .getByRole('checkbox', { name: /^Select (?!all)/ })
    .first()
    .check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await expect(page.getByRole('button', { name: /Recompute prices/ })).toHaveCount(0);
});
