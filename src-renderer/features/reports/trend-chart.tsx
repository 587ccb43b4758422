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
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';

function shortName(period: ResolvedPeriod, locale: string): string {
  switch (period.unit) {
    case 'day':
      return formatSlice(period, 'day', locale).short;
    case 'week':
      return formatSlice(period, 'week', locale).short;
    case 'month':
      return formatSlice(period, 'month', locale).short;
    case 'year':
      return period.first.slice(0, 4);
    case 'custom':
      return formatSliceDate(period, 'day', locale);
  }
}

function change(now: number, before: number, t: Translate, locale: string): string {
  if (before === 0) return now === 0 ? '—' : t('reports.trend.new');
  return formatPercent(now / before - 1, locale);
}

/** "12 % more time than the month before", or "No time, as in the month before". */
function difference(now: number, before: number, than: string, t: Translate, locale: string): string {
  if (before === 0) return t(now === 0 ? 'reports.trend.noTime' : 'reports.trend.noneBefore', { than });
  const ratio = now / before - 1;
  if (Math.abs(ratio) < 0.005) return t('reports.trend.same', { than });
  const percent = formatPercent(Math.abs(ratio), locale).replace('+', '');
  return t(ratio > 0 ? 'reports.trend.more' : 'reports.trend.less', { percent, than });
}

/**
 * The comparison in words, saying which days stand against which: a running period only against
 * the same days before it, today so far against the whole day before.
 */
export function comparisonText(
  comparison: ReportComparison,
  unit: PeriodUnit,
  t: Translate,
  locale: string,
): string {
  const { current, previous: before } = comparison;
  const previous = t('reports.trend.previous', { unit });
  switch (comparison.basis) {
    case 'whole':
      return difference(current.time, before.time, previous, t, locale);
    case 'same-days':
      return t('reports.trend.runningSoFar', {
        days: formatDays(current.first, current.last, locale),
        difference: difference(
          current.time,
          before.time,
          t('reports.trend.sameDays', { previous, days: formatDays(before.first, before.last, locale) }),
          t,
          locale,
        ),
      });
    case 'partial':
      return t('reports.trend.todaySoFar', {
        difference: difference(current.time, before.time, t('reports.trend.wholeDayBefore'), t, locale),
      });
  }
}

/** The period against the periods before it (v1 `trendedtotals`). */
export function TrendChart({ trend }: { readonly trend: ReportTrend | undefined }) {
  const { t } = useI18n();
  const locale = useFormatLocale();
  const points = trend?.points ?? [];
  const unit = points.at(-1)?.period.unit ?? 'month';
  const comparison = trend?.comparison;
  const running = comparison !== undefined && comparison.basis !== 'whole';
  const title = t('reports.trend.title', { unit });
  // The period being looked at is still running: its bar and row say they are not whole.
  const nameOf = (point: (typeof points)[number], i: number): string =>
    running && i === points.length - 1
      ? t('reports.trend.soFar', { period: formatPeriod(point.period, locale) })
      : formatPeriod(point.period, locale);
  return (
    <ChartFrame
      title={title}
      controls={
        comparison !== undefined && (
          <span className="muted trend-change" data-testid="trend-comparison">
            {comparisonText(comparison, unit, t, locale)}
          </span>
        )
      }
      chart={
        <ColumnChart
          label={title}
          columns={points.map((point, i) => ({
            key: point.period.first,
            short: shortName(point.period, locale),
            full: nameOf(point, i),
            value: point.totals.time,
          }))}
          formatValue={formatHoursMinutes}
          height={180}
        />
      }
      table={
        <DataTable
          label={t('reports.table', { title })}
          nameHeading={t('reports.col.period')}
          headings={[
            t('reports.col.time'),
            t('reports.col.billable'),
            t('reports.col.money'),
            t('reports.col.records'),
            t('reports.col.change'),
          ]}
          rows={points.map((point, i) => ({
            key: point.period.first,
            name: nameOf(point, i),
            cells: [
              formatHoursMinutes(point.totals.time),
              formatHoursMinutes(point.totals.billableTime),
              formatMoney(point.totals.money, trend?.currency ?? 'EUR', locale),
              formatCount(point.totals.count, locale),
              i === 0
                ? '—'
                : running && i === points.length - 1
                  ? change(comparison.current.time, comparison.previous.time, t, locale)
                  : change(point.totals.time, points[i - 1]?.totals.time ?? 0, t, locale),
            ],
          }))}
        />
      }
    />
  );
}
