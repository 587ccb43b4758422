import { expect, test } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { V1Api } from './support/v1-api.ts';

// Work type end to end and a running stopwatch's start moved, in Chromium through the browser
// host against the demo service (Acme, Europe/Vienna), checked over v1.

const demo = demoProcesses();
const project = 'Contoso Mobile Banking App';
const orgZone = 'Europe/Vienna';

/** "HH:MM" of an instant in the organization's zone, worked out here from Intl alone. */
function orgClock(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: orgZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}

/** Epoch ms of a v1 date as it travels (`/Date(ms)/`). */
function msOf(value: unknown): number {
  const match = /Date\((-?\d+)/.exec(String(value));
  if (match === null) throw new Error(`not a v1 date: ${String(value)}`);
  return Number(match[1]);
}

interface V1Record {
  readonly id: string;
  readonly start: string;
  readonly duration: number;
  readonly workType: { readonly id: string; readonly name?: string } | null;
}

test('a stopwatch started with a work type records it, Time filters by it, and a running stopwatch’s start moves an hour back', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  const v1 = await V1Api.login(demo.service.url, 'acme', 'alice@example.com', 'alice-password');
  const workTypes = await v1.get<{ id: string; name: string }[]>('time/worktypes', { no_expand: 'true' });
  const design = workTypes.find((w) => w.name === 'Design');
  expect(design).toBeDefined();

  // Chosen before the start, by keyboard-reachable controls.
  await openSection(page, 'Stopwatch');
  await page.getByRole('combobox', { name: 'Work type' }).selectOption({ label: 'Design' });
  await page.getByRole('combobox', { name: 'Project' }).fill('contoso mobile');
  await page.getByRole('option', { name: new RegExp(project) }).click();
  await page.getByLabel('What are you working on?').fill('Typed wireframes');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const status = page.getByTestId('stopwatch-status');
  await expect(status).toContainText(`Running on ${project}`);
  await expect(page.getByRole('combobox', { name: 'Work type' })).toHaveValue(design!.id);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  // The Time list shows it, and the work type filter keeps or hides it.
  await openSection(page, 'Time');
  await page.getByLabel('Today').check();
  const row = page.getByTestId('time-row').filter({ hasText: 'Typed wireframes' });
  await expect(row.getByTestId('time-row-work-type')).toHaveText('Design');
  await page.getByRole('button', { name: 'Work types: All work types' }).click();
  await page.getByRole('checkbox', { name: 'Meetings' }).check();
  await expect(row).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Meetings' }).uncheck();
  await page.getByRole('checkbox', { name: 'Design' }).check();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  const [stored] = await v1.get<V1Record[]>('time/timerecords', {
    $filter: "description eq 'Typed wireframes'",
    no_expand: 'true',
  });
  expect(stored?.workType?.id).toBe(design!.id);

  // A new stopwatch whose start is typed an hour back while it runs.
  await openSection(page, 'Stopwatch');
  await page.getByRole('combobox', { name: 'Project' }).fill('contoso mobile');
  await page.getByRole('option', { name: new RegExp(project) }).click();
  await page.getByLabel('What are you working on?').fill('Forgot to start');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(status).toContainText(`Running on ${project}`);
  const hourAgo = Date.now() - 3_600_000;
  const startedAt = page.getByRole('textbox', { name: 'Started at' });
  await startedAt.fill(orgClock(hourAgo));
  await startedAt.press('Enter');
  await expect(page.getByTestId('stopwatch-face')).toHaveText(/^1:0[01]:\d\d$/);
  await expect(status).not.toContainText('Not saved yet');

  const minuteOf = (ms: number): number => Math.floor(ms / 60_000);
  await expect
    .poll(async () => {
      const [impulse] = await v1.get<{ start: string }[]>('time/impulses', { no_expand: 'true' });
      return impulse === undefined ? null : minuteOf(msOf(impulse.start));
    })
    .toBe(minuteOf(hourAgo));

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');
  await expect
    .poll(async () => {
      const [record] = await v1.get<V1Record[]>('time/timerecords', {
        $filter: "description eq 'Forgot to start'",
        no_expand: 'true',
      });
      return record === undefined ? null : Math.round(record.duration / 60_000);
    })
    .toBeGreaterThanOrEqual(60);
});
