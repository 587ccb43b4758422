import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDate } from '../../../src-shared/domain/local-date.ts';
import type { ReportPeriod } from '../../../src-shared/domain/report-period.ts';
import { emptyTimeFilter, timeRangeToV1, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { aliceWithV1, closeChecked, idOf } from '../testing/v1-fixture.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { daysInstants } from '../../../src-shared/domain/zoned-time.ts';

// "Only me" and "everyone" through the core against the real embedded service (demo seed: Alice,
// Carol and Dave record time in Acme Studio). The time records and the reports must count the
// same records for the same filter; expectations come from the raw records read over v1.

interface Raw {
  readonly duration: number;
  readonly user: { readonly id: string } | null;
}

const zone = 'Europe/Vienna';
const onlyMe: TimeFilter = emptyTimeFilter;
const everyone: TimeFilter = { ...emptyTimeFilter, people: 'everyone' };
/** Last week: whole weekdays on which several people recorded time. */
const period: ReportPeriod = { unit: 'week', anchor: null, offset: -1 };

let harness: AccountHarness;
let v1: V1Client;
let alice: string;
let raw: Raw[];
let range: { from: number; to: number };

beforeAll(async () => {
  ({ harness, v1 } = await aliceWithV1());
  alice = idOf(await v1.get('users/@self', { no_expand: true }));
  const today: LocalDate = (await harness.invoke('reports:account')).today;
  const summary = await harness.invoke('reports:summary', { period, filter: everyone, groupBy: 'user' });
  expect(summary.period.last < today).toBe(true);
  range = daysInstants(summary.period.first, summary.period.last, zone);
  raw = [];
  for await (const record of v1.iterate<Raw>('time/timerecords', {
    $filter: timeRangeToV1(range.from, range.to),
    no_expand: true,
  })) {
    raw.push(record);
  }
}, 60_000);
afterAll(async () => {
  await closeChecked(harness);
});

function totalOf(records: readonly Raw[]): { count: number; durationMs: number } {
  return { count: records.length, durationMs: records.reduce((sum, r) => sum + r.duration, 0) };
}

describe('only me or everyone', () => {
  it('has records of more than one person in the week looked at', () => {
    const people = new Set(raw.map((r) => r.user?.id));
    expect(people.has(alice)).toBe(true);
    expect(people.size).toBeGreaterThan(1);
  });

  it('counts only the signed-in person with "only me", in the time records and the reports alike', async () => {
    const mine = totalOf(raw.filter((r) => r.user?.id === alice));
    expect(mine.count).toBeGreaterThan(0);
    expect(await harness.invoke('timerecords:total', { range, filter: onlyMe })).toEqual(mine);
    expect(await harness.invoke('timerecords:count', { range, filter: onlyMe })).toBe(mine.count);
    const list = await harness.invoke('timerecords:list', { range, filter: onlyMe, skip: 0, top: 1000 });
    expect(list.map((r) => r.user?.id ?? null)).toEqual(list.map(() => alice));

    const summary = await harness.invoke('reports:summary', { period, filter: onlyMe, groupBy: 'user' });
    expect({ count: summary.totals.count, durationMs: summary.totals.time }).toEqual(mine);
    expect(summary.groups.map((g) => g.key)).toEqual([alice]);
    const slices = await harness.invoke('reports:slices', { period, filter: onlyMe, sliceBy: 'day' });
    expect(slices.slices.reduce((sum, s) => sum + s.time, 0)).toBe(mine.durationMs);
    const page = await harness.invoke('reports:records', { period, filter: onlyMe, skip: 0, top: 500 });
    expect(page.total).toBe(mine.count);
    expect(page.records.every((r) => r.user?.id === alice)).toBe(true);
  });

  it('counts everyone the person may see with "everyone", in the time records and the reports alike', async () => {
    const all = totalOf(raw);
    const list = await harness.invoke('timerecords:list', { range, filter: everyone, skip: 0, top: 1000 });
    expect(list).toHaveLength(all.count);
    // Each record says whose it is, so a list of everyone's time can show it.
    const names = new Set(list.map((r) => r.user?.name));
    expect(names).toContain('Alice Andersen');
    expect(names).toContain('Carol Castillo');
    expect(await harness.invoke('timerecords:total', { range, filter: everyone })).toEqual(all);

    const summary = await harness.invoke('reports:summary', { period, filter: everyone, groupBy: 'user' });
    expect({ count: summary.totals.count, durationMs: summary.totals.time }).toEqual(all);
    expect(summary.groups.length).toBeGreaterThan(1);
    const page = await harness.invoke('reports:records', { period, filter: everyone, skip: 0, top: 500 });
    expect(page.total).toBe(all.count);
  });

  it('means "only me" when the filter does not say whose records', async () => {
    const { people: _omitted, ...withoutPeople } = emptyTimeFilter;
    const mine = totalOf(raw.filter((r) => r.user?.id === alice));
    expect(await harness.invoke('timerecords:total', { range, filter: withoutPeople })).toEqual(mine);
  });

  it('refuses a filter that names someone instead of "me" or "everyone"', async () => {
    const error = await harness.invokeError('timerecords:total', {
      range,
      filter: { ...emptyTimeFilter, people: alice } as unknown as TimeFilter,
    });
    expect(error.code).toBe('invalid-argument');
    const report = await harness.invokeError('reports:summary', {
      period,
      filter: { ...emptyTimeFilter, userId: alice } as unknown as TimeFilter,
      groupBy: 'project',
    });
    expect(report.code).toBe('invalid-argument');
  });
});
