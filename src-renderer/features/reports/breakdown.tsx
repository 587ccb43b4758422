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

export const groupingNames: Record<ReportGrouping, { title: string; plural: string }> = {
  project: { title: 'Project', plural: 'projects' },
  client: { title: 'Client', plural: 'clients' },
  user: { title: 'User', plural: 'users' },
  task: { title: 'Task', plural: 'tasks' },
};

/** A group's totals as the table shows them, in the order of its headings. */
function figures(totals: ReportTotals, currency: string): string[] {
  return [
    formatCount(totals.count),
    formatHoursMinutes(totals.time),
    formatHoursMinutes(totals.billableTime),
    formatMoney(totals.money, currency),
    formatMoney(totals.averagePricePerHour, currency),
  ];
}

export interface BreakdownProps {
  readonly summary: ReportSummary | undefined;
  readonly groupBy: ReportGrouping;
  readonly onGroupBy: (groupBy: ReportGrouping) => void;
}

/** The period's totals per project, client, user or task (v1 `groupedtotals`): bars, or the full table. */
export function Breakdown({ summary, groupBy, onGroupBy }: BreakdownProps) {
  const title = `Time by ${groupingNames[groupBy].title.toLowerCase()}`;
  const currency = summary?.currency ?? 'EUR';
  const groups = summary?.groups ?? [];
  return (
    <ChartFrame
      title={title}
      controls={
        <ChartSelect
          label="Group by"
          value={groupBy}
          options={reportGroupings}
          optionText={(grouping) => `By ${groupingNames[grouping].title.toLowerCase()}`}
          onChange={onGroupBy}
        />
      }
      empty={
        summary !== undefined && groups.length === 0 ? (
          <p className="muted">
            No time was recorded in this period{summary.totals.count === 0 ? '' : ' for this filter'}.
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
            detail: formatMoney(group.totals.money, currency),
          }))}
        />
      }
      table={
        <DataTable
          label={`${title} (table)`}
          nameHeading={groupingNames[groupBy].title}
          headings={['Records', 'Time', 'Billable', 'Money', 'Per hour']}
          rows={groups.map((group) => ({
            key: group.key ?? '',
            name: group.label,
            cells: figures(group.totals, currency),
          }))}
          footer={
            summary === undefined ? undefined : { name: 'Total', cells: figures(summary.totals, currency) }
          }
        />
      }
    />
  );
}
