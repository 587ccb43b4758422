import AxeBuilder from '@axe-core/playwright';
import { demoProcesses } from './support/demo-processes.ts';
import { expect, test, type Page } from '@playwright/test';
import { sections, type SectionId } from '../src-shared/domain/sections.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { V1Api } from './support/v1-api.ts';

// axe-core on every section of the window and the dialogs that matter, in the light and the dark
// theme, at a narrow window and as a read-only member. Anything of serious or critical impact fails
// (and heading-order, see alsoFailing); lesser findings become annotations in the report;
// and the failure lists every rule, element and help text at once so one run shows all that is left.

const demo = demoProcesses();

/** Moderate in axe-core, but a jump in heading levels breaks navigation by headings, so it fails too. */
const alsoFailing: ReadonlySet<string> = new Set(['heading-order']);

interface Finding {
  readonly where: string;
  readonly rule: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: readonly string[];
}

/** Collects findings over many screens so one failure reports them all. */
class Audit {
  readonly #findings: Finding[] = [];
  readonly #page: Page;
  readonly #label: string;

  constructor(page: Page, label: string) {
    this.#page = page;
    this.#label = label;
  }

  /** Scans the app's page, or another one (the hosted sign-in pages open in a tab of their own). */
  async scan(where: string, page: Page = this.#page): Promise<void> {
    // Transitions would otherwise be measured halfway (a colour fading in reads as low contrast).
    await page.waitForTimeout(250);
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      const fails =
        violation.impact === 'serious' || violation.impact === 'critical' || alsoFailing.has(violation.id);
      if (!fails) {
        // Lesser findings are kept in the report, to be seen without failing the run.
        test.info().annotations.push({
          type: `axe ${violation.impact ?? 'minor'}`,
          description: `${violation.id} on ${this.#label} / ${where}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        });
        continue;
      }
      this.#findings.push({
        where: `${this.#label} / ${where}`,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${firstLine(node.failureSummary)})` : ''}`,
        ),
      });
    }
  }

  report(): string {
    return this.#findings
      .map((f) => `[${f.impact}] ${f.rule} on ${f.where}: ${f.help}\n    ${f.targets.join('\n    ')}`)
      .join('\n');
  }

  expectClean(): void {
    expect(
      this.#findings.length,
      `axe-core found serious, critical or heading-order problems:\n${this.report()}`,
    ).toBe(0);
  }
}

function firstLine(summary: string): string {
  return summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('Fix any') && !line.startsWith('Fix all'))
    .join(' ');
}

/** Puts a project (with its records) in the trash from outside the app, so the trash has a row. */
async function trashAProject(): Promise<string> {
  const v1 = await V1Api.login(demo.service.url, 'acme', 'alice@example.com', 'alice-password');
  const projects = await v1.get<readonly { id: number | string; name: string }[]>('time/projects', {
    no_expand: 'true',
  });
  const project = projects[0]!;
  await v1.delete(`time/projects/${project.id}`);
  return project.name;
}

async function scanEverySection(
  page: Page,
  audit: Audit,
  options: { readOnly?: boolean; only?: readonly SectionId[] } = {},
) {
  for (const section of sections.filter((s) => options.only?.includes(s.id) ?? true)) {
    await openSection(page, section.label);
    await waitForSection(page, section.id);
    await audit.scan(section.label);

    if (section.id === 'projects') {
      await page
        .getByRole('list', { name: 'Projects' })
        .getByRole('listitem')
        .first()
        .getByRole('button')
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
      await audit.scan('Projects, one project open');
      if (options.readOnly !== true) {
        await page.getByRole('button', { name: 'Edit project' }).click();
        const edit = page.getByRole('dialog');
        await expect(edit).toBeVisible();
        await audit.scan('Projects, Edit project dialog');
        await page.keyboard.press('Escape');
        await expect(edit).toBeHidden();
        await openSection(page, 'Projects');
        await page.getByRole('button', { name: 'New project' }).click();
        const form = page.getByRole('dialog');
        await expect(form).toBeVisible();
        await audit.scan('Projects, New project dialog');
        await page.keyboard.press('Escape');
        await expect(form).toBeHidden();
        // A running stopwatch shows in the status line of every screen scanned after this.
        await page
          .getByRole('list', { name: 'Projects' })
          .getByRole('button', { name: /^Start / })
          .first()
          .click();
        await expect(page.getByRole('list', { name: 'Projects' }).getByText('Running')).toBeVisible();
        // A starred project: the Stopwatch screen scanned next shows the favorites strip.
        const list = page.getByRole('list', { name: 'Projects' });
        const star = list.getByRole('button', { name: /^Star / }).first();
        const name = ((await star.getAttribute('aria-label')) ?? '').replace(/^Star /, '');
        await star.click();
        await expect(list.getByRole('button', { name: `Unstar ${name}` })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await audit.scan('Projects, stopwatch running, a project starred');
      }
    }
    if (section.id === 'stopwatch' && options.readOnly !== true) {
      await expect(page.getByRole('region', { name: 'Favorites' })).toBeVisible();
    }
    if (section.id === 'time') await scanTimeViews(page, audit, '');
    if (section.id === 'time' && options.readOnly !== true) {
      await page.getByRole('button', { name: 'Add time' }).click();
      const editor = page.getByRole('dialog', { name: 'Add time' });
      await expect(editor).toBeVisible();
      await audit.scan('Time, Add time dialog');
      await page.keyboard.press('Escape');
      await expect(editor).toBeHidden();

      const row = page.getByTestId('time-row').first();
      await row.getByRole('button', { name: /^Edit/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit time record' });
      await expect(edit).toBeVisible();
      await audit.scan('Time, Edit time record dialog');
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();

      await row.getByRole('button', { name: /^Delete/ }).click();
      const toast = page.getByRole('status').filter({ hasText: 'moved to the trash' });
      await expect(toast).toBeVisible();
      await audit.scan('Time, a record deleted (undo toast)');
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(toast).toBeHidden();
    }
    if (section.id === 'reports') {
      await page.getByRole('tab', { name: 'Records and prices' }).click();
      await expect(page.getByRole('tab', { name: 'Records and prices' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.waitForTimeout(500);
      await audit.scan('Reports, Records and prices');
      if (options.readOnly !== true) {
        const records = page.getByRole('region', { name: 'Time records of the period' });
        await records
          .getByRole('checkbox', { name: /^Select (?!all)/ })
          .first()
          .check();
        await expect(records.getByText('1 selected')).toBeVisible();
        await page.waitForTimeout(500);
        await audit.scan('Reports, one record selected (price check)');
        await records.getByRole('checkbox', { name: 'Select all records on this page' }).check();
        await records.getByRole('button', { name: 'Recompute prices…' }).click();
        const recompute = page.getByRole('dialog').or(page.getByRole('alertdialog'));
        await expect(recompute).toBeVisible();
        await audit.scan('Reports, Recompute prices dialog');
        await page.keyboard.press('Escape');
        await expect(recompute).toBeHidden();
        await records.getByRole('button', { name: 'Clear selection' }).click();
      }
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByRole('button', { name: /^Projects:/ }).click();
      const projects = page.getByRole('group', { name: 'Projects' });
      await expect(projects).toBeVisible();
      await audit.scan('Reports, project filter open');
      await page.keyboard.press('Escape');
      await expect(projects).toBeHidden();
    }
    if (section.id === 'trash' && options.readOnly !== true) {
      const restore = page.getByRole('button', { name: /^Restore / }).first();
      await restore.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await audit.scan('Trash, Restore dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page
        .getByRole('button', { name: /^Delete for good/ })
        .first()
        .click();
      const purge = page.getByRole('alertdialog');
      await expect(purge).toBeVisible();
      await audit.scan('Trash, Delete for good dialog');
      await page.keyboard.press('Escape');
      await expect(purge).toBeHidden();
    }
  }
  // Once, with the last section.
  if (options.only !== undefined && !options.only.includes('settings')) return;
  await page.keyboard.press('Control+k');
  const switcher = page.getByRole('dialog');
  await expect(switcher).toBeVisible();
  await audit.scan('Quick switcher');
  await page.keyboard.press('Escape');
  await expect(switcher).toBeHidden();
}

/** Time's other two views, the Timesheet and the Calendar, then back to the List. */
async function scanTimeViews(page: Page, audit: Audit, where: string): Promise<void> {
  const choose = async (name: 'List' | 'Timesheet' | 'Calendar'): Promise<void> => {
    await page.getByRole('radio', { name }).check();
    await expect(page.getByRole('radio', { name })).toBeChecked();
  };
  await choose('Timesheet');
  await expect(page.getByRole('grid').or(page.getByText('No time this week yet.'))).toBeVisible();
  await audit.scan(`Time, Timesheet${where}`);
  await choose('Calendar');
  await expect(page.getByTestId('calendar-day').first()).toBeVisible();
  await expect(page.locator('.calendar__scroll')).toHaveAttribute('aria-busy', 'false');
  await audit.scan(`Time, Calendar${where}`);
  await choose('List');
  await waitForSection(page, 'time');
}

/** Starts the stopwatch on the first project, so the status line of every screen shows it running. */
async function startOnFirstProject(page: Page): Promise<void> {
  await openSection(page, 'Projects');
  const list = page.getByRole('list', { name: 'Projects' });
  await list
    .getByRole('button', { name: /^Start / })
    .first()
    .click();
  await expect(list.getByText('Running')).toBeVisible();
}

/** Waits until a section shows its data rather than a loading line, so what is checked is what people see. */
async function waitForSection(page: Page, id: (typeof sections)[number]['id']): Promise<void> {
  const main = page.getByRole('main');
  if (id === 'projects') await expect(page.getByTestId('project-count')).toContainText('projects');
  if (id === 'time')
    await expect(
      page.getByTestId('time-row').first().or(main.getByText('No time records in this range.')),
    ).toBeVisible();
  if (id === 'reports') await expect(main.getByRole('tab', { name: 'Overview' })).toBeVisible();
  if (id === 'trash')
    await expect(main.getByRole('status').filter({ hasText: 'in the trash' })).toBeVisible();
  if (id === 'settings')
    await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected');
  await page.waitForTimeout(300);
}

/**
 * In the other organization (another time zone, its zone name shown) with the stopwatch still going
 * in the first one; then back, so what follows runs where it started.
 */
async function scanOtherOrganization(page: Page, audit: Audit): Promise<void> {
  await openSection(page, 'Settings');
  await page.getByLabel('Organization').selectOption({ label: 'Globex Labs' });
  await expect(page.getByTestId('account-chip')).toContainText('Globex Labs');
  const connected = page.getByTestId('v1-status').filter({ hasText: 'Time tracking is connected' });
  const connect = page.getByRole('button', { name: 'Connect time tracking' });
  await expect(connected.or(connect)).toBeVisible();
  await audit.scan('Settings, other organization');
  if (await connect.isVisible()) {
    await page.getByLabel('Password', { exact: true }).fill('alice-password');
    await connect.click();
    await expect(connected).toBeVisible();
  }
  for (const section of ['stopwatch', 'time', 'reports'] as const) {
    const label = sections.find((s) => s.id === section)!.label;
    await openSection(page, label);
    await waitForSection(page, section);
    await audit.scan(`${label}, other organization`);
  }
  await openSection(page, 'Settings');
  await page.getByLabel('Organization').selectOption({ label: 'Acme Studio' });
  await expect(page.getByTestId('account-chip')).toContainText('Acme Studio');
  await expect(connected.or(connect)).toBeVisible();
  if (await connect.isVisible()) {
    await page.getByLabel('Password', { exact: true }).fill('alice-password');
    await connect.click();
    await expect(connected).toBeVisible();
  }
}

/** With the service gone and the stopwatch stopped meanwhile: the offline notice, the waiting change and its dialog. */
async function scanOffline(page: Page, audit: Audit): Promise<void> {
  await demo.service.halt();
  await openSection(page, 'Stopwatch');
  await page.getByRole('button', { name: 'Stop', exact: true }).first().click();
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toContainText('1 change waiting');
  await expect(indicator).toContainText('offline');
  await expect(page.getByTestId('offline-notice')).toBeVisible({ timeout: 30_000 });
  await audit.scan('Stopwatch, offline with a change waiting');
  await indicator.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await audit.scan('Outbox dialog, offline');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openSection(page, 'Time');
  await audit.scan('Time, offline');
}

/**
 * Signs Alice in as `signIn` does, scanning on the way: every section signed out, the hosted
 * sign-in and organization pages, and Settings waiting for the time-tracking password.
 */
async function signInScanning(page: Page, audit: Audit, theme: 'light' | 'dark'): Promise<void> {
  await page.goto(demo.host.pageUrl);
  for (const section of sections) {
    await openSection(page, section.label);
    await page.waitForTimeout(300);
    await audit.scan(`${section.label}, signed out`);
  }
  const mark = demo.host.output().length;
  await page.getByRole('button', { name: 'Sign in with your browser' }).click();
  await expect
    .poll(() => /Open in your browser: (\S+)/.exec(demo.host.output().slice(mark))?.[1] ?? null)
    .not.toBeNull();
  const address = /Open in your browser: (\S+)/.exec(demo.host.output().slice(mark))![1]!;
  const hosted = await page.context().newPage();
  await hosted.emulateMedia({ colorScheme: theme });
  await hosted.goto(address);
  await audit.scan('hosted sign-in page', hosted);
  await hosted.getByLabel('Email').fill('alice@example.com');
  await hosted.getByLabel('Password').fill('alice-password');
  await hosted.getByRole('button', { name: 'Sign in' }).click();
  await expect(hosted.getByLabel('Acme Studio')).toBeVisible();
  await audit.scan('hosted organization choice', hosted);
  await hosted.getByLabel('Acme Studio').check();
  await hosted.getByRole('button', { name: 'Continue' }).click();
  await expect(hosted.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await audit.scan('hosted signed-in page', hosted);
  await hosted.close();
  await expect(page.getByTestId('account-chip')).toContainText('Acme Studio');
  await audit.scan('Settings, time tracking not connected');
  await page.getByLabel('Password', { exact: true }).fill('alice-password');
  await page.getByRole('button', { name: 'Connect time tracking' }).click();
  await expect(page.getByTestId('v1-status')).toContainText('Time tracking is connected');
}

// Each part is a test of its own (fresh service and host, its own time limit): one long walk
// through everything took most of three minutes on a busy machine.
for (const theme of ['light', 'dark'] as const) {
  test(`signed out, the hosted sign-in pages and connecting pass axe-core in the ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const audit = new Audit(page, theme);
    await signInScanning(page, audit, theme);
    audit.expectClean();
  });

  test(`Projects, Stopwatch and Time with their dialogs pass axe-core for a full member in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    const audit = new Audit(page, theme);
    await signIn(page, demo.host, 'alice@example.com', 'alice-password');
    await scanEverySection(page, audit, { only: ['projects', 'stopwatch', 'time'] });
    audit.expectClean();
  });

  test(`Reports, Trash, Settings and the quick switcher pass axe-core for a full member in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    await trashAProject();
    const audit = new Audit(page, theme);
    await signIn(page, demo.host, 'alice@example.com', 'alice-password');
    // As in the first half: the stopwatch runs, so every screen's status line shows it.
    await startOnFirstProject(page);
    await scanEverySection(page, audit, { only: ['reports', 'trash', 'settings'] });
    audit.expectClean();
  });

  test(`another organization and offline pass axe-core in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    const audit = new Audit(page, theme);
    await signIn(page, demo.host, 'alice@example.com', 'alice-password');
    await startOnFirstProject(page);
    await scanOtherOrganization(page, audit);
    await scanOffline(page, audit);
    audit.expectClean();
  });
}

test('every section passes axe-core 420 px wide, with the stopwatch running', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await trashAProject();
  const audit = new Audit(page, 'light');
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await startOnFirstProject(page);
  await page.setViewportSize({ width: 420, height: 800 });
  for (const section of sections) {
    await openSection(page, section.label);
    await waitForSection(page, section.id);
    await audit.scan(`${section.label}, 420 px wide`);
    if (section.id === 'time') await scanTimeViews(page, audit, ', 420 px wide');
  }
  audit.expectClean();
});

test('every screen passes axe-core for a read-only member', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, demo.host, 'bob@example.com', 'bob-password');
  const audit = new Audit(page, 'read-only Bob');
  // Named by what it shows (Chromium puts a space before the hidden comma; speech does not hear it).
  await expect(page.getByTestId('account-chip')).toHaveAccessibleName(
    /^Account: Acme Studio ?, Bob Brennan$/,
  );
  await scanEverySection(page, audit, { readOnly: true });
  audit.expectClean();
});

test('every section passes axe-core for a read-only member in the dark theme chosen in Settings', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, demo.host, 'bob@example.com', 'bob-password');
  const audit = new Audit(page, 'read-only Bob');
  // The preference overrides the system's light scheme (the page's data-theme, not the media query).
  await openSection(page, 'Settings');
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const section of sections) {
    await openSection(page, section.label);
    await waitForSection(page, section.id);
    await audit.scan(`${section.label}, dark chosen in Settings`);
    if (section.id === 'time') await scanTimeViews(page, audit, ', dark chosen in Settings');
  }
  audit.expectClean();
});
