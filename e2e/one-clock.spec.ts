import { readFileSync } from 'node:fs';
import { demoProcesses } from './support/demo-processes.ts';
import { expect, test, type Page } from '@playwright/test';
import { readCsv } from './support/csv.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { describeRunning, startFromProjects } from './support/stopwatch-flow.ts';
import { V1Api } from './support/v1-api.ts';

// One record entered three ways (the stopwatch, Add time, the v1 API) in an organization whose
// zone (Acme: Europe/Vienna) is not the computer's (Asia/Tokyo, eight hours ahead): Time,
// Reports, the CSV and the tray's text must tell the same days, times and totals. 20:00 in Vienna
// is 04:00 of the next day in Tokyo, so a screen that used the computer's zone would put that
// record on another day.

const orgZone = 'Europe/Vienna';
const computerZone = 'Asia/Tokyo';
const project = 'Northwind Website Relaunch';

test.use({ timezoneId: computerZone, locale: 'en-GB' });

const demo = demoProcesses({ hostEnv: { TZ: computerZone } });

/** The organization's calendar date of an instant, `yyyy-mm-dd`, worked out here from Intl alone. */
function orgDate(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: orgZone }).format(ms);
}

/** The instant at a wall-clock time of a date in the organization's zone. */
function orgInstant(date: string, hour: number, minute: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
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
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** Minutes of the day from "20:00", "8:00 PM" or "8:00 pm". */
function minutesOf(text: string): number {
  const match = /(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?/i.exec(text);
  if (match === null) throw new Error(`no time of day in "${text}"`);
  const hour = Number(match[1]) % (match[3] === undefined ? 24 : 12);
  const pm = match[3] !== undefined && match[3].toLowerCase().startsWith('p');
  return (hour + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

async function dayTotalOfToday(page: Page): Promise<string> {
  await openSection(page, 'Time');
  await page.getByLabel('Today').check();
  const total = page.getByTestId('day-total').first();
  await expect(total).not.toHaveText('…');
  return ((await total.textContent()) ?? '').trim();
}

test('the stopwatch, Add time and the v1 API in a Vienna organization on a Tokyo computer: Time, Reports, the CSV and the tray agree', async ({
  page,
}) => {
  const today = orgDate(Date.now());

  // The v1 API first, from outside the app: 20:00–20:45 in Vienna, which is tomorrow in Tokyo.
  const v1 = await V1Api.login(demo.service.url, 'acme', 'alice@example.com', 'alice-password');
  const projects = await v1.get<{ id: string; name: string }[]>('time/projects', {
    $filter: `name eq '${project}'`,
  });
  const projectId = projects[0]?.id;
  expect(projectId).toBeDefined();
  const apiStart = orgInstant(today, 20, 0);
  await v1.post('time/timerecords', {
    start: new Date(apiStart),
    stop: new Date(apiStart + 45 * 60_000),
    duration: 45 * 60_000,
    description: 'One clock: v1 API',
    project: { id: projectId },
  });

  await signIn(page, demo.host, 'alice@example.com', 'alice-password');

  // The stopwatch: a few seconds on the project.
  await startFromProjects(page, 'northwind web', project);
  const status = await describeRunning(page, project, 'One clock: stopwatch');
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  // Add time: 09:00–10:30 typed as Vienna time.
  await openSection(page, 'Time');
  await page.getByRole('button', { name: 'Add time' }).click();
  const editor = page.getByRole('dialog', { name: 'Add time' });
  await editor.getByLabel('Date').fill(today);
  await editor.getByLabel('Start').fill('09:00');
  await editor.getByLabel('Stop', { exact: true }).fill('10:30');
  await editor.getByRole('combobox', { name: 'Project' }).fill('Northwind Website');
  await editor
    .getByRole('option', { name: new RegExp(project) })
    .first()
    .click();
  await editor.getByLabel('Description').fill('One clock: add time');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  // Time: all three under Vienna's today, at Vienna's times, with the zone named.
  const total = await dayTotalOfToday(page);
  const rows = page.getByTestId('time-row').filter({ hasText: 'One clock' });
  await expect(rows).toHaveCount(3);
  const added = page.getByTestId('time-row').filter({ hasText: 'One clock: add time' });
  await expect(added).toContainText('09:00');
  await expect(added).toContainText('10:30');
  await expect(added.getByTestId('time-row-duration')).toHaveText('1:30:00');
  const fromApi = page.getByTestId('time-row').filter({ hasText: 'One clock: v1 API' });
  await expect(fromApi).toContainText('20:00');
  await expect(fromApi).toContainText('20:45');
  await expect(page.getByTestId('zone-note')).toContainText(/CET|GMT\+1|Central European/);

  // The tray's text (the window title in the browser host) counts the same today.
  await expect.poll(() => page.title()).toContain(`today ${total}`);

  // Reports of today: the same total; the records at the same times.
  await openSection(page, 'Reports');
  await page.getByRole('combobox', { name: 'Kind of period' }).selectOption('day');
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('total-time').locator('dd')).toHaveText(total);
  await page.getByRole('tab', { name: 'Records and prices' }).click();
  const reportRow = page.getByRole('row').filter({ hasText: 'One clock: v1 API' });
  await expect(reportRow).toContainText('20:00');

  // The CSV of today's records: Vienna's date and times, hours adding up to the same total.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export records (CSV)' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...records] = readCsv(text);
  const column = (name: string): number => header!.findIndex((h) => h.startsWith(name));
  const ours = (description: string): string[] => {
    const row = records.find((r) => r[column('Description')] === description);
    if (row === undefined) throw new Error(`${description} is not in the CSV`);
    return row;
  };
  expect(header![column('Start')]).toBe(`Start (${orgZone})`);
  for (const [description, start, stop] of [
    ['One clock: v1 API', 20 * 60, 20 * 60 + 45],
    ['One clock: add time', 9 * 60, 10 * 60 + 30],
  ] as const) {
    const row = ours(description);
    expect(minutesOf(row[column('Start')]!)).toBe(start);
    expect(minutesOf(row[column('Stop')]!)).toBe(stop);
    expect(row[column('Date')]).toBe(today);
    expect(row[column('Start')]).toContain(today);
  }
  expect(ours('One clock: stopwatch')[column('Project')]).toBe(project);
  const hours = records.reduce((sum, r) => sum + Number(r[column('Hours')]), 0);
  const spoken = /^(?:(\d+) h)?\s*(?:(\d+) min)?$/.exec(total);
  const [h, m] = [Number(spoken?.[1] ?? 0), Number(spoken?.[2] ?? 0)];
  // Each row's hours are rounded to four places; the total drops the seconds.
  expect(Math.abs(hours * 60 - (h * 60 + m))).toBeLessThan(1);
});
