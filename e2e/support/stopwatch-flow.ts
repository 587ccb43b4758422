import { expect, type Locator, type Page } from '@playwright/test';
import { openSection } from './sign-in.ts';

/** Finds one project by typing in Projects and starts the stopwatch on it from the list. */
export async function startFromProjects(page: Page, search: string, title: string): Promise<void> {
  await openSection(page, 'Projects');
  await page.getByLabel('Find a project').fill(search);
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('button', { name: title, exact: false }).first()).toBeVisible();
  await list.getByRole('button', { name: `Start ${title}` }).click();
  await expect(list.getByText('Running')).toBeVisible();
}

/**
 * On the Stopwatch screen, checks that it runs on `title` and says what it is for (typed and
 * confirmed with Enter, as a person does). Answers the status line of the screen.
 */
export async function describeRunning(page: Page, title: string, description: string): Promise<Locator> {
  await openSection(page, 'Stopwatch');
  const status = page.getByTestId('stopwatch-status');
  await expect(status).toContainText(`Running on ${title}`);
  await page.getByLabel('What are you working on?').fill(description);
  await page.getByLabel('What are you working on?').press('Enter');
  return status;
}
