import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';

// One week, three views: filled from the Timesheet by keyboard only, then seen in the Calendar
// (each day's blocks and the total in its heading) and in the List (each day's total and the
// range's), in Chromium through the browser host against the demo service. Every view must give
// the same minutes for every day and for the week.

const zone = 'Europe/Vienna';
const web = 'Northwind Website Relaunch';
const app = 'Contoso Mobile Banking App';

// Tall enough that the List's virtual rows are all drawn at once.
test.use({ timezoneId: zone, locale: 'en-GB', viewport: { width: 1280, height: 1600 } });

const demo = demoProcesses();

/** `yyyy-mm-dd` of an instant in the organization's zone. */
function orgDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(ms);
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Monday of a week a year back: older than the demo's records, so only this test's are in it. */
function emptyMonday(): string {
  const [y, m, d] = orgDate(Date.now() - 364 * 86_400_000)
    .split('-')
    .map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Minutes of a duration as the views write it: the Timesheet's `3:15`, the List's and the
 * Calendar's `3 h 15 min`, `45 min`, `2 h`; an empty cell is none.
 */
function minutesOf(text: string): number {
  const shown = text.trim();
  if (shown === '') return 0;
  // `3:15`, or a row's elapsed `3:15:00` (its seconds are whole minutes here).
  const clock = /^(\d+):(\d{2})(?::00)?$/.exec(shown);
  if (clock !== null) return Number(clock[1]) * 60 + Number(clock[2]);
  const words = /^(?:(\d+) h)?\s*(?:(\d+) min)?$/.exec(shown);
  if (words === null) throw new Error(`not a duration: “${text}”`);
  return Number(words[1] ?? 0) * 60 + Number(words[2] ?? 0);
}

/** Minutes of a block's `09:00–11:15` (blocks here never cross midnight). */
function blockMinutes(times: string): number {
  const match = /^(\d{2}):(\d{2})–(\d{2}):(\d{2})$/.exec(times.trim());
  if (match === null) throw new Error(`not a block's times: “${times}”`);
  const [, h1, m1, h2, m2] = match.map(Number) as [number, number, number, number, number];
  return h2 * 60 + m2 - (h1 * 60 + m1);
}

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.trim());
}

/** A row from the project picker, by the keys alone. */
async function addRow(page: Page, search: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Add a row' }).focus();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  const task = page.getByLabel('Task', { exact: true });
  await expect(task).not.toContainText('Loading tasks');
  if (await task.isEnabled()) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add row' })).toBeFocused();
  await page.keyboard.press('Enter');
}

async function chooseView(page: Page, name: 'List' | 'Timesheet' | 'Calendar'): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test('a week filled in the Timesheet by keyboard has the same day and week totals in the Calendar and the List', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const monday = emptyMonday();
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Time');
  await chooseView(page, 'Timesheet');
  await page.getByRole('radio', { name: 'Days' }).check();
  await page.getByLabel('From').fill(monday);
  await page.getByLabel('to', { exact: true }).fill(dates[6]!);
  await expect(page.getByText('No time this week yet.')).toBeVisible();

  // The website: Monday 2h, Tab on through the week, Thursday skipped, Sunday 20 minutes.
  await addRow(page, 'northwind web');
  const grid = page.getByRole('grid');
  const first = grid.getByTestId('timesheet-row').filter({ hasText: web });
  await expect(first.getByRole('gridcell').first()).toBeFocused();
  for (const [typed, then] of [
    ['2h', ['Tab']],
    ['1:30', ['Tab']],
    ['45m', ['Tab', 'Tab']],
    ['90', ['Tab', 'Tab']],
    ['0:20', []],
  ] as const) {
    await page.keyboard.type(typed);
    for (const key of then) await page.keyboard.press(key);
  }
  await page.keyboard.press('Enter');
  await expect(first.getByTestId('row-total')).toHaveText('6:05');

  // The app (it sorts first): Monday 1h, then by the arrows Saturday 50 minutes, Thursday 3:15.
  await addRow(page, 'contoso mobile');
  const second = grid.getByTestId('timesheet-row').filter({ hasText: app });
  await expect(second.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.type('1h');
  await page.keyboard.press('Enter');
  await expect(first.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('50m');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('3:15');
  await page.keyboard.press('Enter');
  await expect(second.getByTestId('row-total')).toHaveText('5:05');

  const dayTotals = grid.getByTestId('day-total');
  await expect(dayTotals).toHaveText(['3:00', '1:30', '0:45', '3:15', '1:30', '0:50', '0:20']);
  await expect(grid.getByTestId('week-total')).toHaveText('11:10');
  const sheetDays = (await texts(dayTotals)).map(minutesOf);
  const sheetWeek = minutesOf((await grid.getByTestId('week-total').textContent()) ?? '');
  expect(sheetDays.reduce((a, b) => a + b, 0)).toBe(sheetWeek);
  // Everything typed is on the service before the other views read it.
  await expect(page.getByTestId('outbox-indicator').filter({ hasText: 'waiting' })).toHaveCount(0);

  // The Calendar opens on the same week: each day's blocks add up to its total, and to the Timesheet's.
  await chooseView(page, 'Calendar');
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const columns = page.getByTestId('calendar-day');
  await expect(columns).toHaveCount(7);
  expect(await columns.evaluateAll((all) => all.map((c) => c.getAttribute('data-date')))).toEqual(dates);
  await expect(page.getByTestId('calendar-block')).toHaveCount(8);
  const blockDays = async (): Promise<number[]> => {
    const days: number[] = [];
    for (const date of dates) {
      const times = await texts(
        page.locator(
          `[data-testid="calendar-day"][data-date="${date}"] [data-testid="calendar-block-times"]`,
        ),
      );
      days.push(times.map(blockMinutes).reduce((a, b) => a + b, 0));
    }
    return days;
  };
  await expect.poll(blockDays).toEqual(sheetDays);
  await expect(page.getByTestId('calendar-day-total')).toHaveCount(7);
  await expect
    .poll(async () => (await texts(page.getByTestId('calendar-day-total'))).map(minutesOf))
    .toEqual(sheetDays);

  // The List: a heading per day with time, newest first, with its total; the range's total.
  await chooseView(page, 'List');
  await expect(page.getByTestId('range-total')).toHaveText(/^8 records, /);
  expect(
    minutesOf(((await page.getByTestId('range-total').textContent()) ?? '').replace(/^8 records, /, '')),
  ).toBe(sheetWeek);
  const headers = page.locator('.day-header');
  await expect(headers).toHaveCount(7);
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  await expect(headers).toContainText(weekdays.slice().reverse());
  await expect(page.getByTestId('time-row')).toHaveCount(8);
  await expect
    .poll(async () => (await texts(headers.getByTestId('day-total'))).map(minutesOf).reverse())
    .toEqual(sheetDays);
  // Each day's rows add up to its heading's total too (headings and rows in the order drawn).
  const rowDays = await page.locator('.day-header, [data-testid="time-row"]').evaluateAll((all) => {
    const days: string[][] = [];
    for (const element of all) {
      if (element.classList.contains('day-header')) days.push([]);
      else days.at(-1)?.push(element.querySelector('[data-testid="time-row-duration"]')?.textContent ?? '');
    }
    return days;
  });
  expect(rowDays.map((day) => day.map(minutesOf).reduce((a, b) => a + b, 0)).reverse()).toEqual(sheetDays);
});
