import {
  reportGroupings,
  type ReportGrouping,
  type ReportSummary,
  type ReportTotals,
} from '../../../src-shared/domain/reports.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { BarList } from '../../ui/charts/bar-list.tsx';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { ChartSelect } from '../../ui/charts/chart-select.tsx';
import { DataTable } from '../../ui/charts/data-table.tsx';
import { formatCount, formatMoney } from '../../ui/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';

/** A group's totals as the table shows them, in the order of its headings. */
function figures(totals: ReportTotals, currency: string, locale: string): string[] {
  return [
    formatCount(totals.count, locale),
    formatHoursMinutes(totals.time),
    formatHoursMinutes(totals.billableTime),
    formatMoney(totals.money, currency, locale),
    formatMoney(totals.averagePricePerHour, currency, locale),
  ];
}

export interface BreakdownProps {
  readonly summary: ReportSummary | undefined;
  readonly groupBy: ReportGrouping;
  readonly onGroupBy: (groupBy: ReportGrouping) => void;
}

/** The period's totals per project, client, user or task (v1 `groupedtotals`): bars, or the full table. */
export function Breakdown({ summary, groupBy, onGroupBy }: BreakdownProps) {
  const { t } = useI18n();
  const locale = useFormatLocale();
  const title = t('reports.timeBy', { grouping: groupBy });
  const currency = summary?.currency ?? 'EUR';
  // Records without the grouped object: named in the language shown, not main's English.
  const groups = (summary?.groups ?? []).map((group) =>
    group.key === null ? { ...group, label: t('reports.noGroup', { grouping: groupBy }) } : group,
  );
  return (
    <ChartFrame
      title={title}
      controls={
        <ChartSelect
          label={t('reports.groupBy')}
          value={groupBy}
          options={reportGroupings}
          optionText={(grouping) => t('reports.groupByOption', { grouping })}
          onChange={onGroupBy}
        />
      }
      empty={
        summary !== undefined && groups.length === 0 ? (
          <p className="muted">
            {summary.totals.count === 0 ? t('reports.noTime') : t('reports.noTimeForFilter')}
          </p>
        ) : undefined
      }
      chart={
        <BarList
          label={title}
          items={groups.map((group) => ({
            key: group.key ?? '',
            label: group.label,
            value: group.totals.time,
            valueText: formatHoursMinutes(group.totals.time),
            detail: formatMoney(group.totals.money, currency, locale),
          }))}
        />
      }
      table={
        <DataTable
          label={t('reports.table', { title })}
          nameHeading={t('reports.grouping', { grouping: groupBy })}
          headings={[
            t('reports.col.records'),
            t('reports.col.time'),
            t('reports.col.billable'),
            t('reports.col.money'),
            t('reports.col.perHour'),
          ]}
          rows={groups.map((group) => ({
            key: group.key ?? '',
            name: group.label,
            cells: figures(group.totals, currency, locale),
          }))}
          footer={
            summary === undefined
              ? undefined
              : { name: t('reports.total'), cells: figures(summary.totals, currency, locale) }
          }
        />
      }
    />
  );
}
