import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';

// Favorites and the project picker's keys, in Chromium through the browser host against the demo
// service: starred in Projects, they are on top of the stopwatch screen, the picker and the quick
// switcher, start with one click or Enter, and belong to the organization they were starred in.

const demo = demoProcesses();
const project = 'Contoso Mobile Banking App';

/** Serious and critical axe-core findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function quickSwitcher(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Quick switcher' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  return dialog;
}

test('Enter in the picker moves on to the task, Ctrl+Enter starts', async ({ page }) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Stopwatch');
  const picker = page.getByRole('combobox', { name: 'Project' });
  await picker.fill('northwind website');
  await expect(page.getByRole('option', { name: /Northwind Website Relaunch/ })).toBeVisible();
  await picker.press('Enter');
  // The project has open tasks: the task field is next, and nothing started.
  await expect(page.getByLabel('Task')).toBeFocused();
  await expect(page.getByTestId('stopwatch-status')).toHaveText('Not running');
  await page.getByLabel('Task').selectOption({ label: 'CMS migration' });
  await page.getByLabel('What are you working on?').fill('Redirect map');
  await page.getByLabel('What are you working on?').press('Control+Enter');
  await expect(page.getByTestId('stopwatch-status')).toContainText('Running on Northwind Website Relaunch');
  await expect(page.getByLabel('Task')).toHaveValue(/.+/);
});

test('a project starred in Projects is on top everywhere, starts from there, and only in its organization', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Projects');
  await page.getByLabel('Find a project').fill('contoso mobile');
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const star = list.getByRole('button', { name: `Star ${project}` });
  await star.click();
  await expect(list.getByRole('button', { name: `Unstar ${project}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // On top of the stopwatch screen, and the picker's first group.
  await openSection(page, 'Stopwatch');
  const strip = page.getByRole('region', { name: 'Favorites' });
  await expect(strip.getByRole('button', { name: `Start ${project}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).focus();
  const favorites = page.getByRole('listbox', { name: 'Project' }).getByRole('group', { name: 'Favorites' });
  await expect(favorites.getByRole('option')).toHaveText([new RegExp(project)]);
  // The strip and the open picker with its stars read well to assistive technology.
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The quick switcher offers it first; Enter starts it.
  const switcher = await quickSwitcher(page);
  await expect(switcher.getByRole('option').first()).toHaveText(`Start ${project}`);
  await page.keyboard.press('Enter');
  await expect(switcher).toBeHidden();
  const status = page.getByTestId('stopwatch-status');
  await expect(status).toContainText(`Running on ${project}`);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  // One click on the strip starts it too.
  await strip.getByRole('button', { name: `Start ${project}` }).click();
  await expect(status).toContainText(`Running on ${project}`);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  // Another organization has its own favorites: none here.
  const other = await quickSwitcher(page);
  await other.getByRole('combobox').fill('globex');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('account-chip')).toContainText('Globex Labs');
  await openSection(page, 'Stopwatch');
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Favorites' })).toHaveCount(0);
  const there = await quickSwitcher(page);
  await expect(there.getByRole('option', { name: `Start ${project}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
