// The v1 interface over 1 000 000 time records in one account, on each storage engine (SQLite and
// PostgreSQL; `BENCH_ENGINES` narrows):
//  (a) `readtotals` grouped by project and `singleslices` by month, over loopback HTTP, against the
//      same aggregate written by hand in SQL on the same database, in the same run (ratio);
//  (b) `GET timerecords` with a selective $filter and $top=1000 (p50 latency);
//  (c) how fast the bench data is seeded;
//  and the resident memory of the service process (a separate `npm run service` process) throughout.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { SqlDatabase } from '../src-service/storage/sql-database.ts';
import { forEachBenchEngine, type BenchDatabase } from './support/bench-database.ts';
import { benchApplicationKey, benchRecords, seed } from './support/million-records.ts';
import { formatRatio, formatTiming, measure, type Timing } from './support/measure.ts';

const aggregateRuns = Number(process.env['BENCH_AGGREGATE_COUNT'] ?? 8);
const listRuns = Number(process.env['BENCH_LIST_COUNT'] ?? 200);
const total = benchRecords;
const appKey = benchApplicationKey;

/** Starts `npm run service` (the real entry) on a free port; answers its address and process. */
function startServiceProcess(bench: BenchDatabase): Promise<{ url: string; child: ChildProcess }> {
  const cli = new URL('../src-service/cli.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, [cli, '--port', '0', ...bench.serveArgs, '--v1-token-ttl', '86400'], {
    // From the bench folder, so that a PostgreSQL service's default mail folder lands there too.
    cwd: bench.dataDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m !== null) resolve({ url: m[1] as string, child });
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m === null ? null : Number(m[1]) / 1024;
  } catch {
    return null;
  }
}

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const totalMs = samples.reduce((a, b) => a + b, 0);
  return {
    count: samples.length,
    totalMs,
    opsPerSecond: (samples.length / totalMs) * 1000,
    p50Ms: sorted[Math.floor(sorted.length * 0.5)] ?? 0,
    p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
  };
}

/** The hand-written aggregates each engine answers fastest, as a person would write them. */
function baselines(db: SqlDatabase): { byProject: string; byMonth: string } {
  const month =
    db.dialect === 'sqlite'
      ? "strftime('%Y-%m', start / 1000, 'unixepoch')"
      : "to_char(to_timestamp(start / 1000) AT TIME ZONE 'UTC', 'YYYY-MM')";
  return {
    byProject: `SELECT project_id, COUNT(*) AS count, SUM(duration) AS time,
            SUM(CASE WHEN billable = 1 THEN duration ELSE 0 END) AS billable_time,
            SUM(CASE WHEN effective = 1 THEN duration ELSE 0 END) AS effective_time,
            COALESCE(SUM(price), 0) AS money
       FROM time_records WHERE organization_id = ? AND trash_item_id IS NULL GROUP BY project_id`,
    byMonth: `SELECT ${month} AS month, SUM(duration) AS time
       FROM time_records WHERE organization_id = ? AND trash_item_id IS NULL AND start >= ? AND start < ?
      GROUP BY month ORDER BY month`,
  };
}

async function benchEngine(bench: BenchDatabase): Promise<void> {
  let child: ChildProcess | null = null;
  const db = await bench.open();
  try {
    const seeded = await seed(db);
    console.log(`\n${bench.engine}: v1 interface over ${total.toLocaleString('en')} time records`);
    console.log(
      `${'seeding the bench data'.padEnd(44)} ${(total / seeded.seconds).toFixed(0).padStart(8)} rows/s   (${seeded.seconds.toFixed(1)} s)`,
    );

    const started = await startServiceProcess(bench);
    child = started.child;
    const pid = child.pid ?? 0;
    let peak = rssMb(pid) ?? 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid) ?? 0);
    }, 50);

    const base = `${started.url}/t/bench/v1`;
    const login = await fetch(`${base}/auth/login?apikey=${appKey}`, {
      headers: {
        Authorization: `Basic ${Buffer.from('user0@bench.example:bench-password').toString('base64')}`,
      },
    });
    const { token } = (await login.json()) as { token: string };
    // A keep-alive connection the server closes as a request is sent fails at once; an idempotent
    // GET is simply sent again (what any HTTP client does).
    const fetchRetrying = async (url: string): Promise<Response> => {
      try {
        return await fetch(url);
      } catch {
        return fetch(url);
      }
    };
    const get = async (path: string): Promise<string> => {
      const res = await fetchRetrying(`${base}/${path}${path.includes('?') ? '&' : '?'}token=${token}`);
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
      return text;
    };

    // The baselines run on the bench's own handle: a second connection to the same database.
    const sql = baselines(db);
    const yearFrom = Date.UTC(2024, 0, 1);
    const yearTo = Date.UTC(2025, 0, 1);
    const byProject = (): Promise<{ project_id: string; time: number }[]> =>
      db.all(sql.byProject, [seeded.organizationId]);
    const byMonth = (): Promise<{ time: number }[]> =>
      db.all(sql.byMonth, [seeded.organizationId, yearFrom, yearTo]);

    const readtotals = 'time/reports/readtotals?summary=project';
    const slices = 'time/reports/singleslices?range=365&range_from=2024-01-01&slice_by=31';
    // Same answers first: the interface and the hand-written SQL agree.
    const viaHttp = JSON.parse(await get(readtotals)) as Record<string, { time: number }>;
    const viaSql = await byProject();
    if (viaSql.some((r) => viaHttp[r.project_id]?.time !== r.time))
      throw new Error('readtotals differs from SQL');
    const sliced = JSON.parse(await get(slices)) as { time: number }[];
    const months = await byMonth();
    if (sliced.length !== 12 || sliced.some((s, i) => s.time !== months[i]?.time))
      throw new Error('slices differ from SQL');

    const sqlTotals = await measure(aggregateRuns, 2, byProject);
    const httpTotals = await measure(aggregateRuns, 2, () => get(readtotals));
    const sqlSlices = await measure(aggregateRuns, 2, byMonth);
    const httpSlices = await measure(aggregateRuns, 2, () => get(slices));
    console.log(formatTiming('baseline: hand-written SQL, totals by project', sqlTotals));
    console.log(formatTiming('GET readtotals?summary=project (HTTP)', httpTotals));
    console.log(formatRatio('readtotals vs hand-written SQL', httpTotals, sqlTotals, 1.2));
    console.log(formatTiming('baseline: hand-written SQL, time by month', sqlSlices));
    console.log(formatTiming('GET singleslices by month, one year (HTTP)', httpSlices));
    console.log(formatRatio('singleslices vs hand-written SQL', httpSlices, sqlSlices, 1.2));

    // (b) one user's records of one month, in pages of 1000 (about 4 000 match).
    const user = seeded.userIds[3] as string;
    const filter = encodeURIComponent(
      `user/id eq '${user}' and start ge datetime'2024-03-01T00:00:00Z' and start lt datetime'2024-04-01T00:00:00Z'`,
    );
    const list = `time/timerecords?$filter=${filter}&$top=1000&$orderby=start`;
    const page = JSON.parse(await get(list)) as unknown[];
    const samples: number[] = [];
    for (let i = 0; i < 10; i++) await get(list);
    for (let i = 0; i < listRuns; i++) {
      const t0 = performance.now();
      await get(list);
      samples.push(performance.now() - t0);
    }
    const listTiming = timingOf(samples);
    const verdict = listTiming.p50Ms < 30 ? 'met' : 'MISSED';
    console.log(
      `${formatTiming(`GET timerecords, selective $filter, ${page.length} rows`, listTiming)}   (target p50 < 30 ms: ${verdict})`,
    );

    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid) ?? 0);
    const memoryVerdict = peak < 300 ? 'met' : 'MISSED';
    console.log(
      `${'service process peak resident memory'.padEnd(44)} ${peak.toFixed(0).padStart(8)} MB   (target < 300 MB: ${memoryVerdict})`,
    );
  } finally {
    await db.close();
    if (child !== null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

await forEachBenchEngine(benchEngine);
