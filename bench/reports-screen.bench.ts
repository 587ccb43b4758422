// The Reports screen in the browser host (the app's renderer in Debian Chromium) over the bench
// data set (1 000 000 records; `BENCH_RECORDS` narrows), on each engine (`BENCH_ENGINES`): the
// shared `seed` fills a database, `npm run service` serves it, the browser host runs against that
// service (`--backend-url`, as the e2e tests start it) and a person signs in as user0 of "Bench".
// Timed inside the page, from the click to the frame after the chart is drawn:
//  - opening Reports from the navigation (today's month: the bench records end on 2025-01-01,
//    so this chart is empty);
//  - asking for the year 2024, then 2023, each the first time in this page (nothing of it cached
//    in the renderer): the year by month with every bar drawn; the slower counts. Issue 20's
//    target: within 500 ms.
// Baseline: the same click-to-painted measurement on an empty page in the same browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import config from '../playwright.config.ts';
import { startBrowserHostProcess, type BrowserHostProcess } from '../e2e/support/browser-host-process.ts';
import { navButton, signIn } from '../e2e/support/sign-in.ts';
import { forEachBenchEngine, type BenchDatabase } from './support/bench-database.ts';
import { benchRecords, seed } from './support/million-records.ts';
import { reportFigure } from './support/measure.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';
import { timeToPaint } from './support/time-to-paint.ts';

const bench = 'reports-screen';
// The browser host serves the built renderer, as in the e2e tests; built here when missing, so
// that `npm run bench` alone runs every bench (a stale build is measured as it is: build first).
if (!existsSync(new URL('../out/renderer/index.html', import.meta.url))) {
  console.log('reports-screen: building the renderer (npm run build)');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}
const total = benchRecords;
const baselineRuns = 20;

function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function benchEngine(database: BenchDatabase): Promise<void> {
  const db = await database.open();
  let service: ServiceProcess | null = null;
  let host: BrowserHostProcess | null = null;
  const browser = await chromium.launch({ ...config.use?.launchOptions, headless: true });
  try {
    await seed(db, total);
    await db.close();
    service = await startServiceProcess(database);
    host = await startBrowserHostProcess(['--backend-url', service.url, '--external-urls', 'print']);
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: config.use?.viewport ?? { width: 1280, height: 800 },
    });
    const page = await context.newPage();

    // The empty page: a button that draws an empty chart, timed the same way.
    await page.setContent(
      `<button id="go">go</button><script>document.getElementById('go').onclick = () => {
         document.body.insertAdjacentHTML('beforeend', '<svg width="400" height="200"><rect class="bar" width="10" height="50"/></svg>');
       };</script>`,
    );
    const empty: number[] = [];
    for (let i = 0; i < baselineRuns; i++) {
      empty.push(await timeToPaint(page, { click: '#go', ready: `svg:nth-of-type(${i + 1}) rect.bar` }));
    }
    const emptyMs = median(empty);

    await signIn(page, host, 'user0@bench.example', 'bench-password', 'Bench');
    console.log(`\n${database.engine}: the Reports screen over ${total.toLocaleString('en')} records`);
    // The navigation's button, marked so that the page itself can click it.
    await (
      await navButton(page, 'Reports')
    ).evaluate((button) => button.setAttribute('data-bench', 'reports'));
    const opening = await timeToPaint(page, { click: '[data-bench="reports"]', ready: '.column-chart svg' });
    await page.getByLabel('Kind of period').selectOption('year');
    await page.locator('.column-chart svg[aria-label$="2026"]').waitFor();
    await page.getByRole('button', { name: 'Previous year' }).click();
    await page.locator('.column-chart svg[aria-label$="2025"]').waitFor();
    // 2024, then 2023: each year asked for the first time; the slower of the two counts.
    const years: number[] = [];
    for (const shown of ['2024', '2023']) {
      years.push(
        await timeToPaint(page, {
          click: 'button[aria-label="Previous year"]',
          ready: `.column-chart svg[aria-label$="${shown}"] rect.column-chart__bar:not([height="0"])`,
        }),
      );
      const bars = await page
        .locator(`.column-chart svg[aria-label$="${shown}"] rect.column-chart__bar`)
        .count();
      if (bars !== 12) throw new Error(`the ${shown} chart has ${bars} bars, not 12`);
    }
    const year = Math.max(...years);
    reportFigure('opening Reports (this month, empty)', {
      bench,
      engine: database.engine,
      row: 'opening Reports, first chart painted',
      records: total,
      value: opening,
      unit: 'ms',
      baselines: [{ name: 'empty page', value: emptyMs }],
      target: { on: 'value', comparison: '<', limit: 500 },
    });
    reportFigure('Reports: a year by month (2024, 2023), painted', {
      bench,
      engine: database.engine,
      row: 'Reports screen, a year of records, first chart painted',
      records: total,
      value: year,
      unit: 'ms',
      baselines: [{ name: 'empty page', value: emptyMs }],
      target: { on: 'value', comparison: '<', limit: 500 },
    });
    await context.close();
  } finally {
    await browser.close();
    await host?.stop();
    await service?.stop();
  }
}

await forEachBenchEngine(benchEngine);
