import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive the real renderer in Chromium through the browser host (the Electron
 * binary cannot run here). Debian's Chromium by default; STINT_CHROMIUM points elsewhere, and an
 * empty value uses Playwright's own downloaded browser.
 */
const chromium = process.env['STINT_CHROMIUM'] ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e-output',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    browserName: 'chromium',
    // The app follows the browser's languages (docs/i18n.md): English unless a test asks for German.
    locale: 'en-US',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(chromium === '' ? {} : { executablePath: chromium }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
