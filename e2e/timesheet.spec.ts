import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { V1Api } from './support/v1-api.ts';

// The week timesheet filled by keyboard only, in Chromium through the browser host against the
// demo service; the records it wrote are then read back over the v1 API.

const demo = demoProcesses();
const zone = 'Europe/Vienna';
const web = 'Northwind Website Relaunch';
const app = 'Contoso Mobile Banking App';

/** `yyyy-mm-dd` of an instant in the organization's zone. */
function orgDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(ms);
}

/** `HH:mm` of an instant in the organization's zone. */
function orgTime(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(ms);
}

/**
 * The first day of a week half a year back: older than the demo's records, so the week is empty.
 * A Sunday: the browser is en-US, whose weeks start on Sunday.
 */
function emptyWeekStart(): string {
  const [y, m, d] = orgDate(Date.now() - 182 * 86_400_000)
    .split('-')
    .map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  return day.toISOString().slice(0, 10);
}

async function addRow(page: Page, search: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Add a row' });
  await picker.focus();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  // Past the task (none chosen; the box is skipped while it has no tasks to offer) to Add row.
  const task = page.getByLabel('Task', { exact: true });
  await expect(task).not.toContainText('Loading tasks');
  if (await task.isEnabled()) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add row' })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a week is filled by keyboard: rows from the project picker, durations typed into days, totals, and the records on the service', async ({
  page,
}) => {
  const weekStart = emptyWeekStart();
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Time');
  await page.getByRole('radio', { name: 'Timesheet' }).check();
  await page.getByRole('radio', { name: 'Days' }).check();
  await page.getByLabel('From').fill(weekStart);
  await page.getByLabel('to', { exact: true }).fill(weekStart);
  await expect(page.getByText('No time this week yet.')).toBeVisible();

  // A row for the website: the focus lands on its Sunday; 2h, Tab, 1:30 on Monday, Enter.
  await addRow(page, 'northwind web');
  const grid = page.getByRole('grid');
  const first = grid.getByTestId('timesheet-row').filter({ hasText: web });
  await expect(first.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.type('2h');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1:30');
  await page.keyboard.press('Enter');
  // Arrow right to Tuesday, then Thursday by Tab twice.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('45m');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('90');
  await page.keyboard.press('Enter');
  await expect(first.getByTestId('row-total')).toHaveText('5:45');

  // A second row; Sunday gets an hour after the website's two (09:00–11:00, so 11:00).
  await addRow(page, 'contoso mobile');
  const second = grid.getByTestId('timesheet-row').filter({ hasText: app });
  await expect(second.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.type('1h');
  await page.keyboard.press('Enter');
  await expect(second.getByTestId('row-total')).toHaveText('1:00');

  // Enter moved down to the website's Sunday (rows go by name). More than a day in a cell is
  // refused with a sentence; Escape leaves it as it was.
  await expect(first.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.type('25h');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('A day holds at most 24 hours.');
  await page.keyboard.press('Escape');

  // Changing a day of one record changes that record: Monday 1:30 becomes 2:00.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2:00');
  await page.keyboard.press('Enter');

  await expect(first.getByTestId('row-total')).toHaveText('6:15');
  await expect(grid.getByTestId('day-total')).toHaveText(['3:00', '2:00', '0:45', '', '1:30', '', '']);
  await expect(grid.getByTestId('week-total')).toHaveText('7:15');

  // The grid, a cell being typed into, passes axe-core in the light and the dark theme.
  await page.keyboard.press('5');
  await expect(grid.getByRole('textbox')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForTimeout(250);
    const { violations } = await new AxeBuilder({ page }).include('.timesheet-view').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  await page.keyboard.press('Escape');

  // The service holds exactly these records, at the times the rule gives, in Vienna's day.
  const v1 = await V1Api.login(demo.service.url, 'acme', 'alice@example.com', 'alice-password');
  const from = `${weekStart}T00:00:00Z`;
  const records = await v1.get<{ start: string; duration: number }[]>('time/timerecords', {
    $filter: `start ge datetime'${from}' and start lt datetime'${nextWeek(weekStart)}'`,
    $orderby: 'start',
  });
  const seen = records.map((r) => {
    const ms = Number(/\d+/.exec(r.start)?.[0]);
    return `${orgDate(ms)} ${orgTime(ms)} ${String(r.duration / 60_000)}`;
  });
  expect(seen).toEqual([
    `${weekStart} 09:00 120`,
    `${weekStart} 11:00 60`,
    `${addDays(weekStart, 1)} 09:00 120`,
    `${addDays(weekStart, 2)} 09:00 45`,
    `${addDays(weekStart, 4)} 09:00 90`,
  ]);
});

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function nextWeek(weekStart: string): string {
  return `${addDays(weekStart, 7)}T00:00:00Z`;
}
