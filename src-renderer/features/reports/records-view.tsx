import { useState } from 'react';
import type { ReportPeriod } from '../../../src-shared/domain/report-period.ts';
import type { ReportRecord } from '../../../src-shared/domain/reports.ts';
import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { maxPriceUpdate } from '../../../src-shared/ipc/channels/prices.ts';
import { formatClock, formatClockSpan } from '../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { formatCount, formatInstantDay, formatMoney } from '../../ui/format.ts';
import { useSession } from '../account/use-session.ts';
import { PriceQuote } from '../prices/price-quote.tsx';
import { ClippedText } from './clipped-text.tsx';
import { RecomputePricesDialog } from '../prices/recompute-prices-dialog.tsx';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { useReport } from './use-report-data.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';

export const recordsPageSize = 100;

export interface RecordsViewProps {
  readonly period: ReportPeriod;
  readonly filter: TimeFilter;
  readonly timeZone: string;
}

function describe(record: ReportRecord, timeZone: string, t: Translate, locale: string): string {
  const what =
    record.description !== ''
      ? record.description
      : (record.project?.name ?? t('reports.records.noDescription'));
  return t('reports.records.describe', {
    day: formatInstantDay(record.start, timeZone, locale),
    time: formatClock(record.start, timeZone, locale),
    what,
  });
}

/**
 * The time records of the period with their prices: pages of 100, newest first. Records can be
 * selected (across pages) to recompute their prices from today's price lists after a confirmation.
 * The parent keys it by period and filter, so another period starts on its first page with
 * nothing selected.
 */
export function RecordsView({ period, filter, timeZone }: RecordsViewProps) {
  const { t } = useI18n();
  const locale = useFormatLocale();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlyMap<string, ReportRecord>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Recomputing writes prices: a read-only member is not offered it (the service would refuse).
  const canWrite = useSession().data?.access === 'FULL';
  const offline = useNeedsService();
  const query = useReport('reports:records', {
    period,
    filter,
    skip: page * recordsPageSize,
    top: recordsPageSize,
  });

  const data = query.data;
  const records = data?.records ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / recordsPageSize));
  const currency = data?.currency ?? 'EUR';
  const allOnPage = records.length > 0 && records.every((r) => selected.has(r.id));
  const toggle = (record: ReportRecord, on: boolean): void => {
    const next = new Map(selected);
    if (on) next.set(record.id, record);
    else next.delete(record.id);
    setSelected(next);
  };
  const togglePage = (on: boolean): void => {
    const next = new Map(selected);
    for (const record of records) {
      if (on) next.set(record.id, record);
      else next.delete(record.id);
    }
    setSelected(next);
  };
  const single = selected.size === 1 ? [...selected.values()][0] : undefined;
  const tooMany = selected.size > maxPriceUpdate;

  return (
    <section className="records-view" aria-label={t('reports.records.label')}>
      <div className="records-toolbar row">
        <span role="status" aria-live="polite" data-testid="records-range">
          {query.isPending
            ? t('reports.records.loading')
            : total === 0
              ? t('reports.records.none')
              : t('reports.records.range', {
                  first: formatCount(page * recordsPageSize + 1, locale),
                  last: formatCount(page * recordsPageSize + records.length, locale),
                  total: formatCount(total, locale),
                })}
        </span>
        <span className="records-toolbar__spacer" />
        <span className="muted">
          {selected.size === 0
            ? t('reports.records.noneSelected')
            : t('reports.records.selected', { count: formatCount(selected.size, locale) })}
        </span>
        {canWrite && (
          <button
            type="button"
            className="button"
            disabled={selected.size === 0 || tooMany || offline !== null}
            aria-describedby={offline === null ? undefined : 'recompute-offline'}
            onClick={() => {
              setMessage(null);
              setConfirming(true);
            }}
          >
            {t('reports.records.recompute')}
          </button>
        )}
        {selected.size > 0 && (
          <button type="button" className="button button--link" onClick={() => setSelected(new Map())}>
            {t('reports.records.clearSelection')}
          </button>
        )}
      </div>
      {canWrite && <OfflineReason id="recompute-offline" reason={offline} />}
      {tooMany && canWrite && (
        <p className="notice">{t('reports.records.tooMany', { max: formatCount(maxPriceUpdate, locale) })}</p>
      )}
      {message !== null && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      {query.isError && query.data === undefined && (
        <p className="action-error" role="alert">
          {query.error.message}
        </p>
      )}
      {single !== undefined && (
        <div className="panel price-check" aria-label={t('reports.records.priceCheck')}>
          <p className="muted">
            {t(single.priceModified ? 'reports.records.storedPriceByHand' : 'reports.records.storedPrice', {
              price: formatMoney(single.price, currency, locale),
            })}
          </p>
          <PriceQuote
            lead={t('reports.records.quoteLead')}
            draft={{
              projectId: single.project?.id ?? null,
              taskId: single.task?.id ?? null,
              clientId: single.client?.id ?? null,
              workTypeId: single.workType?.id ?? null,
              userId: single.user?.id ?? null,
              duration: Math.min(single.duration, 31 * 86_400_000),
              billable: single.billable,
            }}
          />
        </div>
      )}
      {/* A tab stop of its own, so columns beyond a narrow window can be scrolled to by keyboard. */}
      <div className="table-scroll" role="region" aria-label={t('reports.records.scrollRegion')} tabIndex={0}>
        <table className="data-table records-table" aria-busy={query.isFetching}>
          <caption className="visually-hidden">{t('reports.records.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="select-cell">
                <input
                  type="checkbox"
                  aria-label={t('reports.records.selectPage')}
                  checked={allOnPage}
                  disabled={records.length === 0}
                  onChange={(event) => togglePage(event.target.checked)}
                />
              </th>
              <th scope="col">{t('reports.col.date')}</th>
              <th scope="col">{t('reports.col.time')}</th>
              <th scope="col" className="num">
                {t('reports.col.duration')}
              </th>
              <th scope="col">{t('reports.col.description')}</th>
              <th scope="col">{t('reports.col.project')}</th>
              <th scope="col">{t('reports.col.user')}</th>
              <th scope="col">{t('reports.col.billable')}</th>
              <th scope="col" className="num">
                {t('reports.col.perHour')}
              </th>
              <th scope="col" className="num">
                {t('reports.col.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} aria-selected={selected.has(record.id)}>
                <td className="select-cell">
                  <input
                    type="checkbox"
                    aria-label={t('reports.records.select', {
                      record: describe(record, timeZone, t, locale),
                    })}
                    checked={selected.has(record.id)}
                    onChange={(event) => toggle(record, event.target.checked)}
                  />
                </td>
                <td className="nowrap">{formatInstantDay(record.start, timeZone, locale, false)}</td>
                <td className="nowrap">{formatClockSpan(record.start, record.stop, timeZone, locale)}</td>
                <td className="num">{formatHoursMinutes(record.duration)}</td>
                <td>
                  <ClippedText text={record.description} />
                </td>
                <td>
                  {record.project?.name ?? '—'}
                  {record.task === null ? null : <span className="muted"> · {record.task.name}</span>}
                </td>
                <td>{record.user?.name ?? '—'}</td>
                <td>{record.billable ? t('reports.yes') : t('reports.no')}</td>
                <td className="num">{formatMoney(record.unitPrice, currency, locale)}</td>
                <td className="num">
                  {formatMoney(record.price, currency, locale)}
                  {record.priceModified && (
                    <span className="badge" title={t('reports.records.byHandTitle')}>
                      {t('reports.records.byHand')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="row pager" aria-label={t('reports.records.pages')}>
          <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('reports.records.previousPage')}
          </button>
          <span>{t('reports.records.page', { page: page + 1, pages })}</span>
          <button
            type="button"
            className="button"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('reports.records.nextPage')}
          </button>
        </nav>
      )}
      {confirming && canWrite && (
        <RecomputePricesDialog
          ids={[...selected.keys()]}
          describe={(id) => {
            const record = selected.get(id);
            return record === undefined ? id : describe(record, timeZone, t, locale);
          }}
          onClose={() => setConfirming(false)}
          onDone={(result) => {
            setConfirming(false);
            setSelected(new Map());
            const parts = [t('reports.records.recomputed', { count: result.updated })];
            if (result.kept > 0) parts.push(t('reports.records.kept', { count: result.kept }));
            if (result.failed.length > 0) {
              parts.push(
                t('reports.records.failed', {
                  count: result.failed.length,
                  reason:
                    result.failed[0] === undefined
                      ? ''
                      : t(result.failed[0].message.id, result.failed[0].message.values),
                }),
              );
            }
            setMessage(parts.join(' '));
          }}
        />
      )}
    </section>
  );
}
