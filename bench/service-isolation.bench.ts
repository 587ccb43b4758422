// The embedded service in its own process: while it computes a report over 1 000 000 time records,
// the core must keep answering the window. Measured: the p99 of `app:get-info` round trips over
// the browser host's bridge, idle against under a stream of `readtotals` reports, in the same run
// (target: under load within 2x of idle). For contrast, the same with the service in-process (how
// it ran before it had a process of its own; skip with BENCH_IN_PROCESS=0).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { startService } from '../src-service/index.ts';
import { startBrowserHost } from '../src-main/browser-host/browser-host.ts';
import { createCore, type CoreOptions } from '../src-main/core/create-core.ts';
import { createLogger } from '../src-main/core/logging/logger.ts';
import { JsonFileSettingsStore } from '../src-main/core/platform/json-file-settings-store.ts';
import { MemorySecretStore } from '../src-main/core/platform/memory-secret-store.ts';
import { FolderFileExporter } from '../src-main/core/testing/folder-file-exporter.ts';
import { openSqliteDatabase } from '../src-service/storage/database.ts';
import { benchApplicationKey, benchRecords, seed } from './support/million-records.ts';

const idleCount = Number(process.env['BENCH_COUNT'] ?? 20_000);
const loadReports = Number(process.env['BENCH_REPORTS'] ?? 4);
const inProcessToo = process.env['BENCH_IN_PROCESS'] !== '0';

interface Latencies {
  readonly count: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

function latencies(samples: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}

const line = (label: string, l: Latencies): string =>
  `${label.padEnd(52)} ${String(l.count).padStart(6)} calls   p50 ${l.p50Ms.toFixed(3)} ms   p99 ${l.p99Ms.toFixed(3)} ms   max ${l.maxMs.toFixed(1)} ms`;

function open(url: string, origin: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function requester(ws: WebSocket): (message: string) => Promise<unknown> {
  const waiting: ((value: unknown) => void)[] = [];
  ws.on('message', (data: Buffer) => waiting.shift()?.(data));
  return (message) =>
    new Promise((resolve) => {
      waiting.push(resolve);
      ws.send(message);
    });
}

interface Run {
  readonly idle: Latencies;
  readonly loaded: Latencies;
  readonly reportMs: number;
}

/** One core (with the service started as `startEmbedded` says) behind the bridge: idle, then loaded. */
async function run(
  dir: string,
  serviceDir: string,
  startEmbedded: CoreOptions['startEmbedded'],
): Promise<Run> {
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  const logger = createLogger({ write: () => undefined });
  const core = createCore({
    app: { name: 'Stint', version: 'bench' },
    platform: {
      host: 'browser',
      secrets: new MemorySecretStore(),
      settings: new JsonFileSettingsStore(join(dir, 'settings.json')),
      openExternal: () => Promise.resolve(),
      notify: () => undefined,
      onResume: () => () => undefined,
      files: new FolderFileExporter(dir),
    },
    embedded: { dataDir: serviceDir },
    localDataDir: dir,
    logger,
    ...(startEmbedded === undefined ? {} : { startEmbedded }),
  });
  await core.start();
  const key = 'bench'.padEnd(43, 'k');
  const host = await startBrowserHost({ core, rendererDir, logger, key });
  const socket = await open(`ws://127.0.0.1:${host.port}/bridge?key=${key}`, host.origin);
  const invoke = requester(socket);
  const message = JSON.stringify({ type: 'invoke', id: 1, channel: 'app:get-info' });
  const timed = async (): Promise<number> => {
    const t0 = performance.now();
    await invoke(message);
    return performance.now() - t0;
  };
  try {
    const url = core.accounts.backend.url;
    if (url === null) throw new Error('the embedded service did not start');
    const base = `${url}/t/bench/v1`;
    const login = await fetch(`${base}/auth/login?apikey=${benchApplicationKey}`, {
      headers: {
        Authorization: `Basic ${Buffer.from('user0@bench.example:bench-password').toString('base64')}`,
      },
    });
    const { token } = (await login.json()) as { token: string };
    const report = async (): Promise<number> => {
      const t0 = performance.now();
      const res = await fetch(`${base}/time/reports/readtotals?summary=project&token=${token}`);
      await res.text();
      if (res.status !== 200) throw new Error(`readtotals: ${res.status}`);
      return performance.now() - t0;
    };
    await report(); // warm the page cache: the loaded phase measures SQLite work, not the disk

    for (let i = 0; i < 500; i++) await timed();
    // Idle is sampled before and after the load, so a machine that gets busier or quieter
    // meanwhile (other work on it) weighs on both sides alike.
    const idleSamples: number[] = [];
    for (let i = 0; i < idleCount / 2; i++) idleSamples.push(await timed());

    // The reports run one after another while the window keeps asking.
    let reportsDone = 0;
    let reportTotalMs = 0;
    const load = (async () => {
      for (let i = 0; i < loadReports; i++) {
        reportTotalMs += await report();
        reportsDone += 1;
      }
    })();
    const loadedSamples: number[] = [];
    while (reportsDone < loadReports) loadedSamples.push(await timed());
    await load;
    for (let i = 0; i < idleCount / 2; i++) idleSamples.push(await timed());
    return {
      idle: latencies(idleSamples),
      loaded: latencies(loadedSamples),
      reportMs: reportTotalMs / loadReports,
    };
  } finally {
    socket.close();
    await host.close();
    await core.dispose();
  }
}

function verdict(label: string, r: Run): string {
  const ratio = r.loaded.p99Ms / r.idle.p99Ms;
  return `${label.padEnd(52)} ${ratio.toFixed(2)}x the idle p99   (target <= 2x: ${ratio <= 2 ? 'met' : 'MISSED'})`;
}

const dir = mkdtempSync(join(tmpdir(), 'stint-bench-isolation-'));
try {
  const serviceDir = join(dir, 'service');
  const seedDb = openSqliteDatabase(serviceDir);
  const seeded = await seed(seedDb).finally(() => seedDb.close());
  console.log(
    `app:get-info over the bridge while the service reports on ${benchRecords.toLocaleString('en')} time records (seeded in ${seeded.seconds.toFixed(1)} s)`,
  );
  const own = await run(join(dir, 'own'), serviceDir, undefined);
  console.log(line('service in its own process: idle', own.idle));
  console.log(line(`  under ${loadReports} readtotals (${own.reportMs.toFixed(0)} ms each)`, own.loaded));
  console.log(verdict('  p99 under load vs idle', own));
  if (inProcessToo) {
    const inProcess = await run(join(dir, 'in-process'), serviceDir, (options) => startService(options));
    console.log(line('for contrast, service in the main process: idle', inProcess.idle));
    console.log(
      line(`  under ${loadReports} readtotals (${inProcess.reportMs.toFixed(0)} ms each)`, inProcess.loaded),
    );
    console.log(
      `${'  p99 under load vs idle'.padEnd(52)} ${(inProcess.loaded.p99Ms / inProcess.idle.p99Ms).toFixed(2)}x the idle p99`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
