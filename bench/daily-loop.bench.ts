// The daily loop in the real app: the browser host (core + embedded service in one process, as
// `npm start` runs it) with an organization of 10 000 projects and 100 000 time records this week,
// driven in Chromium:
//  (a) the project list and the time list: time to interactive and JS heap, against the same
//      pages of an organization with empty lists, measured in the same run (targets: within 2x of
//      the empty page, heap under 80 MB);
//  (b) the app's CPU over 60 s (BENCH_CPU_SECONDS) with no page open: signed in and idle, then
//      with a stopwatch running (target: under 1 % of one core).
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiKey } from '../src-service/api-keys/api-keys.ts';
import { addMembership } from '../src-service/identity/memberships.ts';
import { createOrganization } from '../src-service/identity/organizations.ts';
import { createUser } from '../src-service/identity/users.ts';
import { hashPassword } from '../src-service/security/passwords.ts';
import { openSqliteDatabase } from '../src-service/storage/database.ts';

const projectCount = Number(process.env['BENCH_PROJECTS'] ?? 10_000);
const recordCount = Number(process.env['BENCH_RECORDS'] ?? 100_000);
const cpuSeconds = Number(process.env['BENCH_CPU_SECONDS'] ?? 60);
const chromiumPath = process.env['STINT_CHROMIUM'] ?? '/usr/bin/chromium';
const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const email = 'bench@bench.example';
const password = 'bench-password';
const day = 86_400_000;

interface Seeded {
  readonly fullKey: string;
  readonly emptyKey: string;
}

/** This week's Monday, local time: the time screen opens on this week. */
function mondayOfThisWeek(): number {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d.getTime();
}

/** Two organizations for one person: "Bench" with everything, "Empty" with nothing. */
async function seed(serviceDir: string): Promise<Seeded> {
  const store = openSqliteDatabase(serviceDir);
  // Bulk rows go straight through the SQLite handle; people and keys through the service's own code.
  const db = store.sqlite;
  const now = Date.now();
  const user = await createUser(
    store,
    {
      email,
      firstName: 'Bench',
      lastName: 'Person',
      passwordHash: await hashPassword(password),
      emailVerified: true,
    },
    now,
  );
  const full = await createOrganization(store, { title: 'Bench', accountUrl: 'bench', timeZone: 'UTC' }, now);
  const empty = await createOrganization(
    store,
    { title: 'Empty', accountUrl: 'empty', timeZone: 'UTC' },
    now,
  );
  for (const org of [full, empty]) {
    await addMembership(
      store,
      { organizationId: org.id, userId: user.id, access: 'FULL', owner: true, materialized: true },
      now,
    );
  }
  const insertProject = db.prepare(
    'INSERT INTO projects (id, organization_id, version, created_at, updated_at, name, code, owner_id, billable) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)',
  );
  const projectIds: string[] = [];
  db.transaction(() => {
    for (let p = 0; p < projectCount; p++) {
      const id = randomUUID();
      insertProject.run(
        id,
        full.id,
        now,
        now,
        `Bench project ${String(p).padStart(5, '0')}`,
        `B${p}`,
        user.id,
        p % 3 === 0 ? 0 : 1,
      );
      projectIds.push(id);
    }
  })();
  const insert = db.prepare(
    `INSERT INTO time_records (id, organization_id, version, created_at, updated_at, user_id, project_id, description, start, stop, duration, billable, effective, price, unit_price)
     VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 0, 0)`,
  );
  const monday = mondayOfThisWeek();
  const step = Math.floor((7 * day) / recordCount);
  db.transaction(() => {
    for (let i = 0; i < recordCount; i++) {
      const start = monday + i * step;
      insert.run(
        randomUUID(),
        full.id,
        now,
        now,
        user.id,
        projectIds[i % projectIds.length],
        `Bench work ${i}`,
        start,
        start + step,
        step,
      );
    }
  })();
  db.exec('ANALYZE');
  const fullKey = (
    await createApiKey(store, { userId: user.id, organizationId: full.id, name: 'bench' }, now)
  ).key;
  const emptyKey = (
    await createApiKey(store, { userId: user.id, organizationId: empty.id, name: 'bench' }, now)
  ).key;
  await store.close();
  return { fullKey, emptyKey };
}

interface Host {
  readonly process: ChildProcess;
  readonly pageUrl: string;
  readonly origin: string;
}

async function startHost(userDataDir: string): Promise<Host> {
  const child = spawn(
    process.execPath,
    ['src-main/browser-host/main.ts', '--port', '0', '--user-data', userDataDir, '--no-open'],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const pageUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the browser host did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /Open Stint at (\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { process: child, pageUrl, origin: new URL(pageUrl).origin };
}

/** Long tasks and the moment they ended, recorded in every page from its first script on. */
const observeLongTasks = `
  window.__lastLongTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lastLongTaskEnd = Math.max(window.__lastLongTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
`;

async function signInWithKey(page: Page, host: Host, key: string, organization: string): Promise<void> {
  await page.goto(host.pageUrl);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
  const signOut = page.getByRole('button', { name: 'Sign out' });
  if (await signOut.isVisible().catch(() => false)) await signOut.click();
  await page.getByText('Use an API key instead').click();
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Sign in with API key' }).click();
  await page.getByTestId('account-chip').filter({ hasText: organization }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connect time tracking' }).click();
  await page.getByTestId('v1-status').waitFor();
}

interface PageLoad {
  /** ms from navigation to the list on screen with the main thread quiet for 500 ms. */
  readonly interactiveMs: number;
  /** ms from navigation to the first rows (or the empty message). */
  readonly firstContentMs: number;
  readonly heapMb: number;
}

/**
 * Reloads the page on a section and measures: first content (the ready selector), time to
 * interactive (that, or the end of the last long task, whichever is later, once 500 ms passed
 * without one), and the JS heap after a garbage collection once `settled` holds.
 */
async function measurePage(page: Page, section: string, ready: string, settled: string): Promise<PageLoad> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/${section}`);
  await page.reload();
  const firstContentMs = (await (
    await page.waitForFunction(
      (selector) => document.querySelector(selector) !== null && performance.now(),
      ready,
      {
        polling: 'raf',
        timeout: 120_000,
      },
    )
  ).jsonValue()) as number;
  const interactiveMs = (await (
    await page.waitForFunction(
      (first) => {
        const last = (window as unknown as { __lastLongTaskEnd: number }).__lastLongTaskEnd;
        const settledAt = Math.max(first, last);
        return performance.now() - settledAt >= 500 && settledAt;
      },
      firstContentMs,
      { polling: 100, timeout: 120_000 },
    )
  ).jsonValue()) as number;
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, settled, {
    polling: 200,
    timeout: 180_000,
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return { interactiveMs, firstContentMs, heapMb: heap.usedSize / 1024 / 1024 };
}

/** Projects: first rows (or "no project") on screen; settled once every page of the list arrived. */
const projectsReady = '#project-list [role="listitem"], .projects-screen .empty-line';
const projectsSettled = '[data-testid="project-count"]:not(:empty)';
/** Time: first rows (or "no records") on screen with their day's total; settled the same way. */
const timeReady = '[data-testid="time-row"], .time-screen .empty-line';
const timeSettled = '[data-testid="day-total"], .time-screen .empty-line';

async function projectListComplete(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const text = document.querySelector('[data-testid="project-count"]')?.textContent ?? '';
      return /projects$/.test(text);
    },
    undefined,
    { polling: 200, timeout: 180_000 },
  );
}

/** CPU seconds (user + system) the process used so far, from /proc. */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}

/** Percent of one core the process used over `seconds`, and the CPU ms behind it (10 ms ticks). */
async function cpuOver(pid: number, seconds: number): Promise<{ percent: number; cpuMs: number }> {
  const before = cpuSecondsOf(pid);
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const wall = (performance.now() - t0) / 1000;
  const used = cpuSecondsOf(pid) - before;
  return { percent: (used / wall) * 100, cpuMs: used * 1000 };
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Medians of each number; the heap is the largest seen (a ceiling, not a typical value). */
function median(loads: readonly PageLoad[]): PageLoad {
  return {
    interactiveMs: medianOf(loads.map((l) => l.interactiveMs)),
    firstContentMs: medianOf(loads.map((l) => l.firstContentMs)),
    heapMb: Math.max(...loads.map((l) => l.heapMb)),
  };
}

function line(label: string, value: string): void {
  console.log(`${label.padEnd(52)} ${value}`);
}

function verdict(ok: boolean): string {
  return ok ? 'met' : 'MISSED';
}

const dir = mkdtempSync(join(tmpdir(), 'stint-bench-daily-'));
let host: Host | null = null;
let browser: Browser | null = null;
try {
  const t0 = performance.now();
  const keys = await seed(join(dir, 'service'));
  console.log(
    `seeded ${projectCount} projects and ${recordCount} time records in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  host = await startHost(dir);
  browser = await chromium.launch({
    ...(chromiumPath === '' ? {} : { executablePath: chromiumPath }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(observeLongTasks);
  const page = await context.newPage();

  // Rounds alternate between the two organizations; each number is the median of its rounds,
  // so neither side pays alone for a cold start.
  const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
  const samples = {
    emptyProjects: [] as PageLoad[],
    emptyTime: [] as PageLoad[],
    fullProjects: [] as PageLoad[],
    fullTime: [] as PageLoad[],
  };
  const loaded: { allLoadedMs: number; heapMb: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    await signInWithKey(page, host, keys.emptyKey, 'Empty');
    samples.emptyProjects.push(await measurePage(page, 'projects', projectsReady, projectsSettled));
    samples.emptyTime.push(await measurePage(page, 'time', timeReady, timeSettled));
    await signInWithKey(page, host, keys.fullKey, 'Bench');
    const projects = await measurePage(page, 'projects', projectsReady, projectsSettled);
    samples.fullProjects.push(projects);
    const loadStart = performance.now();
    await projectListComplete(page);
    const allLoadedMs = projects.firstContentMs + (performance.now() - loadStart);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    loaded.push({ allLoadedMs, heapMb: (await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024 });
    await cdp.detach();
    samples.fullTime.push(await measurePage(page, 'time', timeReady, timeSettled));
  }
  const emptyProjects = median(samples.emptyProjects);
  const emptyTime = median(samples.emptyTime);
  const fullProjects = median(samples.fullProjects);
  const fullTime = median(samples.fullTime);
  const allLoadedMs = medianOf(loaded.map((l) => l.allLoadedMs));
  const projectsHeapLoaded = Math.max(...loaded.map((l) => l.heapMb));

  // Scrolling the time list to its middle: how long until the rows there are filled in.
  const scrollStart = performance.now();
  await page.evaluate(() => {
    const list = document.querySelector('.time-list');
    if (list !== null) list.scrollTop = list.scrollHeight / 2;
  });
  await page.waitForFunction(
    (middle) =>
      document.querySelector('.time-row--loading') === null &&
      [...document.querySelectorAll('[data-testid="time-row"]')].some(
        (row) => Number(row.getAttribute('aria-posinset')) > middle,
      ),
    recordCount / 2 - 200,
    { polling: 'raf', timeout: 60_000 },
  );
  const scrollMs = performance.now() - scrollStart;

  console.log(
    `\nProject list (${projectCount} projects) vs the same page with none, median of ${rounds} rounds`,
  );
  line(
    'empty: first content / interactive',
    `${emptyProjects.firstContentMs.toFixed(0)} ms / ${emptyProjects.interactiveMs.toFixed(0)} ms`,
  );
  line(
    `${projectCount}: first content / interactive`,
    `${fullProjects.firstContentMs.toFixed(0)} ms / ${fullProjects.interactiveMs.toFixed(0)} ms`,
  );
  const projectRatio = fullProjects.interactiveMs / emptyProjects.interactiveMs;
  line(
    'interactive vs empty page',
    `${projectRatio.toFixed(2)}x (target <= 2x: ${verdict(projectRatio <= 2)})`,
  );
  line('all pages of the list loaded after', `${allLoadedMs.toFixed(0)} ms`);
  line(
    'JS heap: empty / first page / all loaded',
    `${emptyProjects.heapMb.toFixed(1)} MB / ${fullProjects.heapMb.toFixed(1)} MB / ${projectsHeapLoaded.toFixed(1)} MB (target < 80 MB: ${verdict(projectsHeapLoaded < 80)})`,
  );

  console.log(
    `\nTime list (${recordCount} records this week) vs the same page with none, median of ${rounds} rounds`,
  );
  line(
    'empty: first content / interactive',
    `${emptyTime.firstContentMs.toFixed(0)} ms / ${emptyTime.interactiveMs.toFixed(0)} ms`,
  );
  line(
    `${recordCount}: first content / interactive`,
    `${fullTime.firstContentMs.toFixed(0)} ms / ${fullTime.interactiveMs.toFixed(0)} ms`,
  );
  const timeRatio = fullTime.interactiveMs / emptyTime.interactiveMs;
  line('interactive vs empty page', `${timeRatio.toFixed(2)}x (target <= 2x: ${verdict(timeRatio <= 2)})`);
  line(
    `JS heap: empty / ${recordCount}`,
    `${emptyTime.heapMb.toFixed(1)} MB / ${fullTime.heapMb.toFixed(1)} MB (target < 80 MB: ${verdict(fullTime.heapMb < 80)})`,
  );
  line('scroll to the middle, rows filled in after', `${scrollMs.toFixed(0)} ms`);

  // CPU with no page open: first signed in and idle, then with a stopwatch running.
  await page.evaluate(() => {
    window.location.hash = '#/projects';
  });
  await page.reload();
  await page.getByLabel('Find a project').fill('B42');
  await page.getByRole('button', { name: 'Start Bench project 00042' }).click();
  await page.getByText('Running').waitFor();
  await page.waitForTimeout(1500);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Stopwatch' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByTestId('stopwatch-status').filter({ hasText: 'Paused' }).waitFor();
  await context.close();
  await browser.close();
  browser = null;
  const pid = host.process.pid ?? 0;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await cpuOver(pid, cpuSeconds);

  // The same app, with the stopwatch running (resumed over the bridge from a short-lived page).
  browser = await chromium.launch({
    ...(chromiumPath === '' ? {} : { executablePath: chromiumPath }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const resumePage = await browser.newPage();
  await resumePage.goto(host.pageUrl);
  await resumePage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Stopwatch' })
    .click();
  await resumePage.getByRole('button', { name: 'Resume' }).click();
  await resumePage.getByTestId('stopwatch-status').filter({ hasText: 'Running' }).waitFor();
  await resumePage.getByTestId('stopwatch-status').filter({ hasNotText: 'Not saved yet' }).waitFor();
  await browser.close();
  browser = null;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const running = await cpuOver(pid, cpuSeconds);

  console.log(`\nCPU of the app (core + embedded service, one process) over ${cpuSeconds} s, no page open`);
  line(
    'signed in, stopwatch paused (baseline)',
    `${idle.percent.toFixed(3)} % of one core (${idle.cpuMs.toFixed(0)} ms of CPU)`,
  );
  line(
    'stopwatch running',
    `${running.percent.toFixed(3)} % of one core (${running.cpuMs.toFixed(0)} ms of CPU) (target < 1 %: ${verdict(running.percent < 1)})`,
  );
} finally {
  await browser?.close();
  if (host !== null && host.process.exitCode === null) {
    const exited = new Promise((resolve) => host?.process.once('exit', resolve));
    host.process.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
