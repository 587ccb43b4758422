import { expect, test, type Page } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';

// One time filter for Time and Reports, in Chromium through the browser host with the demo data
// (Alice, Carol and Dave record time in Acme Studio): over the same days, Time and Reports count the
// same records, only Alice's with "Only me" and everyone's with "Everyone", whichever screen set it.

const demo = demoProcesses();

/** A calendar day some days back, as a date field takes it (whole past weekdays, far from midnight). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The reports' totals in the words of the Time screen's range total. */
async function reportTotals(page: Page): Promise<string> {
  const count = Number(
    ((await page.getByTestId('total-count').locator('dd').textContent()) ?? '').replace(/\D/g, ''),
  );
  const time = (await page.getByTestId('total-time').locator('dd').textContent()) ?? '';
  return `${count} ${count === 1 ? 'record' : 'records'}, ${time}`;
}

test('Time and Reports count the same records, only mine or everyone’s, with the filter set on either', async ({
  page,
}) => {
  const first = daysAgo(14);
  const last = daysAgo(8);
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');

  await openSection(page, 'Time');
  await expect(page.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await page.getByRole('radio', { name: 'Days' }).check();
  await page.getByLabel('From').fill(first);
  await page.getByLabel('to', { exact: true }).fill(last);
  await expect(page.getByLabel('to', { exact: true })).toHaveValue(last);
  const total = page.getByTestId('range-total');
  await expect(total).toBeVisible();
  const mine = (await total.textContent()) ?? '';

  await openSection(page, 'Reports');
  await expect(page.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Kind of period' }).selectOption('custom');
  await page.getByLabel('From').fill(first);
  await page.getByLabel('To', { exact: true }).fill(last);
  await expect.poll(() => reportTotals(page)).toBe(mine);

  // Everyone, chosen on Reports, is what Time shows and counts too.
  await page.getByRole('radio', { name: 'Everyone' }).check();
  await expect.poll(() => reportTotals(page)).not.toBe(mine);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  const everyone = await reportTotals(page);

  await openSection(page, 'Time');
  await expect(page.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await expect(total).toHaveText(everyone);
  // Each row says whose it is.
  await expect(page.getByTestId('time-row-person').first()).toBeVisible();

  // And back to Only me on Time: Reports follows.
  await page.getByRole('radio', { name: 'Only me' }).check();
  await expect(total).toHaveText(mine);
  await openSection(page, 'Reports');
  await expect(page.getByRole('radio', { name: 'Only me' })).toBeChecked();
  await expect.poll(() => reportTotals(page)).toBe(mine);
});
