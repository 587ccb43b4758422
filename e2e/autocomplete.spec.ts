import { expect, test } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { V1Api } from './support/v1-api.ts';

// Autocomplete and continue, in Chromium through the browser host against the demo service: a
// record made over v1 is offered while typing on the stopwatch, picked by keyboard, and its
// entry is continued from the stopwatch screen and from the quick switcher.

const demo = demoProcesses();
const project = 'Contoso Mobile Banking App';
const description = 'Quarterly payments reconciliation';

test('an earlier entry is picked by keyboard while typing, then continued from the stopwatch screen and Ctrl+K', async ({
  page,
}) => {
  const v1 = await V1Api.login(demo.service.url, 'acme', 'alice@example.com', 'alice-password');
  const [found] = await v1.get<{ id: string }[]>('time/projects', { $filter: `name eq '${project}'` });
  expect(found).toBeDefined();
  const [task] = await v1.get<{ id: string }[]>('time/tasks', {
    $filter: `project/id eq '${found!.id}' and name eq 'Payments'`,
  });
  expect(task).toBeDefined();
  const start = Date.now() - 3 * 3_600_000;
  await v1.post('time/timerecords', {
    start: new Date(start),
    stop: new Date(start + 30 * 60_000),
    duration: 30 * 60_000,
    description,
    billable: false,
    project: { id: found!.id },
    task: { id: task!.id },
  });

  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await openSection(page, 'Stopwatch');
  const field = page.getByRole('combobox', { name: 'What are you working on?' });
  await field.fill('quarterly pay');
  const option = page.getByRole('listbox', { name: 'Earlier entries' }).getByRole('option').first();
  await expect(option).toContainText(description);
  await expect(option).toContainText(`${project} · Payments`);
  await field.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(field).toHaveValue(description);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(project);
  await expect(page.getByLabel('Task')).toHaveValue(task!.id);
  await expect(page.getByRole('checkbox', { name: 'Billable' })).not.toBeChecked();
  await field.press('Enter');

  const status = page.getByTestId('stopwatch-status');
  await expect(status).toContainText(`Running on ${project}`);
  await expect(page.getByLabel('Task')).toHaveValue(task!.id);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  // Continue from the stopwatch screen's recent entries: one click.
  await page.getByRole('button', { name: `Continue ${description}` }).click();
  await expect(status).toContainText(`Running on ${project}`);
  await expect(field).toHaveValue(description);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  // And from the quick switcher, by keyboard only, from another section.
  await openSection(page, 'Reports');
  await page.keyboard.press('Control+k');
  const switcher = page.getByRole('combobox', { name: 'Switch organization or go to a section' });
  await switcher.fill('continue quarterly');
  await expect(page.getByRole('option', { name: new RegExp(`^Continue ${description}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await switcher.press('Enter');
  await expect(page.getByTestId('running-bar-text')).toHaveText(`Running: ${project}`);
  await openSection(page, 'Stopwatch');
  await expect(status).toContainText(`Running on ${project}`);
  await expect(field).toHaveValue(description);
  await expect(page.getByLabel('Task')).toHaveValue(task!.id);
});
