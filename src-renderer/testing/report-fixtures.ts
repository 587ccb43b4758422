import {
  comparisonSpans,
  resolvePeriod,
  slicesOf,
  trendPeriods,
} from '../../src-shared/domain/report-period.ts';
import type {
  ReportRecord,
  ReportRecordsPage,
  ReportSlices,
  ReportSummary,
  ReportTotals,
  ReportTrend,
} from '../../src-shared/domain/reports.ts';
import type {
  ReportSlicesArg,
  ReportSummaryArg,
  ReportTrendArg,
} from '../../src-shared/ipc/channels/reports.ts';
import { FakeBridge } from './fake-bridge.ts';
import { signedIn } from '../../src-shared/testing/session-state.ts';

/** Test support: a bridge answering the report channels with consistent made-up numbers. */
export const today = '2025-11-05';
const hour = 3_600_000;

export function totals(
  hours: number,
  money: number,
  count = Math.max(1, Math.round(hours / 2)),
): ReportTotals {
  return {
    count,
    time: hours * hour,
    billableTime: hours * hour * 0.75,
    effectiveTime: hours * hour,
    money,
    averagePricePerHour: hours === 0 ? 0 : Math.round((money / hours) * 100) / 100,
    averageTime: Math.floor((hours * hour) / count),
  };
}

export function record(i: number, patch: Partial<ReportRecord> = {}): ReportRecord {
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    version: 1,
    start: Date.UTC(2025, 9, 31, 8) - i * hour * 3,
    stop: Date.UTC(2025, 9, 31, 10) - i * hour * 3,
    duration: 2 * hour,
    description: `Work ${i}`,
    user: { id: 'u1', name: 'Alice Andersen' },
    project: { id: 'p1', name: 'Website' },
    task: null,
    client: { id: 'c1', name: 'Contoso' },
    workType: null,
    billable: true,
    effective: true,
    approved: false,
    price: 170,
    unitPrice: 85,
    priceModified: false,
    ...patch,
  };
}

export function reportsBridge(recordCount = 250): FakeBridge {
  const bridge = new FakeBridge()
    .handle('session:get', () =>
      signedIn({ v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null } }),
    )
    .handle('reports:account', () => ({
      title: 'Acme Studio',
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      today,
    }))
    .handle('reports:filter-options', ({ resource }) =>
      resource === 'projects'
        ? [
            { id: 'p1', name: 'Website (Contoso)' },
            { id: 'p2', name: 'App' },
          ]
        : [{ id: 'c1', name: 'Contoso' }],
    )
    .handle('reports:summary', (arg: ReportSummaryArg): ReportSummary => {
      const period = resolvePeriod(arg.period, today);
      const groups =
        arg.groupBy === 'client'
          ? [
              { key: 'c1', label: 'Contoso', totals: totals(30, 2550) },
              { key: null, label: 'No client', totals: totals(10, 0) },
            ]
          : [
              { key: 'p1', label: 'Website', totals: totals(25, 2125) },
              { key: 'p2', label: 'App', totals: totals(15, 425) },
            ];
      return { period, currency: 'EUR', totals: totals(40, 2550, 20), groupBy: arg.groupBy, groups };
    })
    .handle('reports:slices', (arg: ReportSlicesArg): ReportSlices => {
      const period = resolvePeriod(arg.period, today);
      const sliceBy = arg.sliceBy ?? (period.unit === 'year' ? 'month' : 'day');
      return {
        period,
        sliceBy,
        slices: slicesOf(period, sliceBy).map((slice, i) => ({ ...slice, time: (i % 3) * hour })),
      };
    })
    .handle('reports:trend', (arg: ReportTrendArg): ReportTrend => {
      const points = trendPeriods(arg.period, arg.depth, today).map((period, i) => ({
        period,
        totals: totals(10 + i * 5, 100 * i),
      }));
      const spans = comparisonSpans(resolvePeriod(arg.period, today), today);
      // A running period: 6 h so far against 8 h in the same days before.
      const sameDays = spans.basis === 'same-days';
      const time = (at: number, so: number): number =>
        sameDays ? so * hour : (points.at(at)?.totals.time ?? 0);
      return {
        currency: 'EUR',
        points,
        comparison: {
          basis: spans.basis,
          current: { first: spans.current.first, last: spans.current.last, time: time(-1, 6) },
          previous: { first: spans.previous.first, last: spans.previous.last, time: time(-2, 8) },
        },
      };
    })
    .handle('reports:records', (arg): ReportRecordsPage => {
      const all = Array.from({ length: recordCount }, (_, i) =>
        record(i, i === 3 ? { priceModified: true, price: 1 } : {}),
      );
      return {
        period: resolvePeriod(arg.period, today),
        currency: 'EUR',
        total: all.length,
        records: all.slice(arg.skip, arg.skip + arg.top),
      };
    });
  return bridge;
}
