import type { ReportTotals } from '../../../src-shared/domain/reports.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { formatCount, formatMoney } from '../../ui/format.ts';

/** The period's totals at a glance (v1 `singletotals`). */
export function TotalsCards({
  totals,
  currency,
}: {
  readonly totals: ReportTotals;
  readonly currency: string;
}) {
  const cards: [string, string, string][] = [
    ['time', 'Time', formatHoursMinutes(totals.time)],
    ['billable', 'Billable time', formatHoursMinutes(totals.billableTime)],
    ['effective', 'Effective time', formatHoursMinutes(totals.effectiveTime)],
    ['money', 'Money', formatMoney(totals.money, currency)],
    ['rate', 'Average per hour', formatMoney(totals.averagePricePerHour, currency)],
    ['count', 'Records', formatCount(totals.count)],
    ['average', 'Average per record', formatHoursMinutes(totals.averageTime)],
  ];
  return (
    <dl className="totals-cards" aria-label="Totals of the period">
      {cards.map(([key, label, value]) => (
        <div key={key} className="totals-card" data-testid={`total-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
