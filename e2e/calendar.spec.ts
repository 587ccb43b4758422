import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { V1Api } from './support/v1-api.ts';

// The calendar in Chromium through the browser host against the demo service: a record is dragged
// an hour later and its end half an hour later with the mouse, then moved by the keys; each time
// the service's own record (read over v1) has the new times.

const orgZone = 'Europe/Vienna';
const project = 'Northwind Website Relaunch';
const minute = 60_000;
const hour = 60 * minute;
/** The calendar's scale: 48 px an hour. */
const pxPerHour = 48;

test.use({ timezoneId: orgZone, locale: 'en-GB', viewport: { width: 1280, height: 900 } });

const demo = demoProcesses();

function orgDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: orgZone }).format(ms);
}

/** 10:00 of a date in Vienna, worked out with Intl alone (the test process may run in any zone). */
function tenOClock(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 10, 0);
  const offsetAt = (ms: number): number => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: orgZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(ms);
    const part = (type: Intl.DateTimeFormatPartTypes): number =>
      Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - ms;
  };
  return wall - offsetAt(wall - offsetAt(wall));
}

/** v1 dates come as `/Date(ms)/`. */
function msOf(value: unknown): number {
  if (typeof value === 'number') return value;
  const match = /Date\((-?\d+)/.exec(String(value));
  return match === null ? Date.parse(String(value)) : Number(match[1]);
}

async function timesOnService(v1: V1Api, description: string): Promise<string> {
  const found = await v1.get<{ start: unknown; stop: unknown; duration: number }[]>('time/timerecords', {
    $filter: `description eq '${description}'`,
  });
  const [record] = found;
  if (record === undefined) return 'missing';
  const start = msOf(record.start);
  return `${start}–${msOf(record.stop)} (${record.duration})`;
}

async function drag(page: Page, from: { x: number; y: number }, dy: number, dx = 0): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // In steps, as a hand does: the block follows and shows the times chosen.
  for (let i = 1; i <= 4; i++) await page.mouse.move(from.x + (dx * i) / 4, from.y + (dy * i) / 4);
  await page.mouse.up();
}

async function boxOf(block: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await block.scrollIntoViewIfNeeded();
  const box = await block.boundingBox();
  if (box === null) throw new Error('the block is not on screen');
  return box;
}

test('a record is dragged an hour later, its end half an hour later, moved by the keys and sideways to another day; the service has each new time', async ({
  page,
}) => {
  const description = 'Calendar: design review';
  const today = orgDate(Date.now());
  const start = tenOClock(today);
  const v1 = await V1Api.login(demo.service.url, 'acme', 'alice@example.com', 'alice-password');
  const projects = await v1.get<{ id: string }[]>('time/projects', { $filter: `name eq '${project}'` });
  await v1.post('time/timerecords', {
    start: new Date(start),
    stop: new Date(start + hour),
    duration: hour,
    description,
    project: { id: projects[0]?.id },
  });

  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Time');
  await page.getByRole('radio', { name: 'Calendar', exact: true }).check();
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const block = page.getByTestId('calendar-block').filter({ hasText: description });
  await expect(block).toHaveCount(1);
  await expect(block.getByTestId('calendar-block-times')).toHaveText('10:00–11:00');

  // Drag the middle of the block down by an hour.
  let box = await boxOf(block);
  await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, pxPerHour);
  await expect(block.getByTestId('calendar-block-times')).toHaveText('11:00–12:00');
  await expect(page.getByTestId('calendar-announcement')).toHaveText(`${description} moved to 11:00–12:00.`);
  await expect
    .poll(() => timesOnService(v1, description))
    .toBe(`${start + hour}–${start + 2 * hour} (${hour})`);

  // Drag its bottom edge down by half an hour.
  box = await boxOf(block);
  await drag(page, { x: box.x + box.width / 2, y: box.y + box.height - 2 }, pxPerHour / 2);
  await expect(block.getByTestId('calendar-block-times')).toHaveText('11:00–12:30');
  await expect
    .poll(() => timesOnService(v1, description))
    .toBe(`${start + hour}–${start + 2.5 * hour} (${1.5 * hour})`);

  // The keys: Shift+↓ moves it 30 minutes; leaving the block saves.
  await block.focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(block.getByTestId('calendar-block-times')).toHaveText('11:30–13:00');
  await expect
    .poll(() => timesOnService(v1, description), { timeout: 10_000 })
    .toBe(`${start + 1.5 * hour}–${start + 3 * hour} (${1.5 * hour})`);

  // Esc during a drag puts the block back, and opens nothing.
  box = await boxOf(block);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + pxPerHour);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 2 * pxPerHour);
  await expect(block.getByTestId('calendar-block-times')).toHaveText('13:30–15:00');
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(block.getByTestId('calendar-block-times')).toHaveText('11:30–13:00');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A drag on empty time opens the editor with the times chosen; nothing is saved before Save.
  await page.locator('.calendar__scroll').evaluate((scroller) => {
    scroller.scrollTop = 14 * 48;
  });
  const dayBox = await page.getByTestId('calendar-day').boundingBox();
  if (dayBox === null) throw new Error('the day is not on screen');
  const sixteen = dayBox.y + 16 * pxPerHour + 1;
  await drag(page, { x: dayBox.x + dayBox.width / 2, y: sixteen }, pxPerHour);
  const editor = page.getByRole('dialog', { name: 'Add time' });
  await expect(editor.getByLabel('Start')).toHaveValue('16:00');
  await expect(editor.getByLabel('Duration')).toHaveValue('1:00');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // In the week, a drag sideways moves the record to the next day (the day before on a Sunday).
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const sunday =
    new Intl.DateTimeFormat('en-US', { timeZone: orgZone, weekday: 'short' }).format(Date.now()) === 'Sun';
  const days = sunday ? -1 : 1;
  const column = await page.getByTestId('calendar-day').first().boundingBox();
  if (column === null) throw new Error('the week is not on screen');
  box = await boxOf(block);
  await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 0, days * column.width);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const otherDay = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  const otherStart = tenOClock(otherDay) + 1.5 * hour;
  await expect
    .poll(() => timesOnService(v1, description))
    .toBe(`${otherStart}–${otherStart + 1.5 * hour} (${1.5 * hour})`);
  await expect(block.locator('xpath=..')).toHaveAttribute('data-date', otherDay);
});

test('the calendar passes axe-core in the light and the dark theme, as a week and as a day', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Time');
  await page.getByRole('radio', { name: 'Calendar', exact: true }).check();
  await expect(page.getByTestId('calendar-block').first()).toBeVisible();
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const mode of ['Week', 'Day'] as const) {
      await page.getByRole('button', { name: mode, exact: true }).click();
      await page.waitForTimeout(250);
      const results = await new AxeBuilder({ page }).include('.calendar').analyze();
      for (const violation of results.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        problems.push(
          `${scheme} ${mode}: ${violation.id} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});
