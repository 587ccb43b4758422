import type { ReportTotals } from '../../../src-shared/domain/reports.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { formatCount, formatMoney } from '../../ui/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';

/** The period's totals at a glance (v1 `singletotals`). */
export function TotalsCards({
  totals,
  currency,
}: {
  readonly totals: ReportTotals;
  readonly currency: string;
}) {
  const { t } = useI18n();
  const locale = useFormatLocale();
  const cards: [string, string, string][] = [
    ['time', t('reports.total.time'), formatHoursMinutes(totals.time)],
    ['billable', t('reports.total.billable'), formatHoursMinutes(totals.billableTime)],
    ['effective', t('reports.total.effective'), formatHoursMinutes(totals.effectiveTime)],
    ['money', t('reports.total.money'), formatMoney(totals.money, currency, locale)],
    ['rate', t('reports.total.rate'), formatMoney(totals.averagePricePerHour, currency, locale)],
    ['count', t('reports.total.count'), formatCount(totals.count, locale)],
    ['average', t('reports.total.average'), formatHoursMinutes(totals.averageTime)],
  ];
  return (
    <dl className="totals-cards" aria-label={t('reports.totals')}>
      {cards.map(([key, label, value]) => (
        <div key={key} className="totals-card" data-testid={`total-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
