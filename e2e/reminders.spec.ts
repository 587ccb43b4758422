import { expect, test } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { describeRunning, startFromProjects } from './support/stopwatch-flow.ts';
import { manualClockEnv, testClockOf } from './support/test-clock.ts';

// "You are not tracking time" through the browser host, with the host's test-only manual clock
// (STINT_TEST_MANUAL_CLOCK=1): reminders turned on in Settings, minutes skipped, the
// notification's "Start <last entry>" starts the stopwatch again.

const demo = demoProcesses({ hostEnv: manualClockEnv });
const project = 'Contoso Mobile Banking App';
const minute = 60_000;

test('after 15 minutes without a stopwatch a reminder offers the last entry, and one click starts it', async ({
  page,
}) => {
  const clock = await testClockOf(demo.host);
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');

  // First use asks once; the answer here is "Not now", and Settings turns reminders on instead.
  await openSection(page, 'Stopwatch');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Remind you when you are not tracking time?')).toHaveCount(0);

  await openSection(page, 'Settings');
  const reminders = page.getByRole('region', { name: 'Reminders' });
  await reminders.getByLabel('Remind me when I am not tracking time').check();
  await expect(reminders.getByLabel('Remind after (minutes without a stopwatch)')).toHaveValue('15');
  for (const day of ['Saturday', 'Sunday']) await reminders.getByLabel(day).check();
  // The whole day is working time, so the manual clock's time is inside it whatever it is.
  await reminders.getByLabel('Working hours from').fill('00:00');
  await reminders.getByLabel('to', { exact: true }).fill('00:00');
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(reminders.getByRole('status')).toHaveText('Saved.');

  await startFromProjects(page, 'contoso mobile', project);
  const status = await describeRunning(page, project, 'Login screen review');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  const notifications = page.getByRole('region', { name: 'Notifications' });
  const startAgain = notifications.getByRole('button', {
    name: `Start Login screen review (${project})`,
  });
  await clock.advance(14 * minute);
  await expect(notifications.getByText('You are not tracking time')).toHaveCount(0);
  // The reminder looks once a minute: the minute after the 15th is when it shows at the latest.
  await clock.advance(2 * minute);
  await expect(notifications.getByText('You are not tracking time')).toBeVisible();
  await expect(notifications.getByRole('button', { name: 'Open Stint' })).toBeVisible();
  await page.screenshot({ path: 'e2e-artifacts/reminder-notification.png' });

  await startAgain.click();
  await expect(status).toContainText(`Running on ${project}`);
  await expect(page.getByLabel('What are you working on?')).toHaveValue('Login screen review');
  await expect(notifications.getByText('You are not tracking time')).toHaveCount(0);
});
