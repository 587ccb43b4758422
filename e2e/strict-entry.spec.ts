import { expect, test } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';

// Add time refuses what a person cannot have meant (a stop before the start), crosses midnight
// only with "+1 day", and asks before saving more than a day; deleting a project with records
// asks first. Through the browser host against the demo service.

const demo = demoProcesses();

test('Add time: a stop before the start is marked at the stop, +1 day crosses midnight, over a day asks', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Time');
  await page.getByRole('button', { name: 'Add time' }).click();
  const editor = page.getByRole('dialog', { name: 'Add time' });
  const stop = editor.getByLabel('Stop', { exact: true });
  const duration = editor.getByLabel('Duration');

  await editor.getByLabel('Start').fill('13:00');
  await stop.fill('12:00');
  await expect(stop).toHaveAttribute('aria-invalid', 'true');
  await expect(stop).toHaveAccessibleDescription(/The stop is before the start/);
  await duration.fill('1h75');
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeVisible();

  await editor.getByRole('checkbox', { name: '+1 day' }).check();
  await expect(stop).toHaveAttribute('aria-invalid', 'false');
  await duration.fill('25h');
  await expect(stop).toHaveValue('14:00');
  await editor.getByLabel('Description').fill('Strict entry: a long day');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('This entry is 25 h long, more than a day. Save it anyway?')).toBeVisible();
  await editor.getByRole('button', { name: 'Save anyway' }).click();
  await expect(editor).toBeHidden();
});

test('deleting a project with time records asks first, with their count', async ({ page }) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Projects');
  await page.getByLabel('Find a project').fill('northwind web');
  const list = page.getByRole('list', { name: 'Projects' });
  await list
    .getByRole('button', { name: /Northwind Website Relaunch/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete project' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete Northwind Website Relaunch?' });
  await expect(ask).toContainText(/It has \d+ time records\./);
  await ask.getByRole('button', { name: 'Keep the project' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('region', { name: /Northwind Website Relaunch/ })).toBeVisible();
});
