// Issue 20's table on each storage engine (SQLite and PostgreSQL; `BENCH_ENGINES` narrows), over
// the bench data set (1 000 000 records; `BENCH_RECORDS` narrows), measured from outside over
// loopback HTTP against `npm run service` (a separate process), each row beside baselines
// measured in the same run on the same rows:
//  - the report rows (readtotals all time, singleslices by month, readtotals of one person's year,
//    a $filter that falls back to the records): the hand-written query on that engine over the
//    schema's indexes (its plan printed: whether it reads an index alone; the target of the
//    fallback row is a ratio to it), the same query over a covering index the bench adds for it
//    where the schema has none (built after the service is measured, then dropped), and DuckDB
//    in memory, the reference for the limit;
//  - one person's month of records in pages of 1000 (p50), against the hand-written query;
//  - graph `projects(first: 50)` against a bare node:http server sending the same bytes;
//  - making the records, and the resident memory of the service process throughout.
// A timed request ends when the last byte of its answer has arrived, undecoded (each answer is
// decoded and checked once, before the timing).
// Every row is also a JSON figure (`npm run bench -- --json FILE`).
import { performance } from 'node:perf_hooks';
import type { SqlDatabase } from '../src-service/storage/sql-database.ts';
import { forEachBenchEngine, type BenchDatabase } from './support/bench-database.ts';
import { loadDuckReference } from './support/duckdb-reference.ts';
import { benchRecords, seed } from './support/million-records.ts';
import { measureGraphRow } from './support/graph-row.ts';
import { measure, reportFigure } from './support/measure.ts';
import { samplePeaks } from './support/memory-peaks.ts';
import { explain, type QueryPlan } from './support/query-plan.ts';
import { startServiceProcess, v1Client, type ServiceProcess } from './support/service-process.ts';
import { difference, listRow, reportRows, timeByKey } from './support/v1-report-rows.ts';

const aggregateRuns = Number(process.env['BENCH_AGGREGATE_COUNT'] ?? 15);
const listRuns = Number(process.env['BENCH_LIST_COUNT'] ?? 200);
const graphRuns = Number(process.env['BENCH_GRAPH_COUNT'] ?? 2000);
const total = benchRecords;
const bench = 'v1-reports';

async function benchEngine(database: BenchDatabase): Promise<void> {
  let service: ServiceProcess | null = null;
  const db: SqlDatabase = await database.open();
  const engine = database.engine;
  try {
    // The whole of making the data set (people, projects, records, statistics), as a person
    // waits for it.
    const t0 = performance.now();
    const seeded = await seed(db, total);
    const seconds = (performance.now() - t0) / 1000;
    console.log(`\n${engine}: v1 interface over ${total.toLocaleString('en')} time records`);
    reportFigure(`making the records (seed, ${(total / seconds).toFixed(0)} rows/s)`, {
      bench,
      engine,
      row: 'making the records',
      records: total,
      value: seconds,
      unit: 's',
      // 30 s for a million, in proportion for fewer.
      target: { on: 'value', comparison: '<', limit: (30 * total) / 1_000_000 },
    });
    // PostgreSQL reads an index alone only where the visibility map says every row is visible.
    if (engine === 'postgres') await db.run('VACUUM ANALYZE time_records');

    service = await startServiceProcess(database);
    const running = service;
    // Sampled throughout, the peak kept per phase: which request holds the memory shows.
    const memory = samplePeaks(() => running.rssMb(), 'started');
    memory.phase('signing in');
    const v1 = await v1Client(running.url);

    const user = seeded.userIds[3] as string;
    const rows = reportRows(seeded.organizationId, user);
    const measured: { hand: number; handPlan: QueryPlan; http: number; duck: number; covered?: number }[] =
      [];
    const duck = await loadDuckReference(db, seeded.organizationId);
    try {
      for (const row of rows) {
        memory.phase(row.label);
        const sql = row.sql(db.dialect);
        // Same answers first: the interface, the hand-written SQL and DuckDB agree.
        const viaHttp = row.fromHttp(await v1.text(row.path));
        const viaSql = timeByKey(await db.all(sql, [...row.params]));
        const viaDuck = timeByKey(await duck.all(row.duck));
        const sqlDiffers = difference(viaHttp, viaSql);
        const duckDiffers = difference(viaSql, viaDuck);
        if (sqlDiffers !== null) throw new Error(`${row.label}: v1 and SQL differ (${sqlDiffers})`);
        if (duckDiffers !== null) throw new Error(`${row.label}: SQL and DuckDB differ (${duckDiffers})`);

        const handPlan = await explain(db, sql, row.params);
        const http = await measure(aggregateRuns, 2, () => v1.receive(row.path));
        const hand = await measure(aggregateRuns, 2, () => db.all(sql, [...row.params]));
        const column = await measure(aggregateRuns, 2, () => duck.all(row.duck));
        measured.push({ hand: hand.p50Ms, handPlan, http: http.p50Ms, duck: column.p50Ms });
      }
    } finally {
      duck.close();
    }

    const list = listRow(seeded.organizationId, user);
    memory.phase('timerecords list');
    const page = JSON.parse(await v1.text(list.path)) as unknown[];
    const listPlan = await explain(db, list.sql, list.params);
    const listHttp = await measure(listRuns, 10, () => v1.receive(list.path));
    const listSql = await measure(listRuns, 10, () => db.all(list.sql, [...list.params]));
    // The graph row over the same service process and data (50 projects), inside the memory samples.
    memory.phase('graph (signing in, then requests)');
    const graphRow = await measureGraphRow(
      running.url,
      { email: 'user0@bench.example', password: 'bench-password', organization: 'Bench' },
      graphRuns,
      // The service runs as a process of its own: so does the bare server it is compared with.
      'own-process',
    );
    const phases = memory.stop();
    const peak = memory.overallMb();

    // Last, once the service is measured: where no index of the schema covers a hand-written
    // query, the index a person would add for it, built, timed and dropped again. The best a
    // query on the records can do on this engine; its distance to the service shows.
    const coveredPlans: (QueryPlan | null)[] = [];
    for (const [i, row] of rows.entries()) {
      const result = measured[i];
      if (row.covering === null || result === undefined) {
        coveredPlans.push(null);
        continue;
      }
      await db.run(`CREATE INDEX bench_covering ON time_records (${row.covering})`);
      try {
        if (db.dialect === 'sqlite') await db.run('ANALYZE bench_covering');
        // SQLite's planner may still prefer an index that saves the GROUP BY's sort: a person
        // who made an index for the query names it. PostgreSQL's planner chooses by cost.
        const plain = row.sql(db.dialect);
        const sql =
          db.dialect === 'sqlite'
            ? plain.replace('FROM time_records', 'FROM time_records INDEXED BY bench_covering')
            : plain;
        coveredPlans.push(await explain(db, sql, row.params));
        result.covered = (await measure(aggregateRuns, 2, () => db.all(sql, [...row.params]))).p50Ms;
      } finally {
        await db.run('DROP INDEX bench_covering');
      }
    }

    for (const [i, row] of rows.entries()) {
      const result = measured[i];
      if (result === undefined) continue;
      const coveredPlan = coveredPlans[i] ?? null;
      reportFigure(`${row.label}, p50`, {
        bench,
        engine,
        row: row.label,
        records: total,
        value: result.http,
        unit: 'ms',
        // The faster hand-written query first: a ratio target is judged against it (the
        // strongest SQL baseline on that engine); DuckDB is the reference for the limit.
        baselines: [
          ...[
            { name: result.handPlan.indexOnly ? 'SQL (index only)' : 'SQL', value: result.hand },
            ...(result.covered === undefined
              ? []
              : [{ name: 'SQL, own covering index', value: result.covered }]),
          ].sort((a, b) => a.value - b.value),
          { name: 'DuckDB in memory', value: result.duck },
        ],
        target: row.target,
      });
      console.log(`${''.padEnd(44)}   SQL plan: ${planLine(result.handPlan)}`);
      if (coveredPlan !== null) console.log(`${''.padEnd(44)}   own index: ${planLine(coveredPlan)}`);
    }

    reportFigure(`timerecords, one person's month (${page.length}), p50`, {
      bench,
      engine,
      row: 'timerecords, one person, one month, $top=1000&$orderby=start',
      records: total,
      value: listHttp.p50Ms,
      unit: 'ms',
      baselines: [{ name: 'SQL', value: listSql.p50Ms }],
      target: { on: 'value', comparison: '<', limit: 10 },
    });
    console.log(`${''.padEnd(44)}   SQL plan: ${planLine(listPlan)}`);
    reportFigure(`graph projects(first: 50) (${graphRow.projects}), p50`, {
      bench,
      engine,
      row: 'graph projects(first: 50) vs bare node:http',
      records: total,
      value: graphRow.graph.p50Ms,
      unit: 'ms',
      baselines: [{ name: 'bare node:http', value: graphRow.bare.p50Ms }],
      target: { on: 'ratio', comparison: '<=', limit: 2 },
    });
    reportFigure('service process peak resident memory', {
      bench,
      engine,
      row: 'service process peak RSS',
      records: total,
      value: peak,
      unit: 'MB',
      target: { on: 'value', comparison: '<', limit: 150 },
    });
    for (const { phase, peakMb } of phases) {
      reportFigure(`  peak RSS, ${phase}`, {
        bench,
        engine,
        row: `service process peak RSS during: ${phase}`,
        records: total,
        value: peakMb,
        unit: 'MB',
        target: null,
      });
    }
  } finally {
    await db.close();
    await service?.stop();
  }
}

function planLine(plan: QueryPlan): string {
  return `${plan.text}${plan.indexOnly ? '' : ' (NOT index only)'}`;
}

await forEachBenchEngine(benchEngine);
