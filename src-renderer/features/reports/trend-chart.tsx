import type { PeriodUnit, ResolvedPeriod } from '../../../src-shared/domain/report-period.ts';
import type { ReportComparison, ReportTrend } from '../../../src-shared/domain/reports.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { ColumnChart } from '../../ui/charts/column-chart.tsx';
import { DataTable } from '../../ui/charts/data-table.tsx';
import {
  formatCount,
  formatDays,
  formatMoney,
  formatPercent,
  formatPeriod,
  formatSlice,
  formatSliceDate,
} from '../../ui/format.ts';

const earlier: Record<PeriodUnit, string> = {
  day: 'earlier days',
  week: 'earlier weeks',
  month: 'earlier months',
  year: 'earlier years',
  custom: 'the ranges before',
};
const previous: Record<PeriodUnit, string> = {
  day: 'the day before',
  week: 'the week before',
  month: 'the month before',
  year: 'the year before',
  custom: 'the range before',
};

function shortName(period: ResolvedPeriod): string {
  switch (period.unit) {
    case 'day':
      return formatSlice(period, 'day').short;
    case 'week':
      return formatSlice(period, 'week').short;
    case 'month':
      return formatSlice(period, 'month').short;
    case 'year':
      return period.first.slice(0, 4);
    case 'custom':
      return formatSliceDate(period, 'day');
  }
}

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '—' : 'new';
  return formatPercent(now / before - 1);
}

/** "12 % more time than the month before", or "No time, as in the month before". */
function difference(now: number, before: number, than: string): string {
  if (before === 0) return now === 0 ? `No time, as in ${than}` : `Time recorded, none in ${than}`;
  const ratio = now / before - 1;
  if (Math.abs(ratio) < 0.005) return `As much time as ${than}`;
  const percent = formatPercent(Math.abs(ratio)).replace('+', '');
  return `${percent} ${ratio > 0 ? 'more' : 'less'} time than ${than}`;
}

/**
 * The comparison in words, saying which days stand against which: a running period only against
 * the same days before it, today so far against the whole day before.
 */
export function comparisonText(comparison: ReportComparison, unit: PeriodUnit): string {
  const { current, previous: before } = comparison;
  switch (comparison.basis) {
    case 'whole':
      return difference(current.time, before.time, previous[unit]);
    case 'same-days':
      return `So far (${formatDays(current.first, current.last)}): ${difference(
        current.time,
        before.time,
        `the same days of ${previous[unit]} (${formatDays(before.first, before.last)})`,
      )}`;
    case 'partial':
      return `Today so far: ${difference(current.time, before.time, 'the whole day before')}`;
  }
}

/** The period against the periods before it (v1 `trendedtotals`). */
export function TrendChart({ trend }: { readonly trend: ReportTrend | undefined }) {
  const points = trend?.points ?? [];
  const unit = points.at(-1)?.period.unit ?? 'month';
  const comparison = trend?.comparison;
  const running = comparison !== undefined && comparison.basis !== 'whole';
  const title = `Compared with ${earlier[unit]}`;
  // The period being looked at is still running: its bar and row say they are not whole.
  const nameOf = (point: (typeof points)[number], i: number): string =>
    `${formatPeriod(point.period)}${running && i === points.length - 1 ? ' (so far)' : ''}`;
  return (
    <ChartFrame
      title={title}
      controls={
        comparison !== undefined && (
          <span className="muted trend-change" data-testid="trend-comparison">
            {comparisonText(comparison, unit)}
          </span>
        )
      }
      chart={
        <ColumnChart
          label={title}
          columns={points.map((point, i) => ({
            key: point.period.first,
            short: shortName(point.period),
            full: nameOf(point, i),
            value: point.totals.time,
          }))}
          formatValue={formatHoursMinutes}
          height={180}
        />
      }
      table={
        <DataTable
          label={`${title} (table)`}
          nameHeading="Period"
          headings={['Time', 'Billable', 'Money', 'Records', 'Change']}
          rows={points.map((point, i) => ({
            key: point.period.first,
            name: nameOf(point, i),
            cells: [
              formatHoursMinutes(point.totals.time),
              formatHoursMinutes(point.totals.billableTime),
              formatMoney(point.totals.money, trend?.currency ?? 'EUR'),
              formatCount(point.totals.count),
              i === 0
                ? '—'
                : running && i === points.length - 1
                  ? change(comparison.current.time, comparison.previous.time)
                  : change(point.totals.time, points[i - 1]?.totals.time ?? 0),
            ],
          }))}
        />
      }
    />
  );
}
