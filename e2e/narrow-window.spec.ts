import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sections } from '../src-shared/domain/sections.ts';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';

// The whole app in a narrow window (420×720, where people keep a time tracker beside their work):
// in every section and the dialogs that matter, no control is cut off at the sides and the page
// never scrolls sideways; the navigation is a menu button; axe-core finds nothing serious.
// A screenshot of each place is attached to the test's output.

const demo = demoProcesses();

/** Roles a person acts on; each must be whole within the window's width. */
const controlSelector = [
  'button',
  'a[href]',
  'select',
  'textarea',
  'input:not([type="hidden"])',
  '[role="button"]',
  '[role="link"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="checkbox"]',
].join(',');

/**
 * Boxes made to scroll sideways on their own when narrow: tables (in their scrolling wrapper), the
 * timesheet's grid and the calendar's week. Any other box that overflows (the Time list, a form)
 * counts as cutting its controls off.
 */
const sidewaysBoxes = '[role="grid"], [role="table"], .calendar__scroll';

interface Clipped {
  readonly what: string;
  readonly left: number;
  readonly right: number;
}

/**
 * Controls whose box reaches past the window's left or right edge. A control in a box made to
 * scroll sideways (see sidewaysBoxes) counts when that box itself is cut off.
 */
async function clippedControls(
  page: Page,
): Promise<{ clipped: Clipped[]; scrollWidth: number; width: number }> {
  return page.evaluate(
    ([selector, sidewaysBoxes]) => {
      const width = window.innerWidth;
      const clipped: { what: string; left: number; right: number }[] = [];
      const describe = (element: Element): string =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`;
      for (const element of document.querySelectorAll(selector)) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        let box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        // Visually hidden inputs (1 px, clipped) stand for a visible label; measure the label.
        if (box.width <= 1 && element.closest('label') !== null)
          box = element.closest('label')!.getBoundingClientRect();
        let measured: Element = element;
        for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
          const overflowX = getComputedStyle(parent).overflowX;
          const sideways = parent.matches(sidewaysBoxes) || parent.querySelector('table') !== null;
          if (
            sideways &&
            (overflowX === 'auto' || overflowX === 'scroll') &&
            parent.scrollWidth > parent.clientWidth
          ) {
            measured = parent;
            box = parent.getBoundingClientRect();
            break;
          }
        }
        if (box.left < -0.5 || box.right > width + 0.5) {
          clipped.push({
            what:
              measured === element
                ? describe(element)
                : `${describe(element)} in a scrolling ${describe(measured)}`,
            left: Math.round(box.left),
            right: Math.round(box.right),
          });
        }
      }
      return { clipped, scrollWidth: document.documentElement.scrollWidth, width };
    },
    [controlSelector, sidewaysBoxes] as const,
  );
}

async function checkPlace(page: Page, place: string): Promise<void> {
  await page.waitForTimeout(250);
  const { clipped, scrollWidth, width } = await clippedControls(page);
  const path = test.info().outputPath(`${place.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  await page.screenshot({ path });
  await test.info().attach(place, { path, contentType: 'image/png' });
  expect.soft(clipped, `controls cut off at the sides on ${place}`).toEqual([]);
  expect.soft(scrollWidth, `the page scrolls sideways on ${place}`).toBeLessThanOrEqual(width);
  const main = await page
    .getByRole('main')
    .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect.soft(main.scroll, `the screen scrolls sideways on ${place}`).toBeLessThanOrEqual(main.client);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(serious, `axe-core on ${place}`).toEqual([]);
}

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
}

// The narrowest one in the dark theme, so both themes are seen narrow.
for (const { width, height, colorScheme } of [
  { width: 420, height: 720, colorScheme: 'light' },
  { width: 360, height: 640, colorScheme: 'dark' },
] as const) {
  test(`at ${width}×${height} every section and dialog fits (${colorScheme} theme): no control cut off, no sideways page, the menu button navigates`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    await signIn(page, demo.host, 'alice@example.com', 'alice-password');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Projects' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await checkPlace(page, 'Menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    for (const section of sections) {
      await openSection(page, section.label);
      await waitForSection(page, section.id);
      await checkPlace(page, section.label);
      if (section.id === 'stopwatch') {
        // Below the fields the screen scrolls down (never sideways) to a Start button seen whole.
        const start = page.getByRole('button', { name: 'Start', exact: true });
        await start.scrollIntoViewIfNeeded();
        await expect(start).toBeInViewport({ ratio: 1 });
      }
      if (section.id === 'projects') {
        await page.getByRole('button', { name: 'New project' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkPlace(page, 'Projects, New project dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      if (section.id === 'time') {
        await page.getByRole('button', { name: /^Projects:/ }).click();
        await expect(page.getByRole('group', { name: 'Projects' })).toBeVisible();
        await checkPlace(page, 'Time, project filter open');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('group', { name: 'Projects' })).toBeHidden();

        await page.getByRole('button', { name: 'Add time' }).click();
        await expect(page.getByRole('dialog', { name: 'Add time' })).toBeVisible();
        await checkPlace(page, 'Time, Add time dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.getByRole('radio', { name: 'Timesheet' }).check();
        await expect(page.getByRole('grid')).toBeVisible();
        await checkPlace(page, 'Time, Timesheet');
        await page.getByRole('radio', { name: 'Calendar' }).check();
        await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();
        await checkPlace(page, 'Time, Calendar');
        await page.getByRole('radio', { name: 'List' }).check();
      }
      if (section.id === 'trash') {
        await page
          .getByRole('button', { name: /^Restore / })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkPlace(page, 'Trash, Restore dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      if (section.id === 'reports') {
        await page.getByRole('tab', { name: 'Records and prices' }).click();
        await expect(page.getByRole('region', { name: 'Time records of the period' })).toBeVisible();
        await checkPlace(page, 'Reports, Records and prices');
      }
    }
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkPlace(page, 'Quick switcher');
    await page.keyboard.press('Escape');
  });
}
