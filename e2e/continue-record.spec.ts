import { expect, test } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { describeRunning, startFromProjects } from './support/stopwatch-flow.ts';

// Continue from the Time list: one click starts a new stopwatch like the record, in Chromium
// through the browser host against the demo service.

const demo = demoProcesses();
const project = 'Contoso Mobile Banking App';

test('a record of today is continued with one click: the stopwatch runs on its project with its description', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await startFromProjects(page, 'contoso mobile', project);
  const status = await describeRunning(page, project, 'Login screen review');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  await openSection(page, 'Time');
  await page.getByLabel('Today').check();
  const row = page.getByTestId('time-row').filter({ hasText: 'Login screen review' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Continue Login screen review/ }).click();
  await expect(page.getByTestId('running-bar-text')).toHaveText(`Running: ${project}`);

  await openSection(page, 'Stopwatch');
  await expect(status).toContainText(`Running on ${project}`);
  await expect(page.getByLabel('What are you working on?')).toHaveValue('Login screen review');
});
