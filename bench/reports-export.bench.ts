// CSV export of a period's time records through the core: `reports:export-csv` (v1 paging, record
// checks, RFC 4180 formatting, streamed to a file through the atomic writer) against the least the
// export must do, reading the same records page by page through the same v1 client, in the same
// run on the same service. Also the live heap during the export against the file's size: a
// streamed export holds about one page of records, whatever the file grows to.
import { mkdtempSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../src-main/core/create-core.ts';
import { createLogger } from '../src-main/core/logging/logger.ts';
import { JsonFileSettingsStore } from '../src-main/core/platform/json-file-settings-store.ts';
import { MemorySecretStore } from '../src-main/core/platform/memory-secret-store.ts';
import { mapLimit } from '../src-main/core/v1-reading/map-limit.ts';
import { FolderFileExporter } from '../src-main/core/testing/folder-file-exporter.ts';
import { ScriptedBrowser } from '../src-main/core/testing/scripted-browser.ts';
import { startService } from '../src-service/index.ts';
import { addDays } from '../src-shared/domain/local-date.ts';
import { emptyTimeFilter, timeRangeToV1 } from '../src-shared/domain/time-filter.ts';
import { daysInstants } from '../src-shared/domain/zoned-time.ts';
import { formatRatio, formatTiming, measure } from './support/measure.ts';

const records = Number(process.env['BENCH_EXPORT_RECORDS'] ?? 20_000);
const runs = Number(process.env['BENCH_EXPORT_COUNT'] ?? 5);

const dir = mkdtempSync(join(tmpdir(), 'stint-bench-export-'));
try {
  const service = await startService({ dataDir: join(dir, 'service'), seed: 'demo', port: 0 });
  const browser = new ScriptedBrowser();
  mkdirSync(join(dir, 'exports'));
  const files = new FolderFileExporter(join(dir, 'exports'));
  const core = createCore({
    app: { name: 'Stint', version: 'bench' },
    platform: {
      host: 'browser',
      secrets: new MemorySecretStore(),
      settings: new JsonFileSettingsStore(join(dir, 'settings.json')),
      openExternal: async (url) => {
        let page = await browser.open(url);
        page = await browser.submit(page, { email: 'alice@example.com', password: 'alice-password' });
        if (/name="organization"/.test(page.html)) {
          await browser.submit(page, {}, { choose: { name: 'organization', label: 'Acme Studio' } });
        }
      },
      notify: () => undefined,
      onResume: () => () => undefined,
      files,
    },
    embedded: { dataDir: join(dir, 'unused') },
    serverOverride: service.url,
    logger: createLogger({ write: () => undefined }),
  });
  await core.start();
  const call = async (
    channel: Parameters<typeof core.router.dispatch>[0],
    arg: unknown,
  ): Promise<unknown> => {
    const result = await core.router.dispatch(channel, arg, { sender: 'bench' });
    if (!result.ok) throw new Error(`${String(channel)}: ${result.error.message}`);
    return result.value;
  };
  await call('session:sign-in', {});
  await call('session:connect-v1', { method: 'password', password: 'alice-password' });
  const v1 = core.accounts.requireSession().v1Client();
  const { today } = (await call('reports:account', undefined)) as { today: string };

  // Ten days a year and a half back, where the demo has nothing: exactly `records` records.
  const from = addDays(today, -550);
  const to = addDays(from, 9);
  const { from: start, to: end } = daysInstants(from, to, 'Europe/Vienna');
  const step = Math.floor((end - start) / records);
  const seeding = Date.now();
  await mapLimit(
    Array.from({ length: records }, (_, i) => i),
    8,
    (i) =>
      v1.call(
        'POST',
        'time/timerecords',
        { calculate_price: true },
        {
          start: new Date(start + i * step),
          duration: 60_000 + (i % 90) * 60_000,
          description: i % 7 === 0 ? `Review, "round ${i}"` : `Work item ${i}`,
          billable: i % 4 !== 0,
        },
      ),
  );
  console.log(`seeded ${records} records over v1 in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const filter = timeRangeToV1(start, end);
  const readAll = async (): Promise<number> => {
    let n = 0;
    for await (const record of v1.iterate('time/timerecords', {
      $filter: filter,
      $orderby: 'start asc',
      no_expand: true,
    })) {
      if (record !== undefined) n += 1;
    }
    if (n !== records) throw new Error(`read ${n} records`);
    return n;
  };
  const exportArg = {
    period: { unit: 'custom', from, to, offset: 0 },
    filter: emptyTimeFilter,
    groupBy: 'project',
    content: 'records',
  };
  const exportAll = async (): Promise<void> => {
    const outcome = (await call('reports:export-csv', exportArg)) as { kind: string; rows: number };
    if (outcome.kind !== 'saved' || outcome.rows !== records) throw new Error('export incomplete');
  };

  const baseline = await measure(runs, 1, readAll);
  const subject = await measure(runs, 1, exportAll);
  console.log(formatTiming(`read ${records} records (v1 pages of 1000)`, baseline));
  console.log(formatTiming(`export ${records} records as CSV to a file`, subject));
  console.log(formatRatio('export / read', subject, baseline, 1.5));
  console.log(
    `records exported per second                   ${((records / subject.p50Ms) * 1000).toFixed(0)}`,
  );

  // The live heap during one export: collected and sampled every 25 ms (garbage not yet
  // collected would say nothing about what the export holds), against the size of the file.
  const gc = globalThis.gc;
  if (gc === undefined) throw new Error('run with --expose-gc (npm run bench does)');
  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 25);
  await exportAll();
  clearInterval(sampler);
  const size = statSync(files.saved.at(-1) ?? dir).size;
  const mb = (bytes: number): string => (bytes / 1_048_576).toFixed(1);
  console.log(
    `file ${mb(size)} MB; live heap before ${mb(base)} MB, at most ${mb(peak)} MB during the export`,
  );
  console.log(
    `live heap growth / file size                   ${((peak - base) / size).toFixed(2)} (target: well below 1)`,
  );
  await core.dispose();
  await service.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
