import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appKey, startV1, type V1TestClient } from '../testing/v1-test-client.ts';
import { waitForStoredMail } from '../../testing/mail-folder-wait.ts';

let c: V1TestClient;
const hour = 3_600_000;
let projectId: string;

// A fresh account in Berlin time, "now" a Friday in March 2024, and records at chosen instants:
// a leap day, both sides of a week and of a month, the day clocks go forward (31 March), and
// 31 December 2023 at 22:30 UTC, which is 23:30 in Berlin: still 2023 there.
const records: [string, number, boolean][] = [
  ['2024-02-29T09:00:00Z', 1 * hour, false],
  ['2024-03-10T10:00:00Z', 2 * hour, false],
  ['2024-03-11T08:00:00Z', 3 * hour, true],
  ['2024-03-15T07:00:00Z', 4 * hour, true],
  ['2024-03-31T01:30:00Z', hour / 2, false],
  ['2023-12-31T22:30:00Z', 1 * hour, false],
  ['2024-04-01T08:00:00Z', 1 * hour, false],
];

const path = (p: string): string => `/t/reports/v1/${p}`;

beforeAll(async () => {
  c = await startV1({ v1TokenTtlSeconds: 30 * 24 * 3600 });
  c.service.clock.now = Date.UTC(2024, 2, 15, 12);
  const signup = await c.request('POST', `/v1/register/signup?apikey=${appKey}`, {
    token: null,
    body: {
      account: { title: 'Reports', accountUrl: 'reports', timeZone: 'Europe/Berlin' },
      owner: { email: 'rita@example.com', firstName: 'Rita', lastName: 'Report', password: 'rita-password' },
    },
  });
  expect(signup.status).toBe(201);
  const { code } = await waitForStoredMail(c.service.dataDir, 'rita@example.com');
  await c.request('POST', `/v1/auth/confirm/${code}`, { token: null });
  await c.login('rita@example.com', 'rita-password', 'reports');
  projectId = (
    (await c.request('POST', path('time/projects?response_object=true'), { body: { name: 'Only' } }))
      .json as { id: string }
  ).id;
  await c.request('POST', path('pricelists'), { body: { price: 60 } });
  for (const [start, duration, billable] of records) {
    const res = await c.request('POST', path('time/timerecords?calculate_price=true'), {
      body: { start, duration, billable, project: billable ? { id: projectId } : null },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

async function time(report: string, query: string): Promise<number> {
  const res = await c.request('GET', path(`time/reports/${report}?${query}`));
  expect(res.status, `${report}?${query}: ${res.text}`).toBe(200);
  return (res.json as { time: number }).time;
}

describe('singletotals for every range and offset', () => {
  it('range 0 is everything', async () => {
    expect(await time('singletotals', 'range=0')).toBe(12.5 * hour);
  });

  it('range 1: today and earlier days', async () => {
    expect(await time('singletotals', 'range=1')).toBe(4 * hour);
    expect(await time('singletotals', 'range=1&offset=-4')).toBe(3 * hour);
    expect(await time('singletotals', 'range=1&offset=-5')).toBe(2 * hour);
    expect(await time('singletotals', 'range=1&range_from=2024-03-31')).toBe(hour / 2);
    expect(await time('singletotals', 'range=1&range_from=2024-02-29')).toBe(hour);
  });

  it('range 7: the ISO week, Monday first', async () => {
    expect(await time('singletotals', 'range=7')).toBe(7 * hour);
    expect(await time('singletotals', 'range=7&offset=-1')).toBe(2 * hour);
    expect(await time('singletotals', 'range=7&range_from=2024-03-31')).toBe(hour / 2);
    expect(await time('singletotals', 'range=7&offset=3')).toBe(hour);
  });

  it('range 31: the calendar month, around a leap day and a daylight-saving change', async () => {
    expect(await time('singletotals', 'range=31')).toBe(9.5 * hour);
    expect(await time('singletotals', 'range=31&offset=-1')).toBe(hour);
    expect(await time('singletotals', 'range=31&offset=1')).toBe(hour);
    expect(await time('singletotals', 'range=31&range_from=2024-02-01')).toBe(hour);
    expect(await time('singletotals', 'range=31&range_from=2024-02-01&range_to=2024-03-05')).toBe(
      10.5 * hour,
    );
  });

  it('range 365: the calendar year in the account time zone', async () => {
    expect(await time('singletotals', 'range=365')).toBe(11.5 * hour);
    expect(await time('singletotals', 'range=365&offset=-1')).toBe(hour);
  });

  it('range 999: a specific interval, offset by its length', async () => {
    expect(await time('singletotals', 'range=999&range_from=2024-02-29&range_to=2024-03-10')).toBe(3 * hour);
    expect(await time('singletotals', 'range=999&range_from=2024-03-11&range_to=2024-03-15&offset=-1')).toBe(
      2 * hour,
    );
  });

  it('answers the whole totals object', async () => {
    const res = await c.request('GET', path('time/reports/singletotals?range=7'));
    expect(res.json).toEqual({
      count: 2,
      time: 7 * hour,
      billableTime: 7 * hour,
      effectiveTime: 7 * hour,
      money: 420,
      averagePricePerHour: 60,
      averageTime: 3.5 * hour,
    });
  });

  it('refuses bad parameters, and grouping singletotals', async () => {
    expect((await c.request('GET', path('time/reports/singletotals?range=14'))).json).toMatchObject({
      code: 'PE01-1105',
    });
    expect((await c.request('GET', path('time/reports/singletotals?summary=project'))).json).toMatchObject({
      code: 'PE01-1105',
    });
    expect((await c.request('GET', path('time/reports/nosuchreport'))).json).toMatchObject({
      status: 404,
      code: 'PE01-9003',
    });
  });
});

describe('grouped, trended and sliced', () => {
  it('readtotals and groupedtotals group by a field (* without one)', async () => {
    expect((await c.request('GET', path('time/reports/readtotals'))).json).toMatchObject({
      '*': { count: 7, time: 12.5 * hour },
    });
    const byBillable = (await c.request('GET', path('time/reports/groupedtotals?summary=billable&range=31')))
      .json;
    expect(byBillable).toMatchObject({
      false: { count: 2, time: 2.5 * hour },
      true: { count: 2, time: 7 * hour },
    });
    const byProject = (await c.request('GET', path('time/reports/readtotals?summary=project')))
      .json as Record<string, { count: number }>;
    expect(byProject[projectId]?.count).toBe(2);
    expect(byProject['']?.count).toBe(5);
    const filtered = (
      await c.request(
        'GET',
        path(`time/reports/readtotals?$filter=${encodeURIComponent('duration ge 7200000')}`),
      )
    ).json;
    expect(filtered).toMatchObject({ '*': { count: 3, time: 9 * hour } });
  });

  it('trendedtotals answers depth + 1 periods, oldest first', async () => {
    const res = (await c.request('GET', path('time/reports/trendedtotals?range=31&depth=2'))).json as {
      time: number;
    }[];
    expect(res.map((t) => t.time)).toEqual([0, hour, 9.5 * hour]);
    const weeks = (await c.request('GET', path('time/reports/trendedtotals?range=7&depth=1&offset=-1')))
      .json as { time: number }[];
    // The week before 4–10 March holds the leap day.
    expect(weeks.map((t) => t.time)).toEqual([hour, 2 * hour]);
  });

  it('singleslices slices a week by day and a year by month (12 slices), numbered from 0', async () => {
    const week = (await c.request('GET', path('time/reports/singleslices?range=7&slice_by=1'))).json;
    expect(week).toEqual([
      { offset: 0, time: 3 * hour },
      { offset: 1, time: 0 },
      { offset: 2, time: 0 },
      { offset: 3, time: 0 },
      { offset: 4, time: 4 * hour },
      { offset: 5, time: 0 },
      { offset: 6, time: 0 },
    ]);
    const year = (await c.request('GET', path('time/reports/singleslices?range=365&slice_by=31'))).json as {
      offset: number;
      time: number;
    }[];
    expect(year).toHaveLength(12);
    expect(year.map((s) => s.time)).toEqual([0, hour, 9.5 * hour, hour, 0, 0, 0, 0, 0, 0, 0, 0]);
    const all = (await c.request('GET', path('time/reports/singleslices?range=0&slice_by=31'))).json as {
      time: number;
    }[];
    expect(all.map((s) => s.time)).toEqual([hour, 0, hour, 9.5 * hour, hour]);
  });
});
