import { expect, test } from '@playwright/test';
import { startBrowserHostProcess, type BrowserHostProcess } from './support/browser-host-process.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';
import { openSection, signIn } from './support/sign-in.ts';
import { describeRunning, startFromProjects } from './support/stopwatch-flow.ts';

// The daily loop in Chromium through the browser host, against a Stint service run as its own
// process (so it can be stopped and started again mid-session), signed in through the real
// hosted PKCE page.

let service: ServiceProcess;
let host: BrowserHostProcess;

test.beforeEach(async () => {
  service = await startServiceProcess(['--seed', 'demo']);
  host = await startBrowserHostProcess(['--backend-url', service.url, '--external-urls', 'print']);
});
test.afterEach(async () => {
  await host.stop();
  await service.stop();
});

/** How many rows of a time resource with this description the service holds (asked with the v1 API). */
async function countOnService(resource: 'timerecords' | 'impulses', description: string): Promise<number> {
  const login = (await (
    await fetch(`${service.url}/t/acme/v1/auth/login?apikey=demo-application-key`, {
      headers: {
        Authorization: `Basic ${Buffer.from('alice@example.com:alice-password').toString('base64')}`,
        Accept: 'application/json',
      },
    })
  ).json()) as { token: string };
  const filter = encodeURIComponent(`description eq '${description}'`);
  const res = await fetch(
    `${service.url}/t/acme/v1/time/${resource}/$count?$filter=${filter}&token=${login.token}`,
  );
  return Number(await res.text());
}

test('find a project, start, pause, resume, stop; the record is today’s with its duration; edit, delete, undo', async ({
  page,
}) => {
  await signIn(page, host, 'alice@example.com', 'alice-password');
  await startFromProjects(page, 'northwind web', 'Northwind Website Relaunch');
  const status = await describeRunning(page, 'Northwind Website Relaunch', 'Homepage layout');
  await page.waitForTimeout(2200);
  // Keyboard first: pause and resume without the mouse.
  await page.keyboard.press('Control+Shift+P');
  await expect(status).toContainText('Paused');
  await page.keyboard.press('Control+Shift+P');
  await expect(status).toContainText('Running');
  await page.waitForTimeout(1200);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toContainText('Paused');
  await expect(status).not.toContainText('Not saved yet');
  const face = (await page.getByTestId('stopwatch-face').textContent()) ?? '';
  expect(face).toMatch(/^0:00:0[3-9]$/);
  await page.screenshot({ path: 'e2e-artifacts/stopwatch-paused.png', fullPage: true });
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');

  await openSection(page, 'Time');
  await page.getByLabel('Today').check();
  const row = page.getByTestId('time-row').filter({ hasText: 'Homepage layout' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('time-row-duration')).toHaveText(face);
  await expect(row).toContainText('Northwind Website Relaunch');
  await page.screenshot({ path: 'e2e-artifacts/time-today.png', fullPage: true });

  await row.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('dialog', { name: 'Edit time record' });
  await editor.getByLabel('Description').fill('Homepage layout, reviewed');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const edited = page.getByTestId('time-row').filter({ hasText: 'Homepage layout, reviewed' });
  await expect(edited).toHaveCount(1);
  expect(await countOnService('timerecords', 'Homepage layout, reviewed')).toBe(1);

  await edited.getByRole('button', { name: /^Delete/ }).click();
  await expect(edited).toHaveCount(0);
  const toast = page.getByRole('status').filter({ hasText: 'moved to the trash' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('time-row').filter({ hasText: 'Homepage layout, reviewed' })).toHaveCount(1);
  expect(await countOnService('timerecords', 'Homepage layout, reviewed')).toBe(1);
});

test('a read-only member sees no write controls', async ({ page }) => {
  await signIn(page, host, 'bob@example.com', 'bob-password');
  await openSection(page, 'Projects');
  await expect(page.getByTestId('project-count')).toContainText('projects');
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Projects' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('button', { name: /^(Start|Switch)/ })).toHaveCount(0);
  await list.getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add task' })).toHaveCount(0);

  await openSection(page, 'Stopwatch');
  await expect(page.getByText(/read-only access/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveCount(0);

  await openSection(page, 'Time');
  await expect(page.getByRole('button', { name: 'Add time' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await page.screenshot({ path: 'e2e-artifacts/read-only-time.png', fullPage: true });
});

test('a stop made while the service is down arrives exactly once after it is back', async ({ page }) => {
  await signIn(page, host, 'alice@example.com', 'alice-password');
  await startFromProjects(page, 'contoso mobile', 'Contoso Mobile Banking App');
  const status = await describeRunning(page, 'Contoso Mobile Banking App', 'Offline stop');
  // The description goes out as its own write after the blur; only the stop may wait offline.
  await expect.poll(() => countOnService('impulses', 'Offline stop')).toBe(1);
  await expect(status).not.toContainText('Not saved yet');

  await service.halt();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Not running');
  const indicator = page.getByTestId('outbox-indicator');
  await expect(indicator).toContainText('1 change waiting');
  await expect(indicator).toContainText('offline');
  await page.screenshot({ path: 'e2e-artifacts/offline-stop.png', fullPage: true });

  service = await startServiceProcess(['--seed', 'demo'], { dataDir: service.dataDir, port: service.port });
  await expect(indicator).toBeHidden({ timeout: 45_000 });
  expect(await countOnService('timerecords', 'Offline stop')).toBe(1);
  await openSection(page, 'Time');
  await page.getByLabel('Today').check();
  await expect(page.getByTestId('time-row').filter({ hasText: 'Offline stop' })).toHaveCount(1);
});
