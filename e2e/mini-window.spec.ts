import { expect, test, type Page } from '@playwright/test';
import { demoProcesses } from './support/demo-processes.ts';
import { navButton, signIn } from './support/sign-in.ts';
import { describeRunning, startFromProjects } from './support/stopwatch-flow.ts';

// The mini window in the browser host: the same page opened with ?view=mini in a small popup
// (from the navigation's "Mini window" or Ctrl+Shift+M), driven there at 320×160.

const demo = demoProcesses();
const project = 'Contoso Mobile Banking App';

async function fitsItsWidth(page: Page): Promise<void> {
  const { scrollWidth, width, outside } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
    outside: [...document.querySelectorAll('button')]
      .map((button) => button.getBoundingClientRect())
      .filter((box) => box.left < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight)
      .length,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(outside, 'buttons outside the mini window').toBe(0);
}

test('the mini window continues the last entry and stops it, at 320×160, in step with the main window', async ({
  page,
}) => {
  await signIn(page, demo.host, 'alice@example.com', 'alice-password');
  await startFromProjects(page, 'contoso mobile', project);
  const mainStatus = await describeRunning(page, project, 'Login screen review');
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(mainStatus).toHaveText('Not running');

  // The shortcut opens it as a popup of this page, showing the stopwatch alone.
  const byShortcut = page.waitForEvent('popup');
  await page.keyboard.press('Control+Shift+M');
  const first = await byShortcut;
  await expect(first.getByTestId('mini-status')).toHaveText('Not running');
  expect(new URL(first.url()).searchParams.get('view')).toBe('mini');
  await first.close();

  const byMenu = page.waitForEvent('popup');
  await (await navButton(page, 'Mini window')).click();
  const mini = await byMenu;
  await mini.setViewportSize({ width: 320, height: 160 });
  await expect(mini.getByRole('navigation')).toHaveCount(0);
  await expect(mini.getByTestId('mini-status')).toHaveText('Not running');
  await expect(mini.getByTestId('mini-what')).toHaveText(`Last: ${project} · Login screen review`);
  await fitsItsWidth(mini);

  await mini.getByRole('button', { name: 'Continue' }).click();
  await expect(mini.getByTestId('mini-status')).toHaveText(`Running on ${project}`);
  await expect(mini.getByTestId('mini-what')).toHaveText('Login screen review');
  await expect(mini.getByRole('timer')).toHaveAccessibleName(/^Elapsed time \d+:\d\d:\d\d$/);
  await fitsItsWidth(mini);
  // The main window follows (one core behind both pages).
  await expect(mainStatus).toHaveText(`Running on ${project}`);
  const shot = test.info().outputPath('mini-window-running.png');
  await mini.screenshot({ path: shot });
  await test.info().attach('Mini window, running', { path: shot, contentType: 'image/png' });
  await expect(page.getByLabel('What are you working on?')).toHaveValue('Login screen review');

  // By keyboard: the focus moved from Continue to Pause, its place; Tab reaches Stop.
  await mini.bringToFront();
  await expect(mini.getByRole('button', { name: 'Pause' })).toBeFocused();
  await mini.keyboard.press('Tab');
  await expect(mini.getByRole('button', { name: 'Stop' })).toBeFocused();
  await mini.keyboard.press('Enter');
  await expect(mini.getByTestId('mini-status')).toHaveText('Not running');
  await expect(mainStatus).toHaveText('Not running');
  await expect(mini.getByRole('button', { name: 'Continue' })).toBeFocused();
});
