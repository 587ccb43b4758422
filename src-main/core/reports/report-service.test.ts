import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type LocalDate } from '../../../src-shared/domain/local-date.ts';
import {
  comparisonSpans,
  resolvePeriod,
  stepPeriod,
  type ReportPeriod,
  type ResolvedPeriod,
} from '../../../src-shared/domain/report-period.ts';
import type { ReportGrouping, ReportTotals } from '../../../src-shared/domain/reports.ts';
import { emptyTimeFilter, timeRangeToV1, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { parseCsv } from '../export/csv.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { aliceWithV1, closeChecked, idOf } from '../testing/v1-fixture.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { mapLimit } from '../v1-reading/map-limit.ts';
import { argumentErrorMessage, argumentIssuesOf } from '../../../src-shared/ipc/argument-error.ts';
import { daysInstants, localDateOf, wallClockOf } from '../../../src-shared/domain/zoned-time.ts';
import { clockText } from './report-csv.ts';

// Integration tests: the core's reports against the real embedded service (demo seed: 120 days of
// priced records in Europe/Vienna). Every expectation is computed here from the raw time records
// read over v1, independently of the service's report code and of the code under test.

interface Raw {
  id: string;
  start: Date;
  duration: number;
  billable: boolean;
  price: number;
  description: string | null;
  project: { id: string } | null;
  client: { id: string } | null;
  user: { id: string } | null;
  task: { id: string } | null;
  workType: { id: string } | null;
}

const zone = 'Europe/Vienna';
let harness: AccountHarness;
let v1: V1Client;
let records: Raw[];
let today: LocalDate;
/** Alice's v1 user id: with "only me" (the default) the reports count her records alone. */
let alice: string;
/** Records half an hour inside both ends of last month (local time): a period placed in UTC would lose one. */
let edges: { early: string; late: string };

beforeAll(async () => {
  ({ harness, v1 } = await aliceWithV1());
  today = (await harness.invoke('reports:account')).today;
  alice = idOf(await v1.get('users/@self', { no_expand: true }));
  const lastMonth = resolvePeriod({ unit: 'month', anchor: today, offset: -1 }, today);
  const { from, to } = daysInstants(lastMonth.first, lastMonth.last, zone);
  const create = async (start: number): Promise<string> =>
    idOf(
      await v1.call(
        'POST',
        'time/timerecords',
        { calculate_price: true, response_object: true },
        { start: new Date(start), duration: 20 * 60_000, description: 'Edge of the month', billable: true },
      ),
    );
  edges = { early: await create(from + 30 * 60_000), late: await create(to - 30 * 60_000) };
  records = [];
  for await (const record of v1.iterate<Raw>('time/timerecords', { no_expand: true })) records.push(record);
}, 60_000);
afterAll(async () => {
  await closeChecked(harness);
});

function inPeriod(
  period: ResolvedPeriod,
  filter: (r: Raw) => boolean = () => true,
  people: TimeFilter['people'] = 'me',
): Raw[] {
  const { from, to } = daysInstants(period.first, period.last, zone);
  return records.filter(
    (r) =>
      r.start.getTime() >= from &&
      r.start.getTime() < to &&
      (people === 'everyone' || r.user?.id === alice) &&
      filter(r),
  );
}

function expectTotals(actual: ReportTotals, expected: readonly Raw[]): void {
  const time = expected.reduce((sum, r) => sum + r.duration, 0);
  const money = expected.reduce((sum, r) => sum + Math.round(r.price * 100), 0) / 100;
  expect(actual.count).toBe(expected.length);
  expect(actual.time).toBe(time);
  expect(actual.billableTime).toBe(
    expected.filter((r) => r.billable).reduce((sum, r) => sum + r.duration, 0),
  );
  expect(actual.money).toBeCloseTo(money, 2);
  expect(actual.averageTime).toBe(expected.length === 0 ? 0 : Math.floor(time / expected.length));
}

const calendarPeriods: ReportPeriod[] = (['day', 'week', 'month', 'year'] as const).flatMap((unit) => [
  { unit, anchor: null, offset: 0 },
  { unit, anchor: null, offset: -1 },
]);

function customPeriods(): ReportPeriod[] {
  const range: ReportPeriod = {
    unit: 'custom',
    from: addDays(today, -40),
    to: addDays(today, -26),
    offset: 0,
  };
  return [range, stepPeriod(range, -1), stepPeriod(range, 2)];
}

describe('reports against the embedded service', () => {
  it('answers every report for day, week, month, year and custom ranges, with offsets', async () => {
    expect(records.length).toBeGreaterThan(500);
    for (const period of [...calendarPeriods, ...customPeriods()]) {
      const arg = { period, filter: emptyTimeFilter };
      const summary = await harness.invoke('reports:summary', { ...arg, groupBy: 'project' });
      const expectedPeriod = resolvePeriod(
        { ...period, ...(period.unit === 'custom' ? {} : { anchor: today }) },
        today,
      );
      expect(summary.period, JSON.stringify(period)).toEqual(expectedPeriod);
      const expected = inPeriod(summary.period);
      expectTotals(summary.totals, expected);
      expect(summary.currency).toBe('EUR');
      // Groups add up, each to the records of its project.
      expect(summary.groups.reduce((sum, g) => sum + g.totals.count, 0)).toBe(expected.length);
      for (const group of summary.groups) {
        expectTotals(
          group.totals,
          expected.filter((r) => (r.project?.id ?? null) === group.key),
        );
      }

      const slices = await harness.invoke('reports:slices', { ...arg, sliceBy: null });
      expect(slices.period).toEqual(summary.period);
      expect(slices.slices[0]?.first).toBe(summary.period.first);
      expect(slices.slices.at(-1)?.last).toBe(summary.period.last);
      for (const slice of slices.slices) {
        const inSlice = expected.filter((r) => {
          const day = localDateOf(r.start.getTime(), zone);
          return day >= slice.first && day <= slice.last;
        });
        expect(slice.time, `${slice.first}..${slice.last}`).toBe(
          inSlice.reduce((sum, r) => sum + r.duration, 0),
        );
      }

      const trend = await harness.invoke('reports:trend', { ...arg, depth: 2 });
      expect(trend.points).toHaveLength(3);
      expect(trend.points[2]?.period).toEqual(summary.period);
      for (const point of trend.points) expectTotals(point.totals, inPeriod(point.period));
    }
  }, 120_000);

  it('compares a running period with the same days before it, a past one with the whole one before', async () => {
    const running: ReportPeriod = {
      unit: 'custom',
      from: addDays(today, -3),
      to: addDays(today, 3),
      offset: 0,
    };
    const filter: TimeFilter = { ...emptyTimeFilter, billable: 'billable' };
    for (const period of [...calendarPeriods, running]) {
      const trend = await harness.invoke('reports:trend', { period, filter, depth: 1 });
      const spans = comparisonSpans(trend.points[1]!.period, today);
      const timeOf = (span: { first: LocalDate; last: LocalDate }): number =>
        inPeriod({ unit: 'custom', ...span }, (r) => r.billable).reduce((sum, r) => sum + r.duration, 0);
      expect(trend.comparison, JSON.stringify(period)).toEqual({
        basis: spans.basis,
        current: { first: spans.current.first, last: spans.current.last, time: timeOf(spans.current) },
        previous: { first: spans.previous.first, last: spans.previous.last, time: timeOf(spans.previous) },
      });
    }
    // Three days of a seven-day range are still to come: only its days so far count.
    const trend = await harness.invoke('reports:trend', { period: running, filter, depth: 1 });
    expect(trend.comparison).toMatchObject({
      basis: 'same-days',
      current: { first: addDays(today, -3), last: today },
      previous: { first: addDays(today, -10), last: addDays(today, -7) },
    });
  }, 60_000);

  it('slices a year by month, week or day on request', async () => {
    const period: ReportPeriod = { unit: 'year', anchor: null, offset: 0 };
    const expected = inPeriod(resolvePeriod(period, today));
    const total = expected.reduce((sum, r) => sum + r.duration, 0);
    for (const sliceBy of ['month', 'week', 'day'] as const) {
      const slices = await harness.invoke('reports:slices', { period, filter: emptyTimeFilter, sliceBy });
      expect(slices.sliceBy).toBe(sliceBy);
      if (sliceBy === 'month') expect(slices.slices).toHaveLength(12);
      expect(slices.slices.reduce((sum, s) => sum + s.time, 0)).toBe(total);
    }
  });

  it('groups by client, user and task, naming each group', async () => {
    const period: ReportPeriod = { unit: 'month', anchor: null, offset: -1 };
    const filter: TimeFilter = { ...emptyTimeFilter, people: 'everyone' };
    const names = {
      client: new Map(
        (await harness.invoke('reports:filter-options', { resource: 'clients' })).map((c) => [c.id, c.name]),
      ),
    };
    for (const groupBy of ['client', 'user', 'task'] as ReportGrouping[]) {
      const summary = await harness.invoke('reports:summary', { period, filter, groupBy });
      const expected = inPeriod(summary.period, undefined, 'everyone');
      expect(summary.groupBy).toBe(groupBy);
      for (const group of summary.groups) {
        expectTotals(
          group.totals,
          expected.filter((r) => (r[groupBy]?.id ?? null) === group.key),
        );
        if (group.key === null) expect(group.label).toBe(`No ${groupBy}`);
        else expect(group.label).not.toMatch(/^Unknown/);
        if (groupBy === 'client' && group.key !== null) expect(group.label).toBe(names.client.get(group.key));
      }
      const times = summary.groups.map((g) => g.totals.time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const byUser = await harness.invoke('reports:summary', { period, filter, groupBy: 'user' });
    expect(byUser.groups.map((g) => g.label)).toContain('Alice Andersen');
    expect(byUser.groups.length).toBeGreaterThan(1);
  });

  it('narrows every report with the filter shared with the time records screen', async () => {
    const period: ReportPeriod = { unit: 'month', anchor: null, offset: -1 };
    const summary = await harness.invoke('reports:summary', {
      period,
      filter: { ...emptyTimeFilter, billable: 'billable' },
      groupBy: 'client',
    });
    expectTotals(
      summary.totals,
      inPeriod(summary.period, (r) => r.billable),
    );
    const someClient = summary.groups.find((g) => g.key !== null)?.key;
    if (someClient == null) throw new Error('no client in last month');
    const filter: TimeFilter = { ...emptyTimeFilter, clientIds: [someClient] };
    const onlyClient = await harness.invoke('reports:summary', { period, filter, groupBy: 'client' });
    expect(onlyClient.groups.map((g) => g.key)).toEqual([someClient]);
    const page = await harness.invoke('reports:records', { period, filter, skip: 0, top: 500 });
    expect(page.total).toBe(onlyClient.totals.count);
    expect(page.records.every((r) => r.client?.id === someClient)).toBe(true);
  });

  it('narrows totals, records and trend by work type', async () => {
    const period: ReportPeriod = { unit: 'month', anchor: null, offset: -1 };
    const workType = records.find((r) => r.workType !== null && r.user?.id === alice)?.workType?.id;
    if (workType === undefined) throw new Error('no record with a work type');
    const filter: TimeFilter = { ...emptyTimeFilter, workTypeIds: [workType] };
    const summary = await harness.invoke('reports:summary', { period, filter, groupBy: 'project' });
    const expected = inPeriod(summary.period, (r) => r.workType?.id === workType);
    expect(expected.length).toBeLessThan(inPeriod(summary.period).length);
    expectTotals(summary.totals, expected);
    const page = await harness.invoke('reports:records', { period, filter, skip: 0, top: 500 });
    expect(page.total).toBe(expected.length);
    expect(page.records.every((r) => r.workType?.id === workType)).toBe(true);
  });

  it('pages the period records newest first, with names and prices', async () => {
    const period: ReportPeriod = { unit: 'month', anchor: null, offset: -1 };
    const first = await harness.invoke('reports:records', {
      period,
      filter: emptyTimeFilter,
      skip: 0,
      top: 40,
    });
    const second = await harness.invoke('reports:records', {
      period,
      filter: emptyTimeFilter,
      skip: 40,
      top: 40,
    });
    const expected = inPeriod(first.period).sort((a, b) => b.start.getTime() - a.start.getTime());
    expect(first.total).toBe(expected.length);
    expect(first.records[0]?.id).toBe(edges.late);
    const last = await harness.invoke('reports:records', {
      period,
      filter: emptyTimeFilter,
      skip: first.total - 1,
      top: 1,
    });
    expect(last.records.map((r) => r.id)).toEqual([edges.early]);
    expect([...first.records, ...second.records].map((r) => r.start)).toEqual(
      expected.slice(0, 80).map((r) => r.start.getTime()),
    );
    const billable = first.records.find((r) => r.billable && r.price > 0 && r.project !== null);
    expect(billable?.project?.name).toBeTruthy();
    expect(billable?.user?.name).toBeTruthy();
    expect(billable?.unitPrice).toBeGreaterThan(0);
  });

  it('exports the grouped totals of the period as CSV', async () => {
    const period: ReportPeriod = { unit: 'month', anchor: null, offset: -1 };
    const summary = await harness.invoke('reports:summary', {
      period,
      filter: emptyTimeFilter,
      groupBy: 'client',
    });
    const outcome = await harness.invoke('reports:export-csv', {
      period,
      filter: emptyTimeFilter,
      groupBy: 'client',
      content: 'totals',
    });
    expect(outcome).toMatchObject({ kind: 'saved', rows: summary.groups.length + 1 });
    if (outcome.kind !== 'saved') return;
    expect(outcome.fileName).toBe(
      `stint-totals-by-client-${summary.period.first}_${summary.period.last}.csv`,
    );
    const rows = parseCsv(readFileSync(harness.exports.saved.at(-1)!, 'utf8'));
    expect(rows[0]).toEqual([
      'Client',
      'Records',
      'Time (h:mm)',
      'Hours',
      'Billable hours',
      'Effective hours',
      'Money (EUR)',
      'Average price per hour (EUR)',
      'Average time per record (h:mm)',
    ]);
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(summary.groups.map((g) => g.label));
    expect(rows.at(-1)?.slice(0, 4)).toEqual([
      'Total',
      String(summary.totals.count),
      clockText(summary.totals.time, false),
      (summary.totals.time / 3_600_000).toFixed(2),
    ]);
    expect(rows.at(-1)?.[6]).toBe(summary.totals.money.toFixed(2));
  });

  it('starts CSV files with a UTF-8 byte order mark unless the person turned it off', async () => {
    const arg = {
      period: { unit: 'month', anchor: null, offset: -1 },
      filter: emptyTimeFilter,
      groupBy: 'project',
      content: 'records',
    } as const;
    const firstBytes = (): number[] => [...readFileSync(harness.exports.saved.at(-1)!).subarray(0, 4)];
    expect(await harness.invoke('reports:export-csv', arg)).toMatchObject({ kind: 'saved' });
    expect(firstBytes()).toEqual([0xef, 0xbb, 0xbf, 'D'.charCodeAt(0)]);
    await harness.invoke('preferences:update', { csvBom: false });
    try {
      expect(await harness.invoke('reports:export-csv', { ...arg, content: 'totals' })).toMatchObject({
        kind: 'saved',
      });
      expect(firstBytes()).toEqual([...Buffer.from('Proj')]);
    } finally {
      await harness.invoke('preferences:update', { csvBom: true });
    }
  });

  it('writes nothing when the person cancels the save dialog', async () => {
    harness.exports.cancelNext = true;
    const before = harness.exports.saved.length;
    const outcome = await harness.invoke('reports:export-csv', {
      period: { unit: 'week', anchor: null, offset: 0 },
      filter: emptyTimeFilter,
      groupBy: 'project',
      content: 'records',
    });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(harness.exports.saved).toHaveLength(before);
  });

  it('writes no file for a selection without records, and says it is empty', async () => {
    const before = harness.exports.saved.length;
    const nothing: TimeFilter = { ...emptyTimeFilter, text: 'no record says this 7f3a' };
    for (const content of ['records', 'totals'] as const) {
      const outcome = await harness.invoke('reports:export-csv', {
        period: { unit: 'month', anchor: null, offset: -1 },
        filter: nothing,
        groupBy: 'project',
        content,
      });
      expect(outcome, content).toEqual({ kind: 'empty' });
    }
    // A future month has no records either.
    const future = await harness.invoke('reports:export-csv', {
      period: { unit: 'month', anchor: null, offset: 24 },
      filter: emptyTimeFilter,
      groupBy: 'project',
      content: 'records',
    });
    expect(future).toEqual({ kind: 'empty' });
    expect(harness.exports.saved).toHaveLength(before);
  });

  it('refuses a malformed period before asking the service', async () => {
    const error = await harness.invokeError('reports:summary', {
      period: { unit: 'custom', from: '2025-02-10', to: '2025-02-01', offset: 0 },
      filter: emptyTimeFilter,
      groupBy: 'project',
    });
    expect(error.code).toBe('invalid-argument');
    // The schema's own wording never crosses; the refused field travels as data.
    expect(error.message).toBe(argumentErrorMessage);
    expect(argumentIssuesOf(error)?.map((issue) => issue.path[0])).toContain('period');
  });
});

describe('CSV export of a large period', () => {
  let big: { harness: AccountHarness; v1: V1Client };
  beforeAll(async () => {
    big = await aliceWithV1();
  }, 60_000);
  afterAll(async () => {
    await closeChecked(big.harness);
  });

  it('exports 10 000 records that match the records, field by field', async () => {
    const { today: now } = await big.harness.invoke('reports:account');
    // Ten days a year back, where the demo has no records.
    const from = addDays(now, -400);
    const to = addDays(from, 9);
    const { from: start } = daysInstants(from, to, zone);
    const projects = await big.v1.list<{ id: string }>('time/projects', { no_expand: true, $top: 3 });
    const texts = [
      'Plain',
      'Comma, inside',
      'Say "hi"',
      'Two\nlines',
      ' padded ',
      'Ünïcode – € 中文',
      '',
      '=SUM(A1:A2)',
    ];
    await mapLimit(
      Array.from({ length: 10_000 }, (_, i) => i),
      8,
      (i) =>
        big.v1.call(
          'POST',
          'time/timerecords',
          { calculate_price: true },
          {
            start: new Date(start + i * 77_000),
            duration: 60_000 + (i % 50) * 1000,
            description: `${texts[i % texts.length]} #${i}`,
            billable: i % 3 !== 0,
            project: { id: projects[i % projects.length]!.id },
          },
        ),
    );
    const period: ReportPeriod = { unit: 'custom', from, to, offset: 0 };
    const summary = await big.harness.invoke('reports:summary', {
      period,
      filter: emptyTimeFilter,
      groupBy: 'project',
    });
    expect(summary.totals.count).toBe(10_000);

    const outcome = await big.harness.invoke('reports:export-csv', {
      period,
      filter: emptyTimeFilter,
      groupBy: 'project',
      content: 'records',
    });
    expect(outcome).toEqual({ kind: 'saved', fileName: `stint-records-${from}_${to}.csv`, rows: 10_000 });
    const text = readFileSync(big.harness.exports.saved.at(-1)!, 'utf8');
    // The byte order mark is on by default, for spreadsheets on Windows.
    expect(text.startsWith('\uFEFFDate,Start (Europe/Vienna),')).toBe(true);
    const rows = parseCsv(text);
    const header = rows[0]!;
    expect(rows).toHaveLength(10_001);

    const expected: Raw[] = [];
    const range = daysInstants(from, to, zone);
    for await (const r of big.v1.iterate<Raw>('time/timerecords', {
      $filter: timeRangeToV1(range.from, range.to),
      $orderby: 'start asc',
      no_expand: true,
    })) {
      expected.push(r);
    }
    expect(expected).toHaveLength(10_000);
    const col = (name: string) => header.indexOf(name);
    rows.slice(1).forEach((row, i) => {
      const r = expected[i]!;
      expect(row[col('Record id')]).toBe(r.id);
      expect(row[col('Date')]).toBe(localDateOf(r.start.getTime(), zone));
      const wall = wallClockOf(r.start.getTime(), zone);
      const pad = (n: number): string => String(n).padStart(2, '0');
      expect(row[col('Start (Europe/Vienna)')]).toBe(
        `${wall.date} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`,
      );
      expect(row[col('Duration (h:mm:ss)')]).toBe(clockText(r.duration, true));
      // A formula someone typed arrives as text, not as something a spreadsheet runs.
      const description = r.description ?? '';
      expect(row[col('Description')]).toBe(description.startsWith('=') ? `'${description}` : description);
      expect(row[col('Price (EUR)')]).toBe(r.price.toFixed(2));
      expect(row[col('Billable')]).toBe(r.billable ? 'yes' : 'no');
    });
  }, 240_000);
});
