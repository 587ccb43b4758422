import {
  reportGroupings,
  type ReportGrouping,
  type ReportSummary,
} from '../../../src-shared/domain/reports.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { BarList } from '../../ui/charts/bar-list.tsx';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { formatCount, formatMoney } from '../../ui/format.ts';

export const groupingNames: Record<ReportGrouping, { title: string; plural: string }> = {
  project: { title: 'Project', plural: 'projects' },
  client: { title: 'Client', plural: 'clients' },
  user: { title: 'User', plural: 'users' },
  task: { title: 'Task', plural: 'tasks' },
};

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
        <select
          className="select select--small"
          aria-label="Group by"
          value={groupBy}
          onChange={(event) => onGroupBy(event.target.value as ReportGrouping)}
        >
          {reportGroupings.map((grouping) => (
            <option key={grouping} value={grouping}>
              {`By ${groupingNames[grouping].title.toLowerCase()}`}
            </option>
          ))}
        </select>
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
        <table className="data-table" aria-label={`${title} (table)`}>
          <thead>
            <tr>
              <th scope="col">{groupingNames[groupBy].title}</th>
              <th scope="col" className="num">
                Records
              </th>
              <th scope="col" className="num">
                Time
              </th>
              <th scope="col" className="num">
                Billable
              </th>
              <th scope="col" className="num">
                Money
              </th>
              <th scope="col" className="num">
                Per hour
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.key ?? ''}>
                <th scope="row">{group.label}</th>
                <td className="num">{formatCount(group.totals.count)}</td>
                <td className="num">{formatHoursMinutes(group.totals.time)}</td>
                <td className="num">{formatHoursMinutes(group.totals.billableTime)}</td>
                <td className="num">{formatMoney(group.totals.money, currency)}</td>
                <td className="num">{formatMoney(group.totals.averagePricePerHour, currency)}</td>
              </tr>
            ))}
          </tbody>
          {summary !== undefined && (
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">{formatCount(summary.totals.count)}</td>
                <td className="num">{formatHoursMinutes(summary.totals.time)}</td>
                <td className="num">{formatHoursMinutes(summary.totals.billableTime)}</td>
                <td className="num">{formatMoney(summary.totals.money, currency)}</td>
                <td className="num">{formatMoney(summary.totals.averagePricePerHour, currency)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      }
    />
  );
}
