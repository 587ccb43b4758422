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

export const recordsPageSize = 100;

export interface RecordsViewProps {
  readonly period: ReportPeriod;
  readonly filter: TimeFilter;
  readonly timeZone: string;
}

function describe(record: ReportRecord, timeZone: string): string {
  const what = record.description !== '' ? record.description : (record.project?.name ?? 'No description');
  return `${formatInstantDay(record.start, timeZone)} ${formatClock(record.start, timeZone)}, ${what}`;
}

/**
 * The time records of the period with their prices: pages of 100, newest first. Records can be
 * selected (across pages) to recompute their prices from today's price lists after a confirmation.
 * The parent keys it by period and filter, so another period starts on its first page with
 * nothing selected.
 */
export function RecordsView({ period, filter, timeZone }: RecordsViewProps) {
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
    <section className="records-view" aria-label="Time records of the period">
      <div className="records-toolbar row">
        <span role="status" aria-live="polite" data-testid="records-range">
          {query.isPending
            ? 'Loading time records…'
            : total === 0
              ? 'No time records in this period.'
              : `Records ${formatCount(page * recordsPageSize + 1)}–${formatCount(
                  page * recordsPageSize + records.length,
                )} of ${formatCount(total)}`}
        </span>
        <span className="records-toolbar__spacer" />
        <span className="muted">
          {selected.size === 0 ? 'None selected' : `${formatCount(selected.size)} selected`}
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
            Recompute prices…
          </button>
        )}
        {selected.size > 0 && (
          <button type="button" className="button button--link" onClick={() => setSelected(new Map())}>
            Clear selection
          </button>
        )}
      </div>
      {canWrite && <OfflineReason id="recompute-offline" reason={offline} />}
      {tooMany && canWrite && (
        <p className="notice">
          Select at most {formatCount(maxPriceUpdate)} records to recompute their prices at once.
        </p>
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
        <div className="panel price-check" aria-label="Price check">
          <p className="muted">
            Stored price of the selected record: {formatMoney(single.price, currency)}
            {single.priceModified ? ' (set by hand)' : ''}.
          </p>
          <PriceQuote
            lead="Today's price lists would give:"
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
      <div className="table-scroll" role="region" aria-label="Time records (scrolls sideways)" tabIndex={0}>
        <table className="data-table records-table" aria-busy={query.isFetching}>
          <caption className="visually-hidden">Time records of the period, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="select-cell">
                <input
                  type="checkbox"
                  aria-label="Select all records on this page"
                  checked={allOnPage}
                  disabled={records.length === 0}
                  onChange={(event) => togglePage(event.target.checked)}
                />
              </th>
              <th scope="col">Date</th>
              <th scope="col">Time</th>
              <th scope="col" className="num">
                Duration
              </th>
              <th scope="col">Description</th>
              <th scope="col">Project</th>
              <th scope="col">User</th>
              <th scope="col">Billable</th>
              <th scope="col" className="num">
                Per hour
              </th>
              <th scope="col" className="num">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={record.id} aria-selected={selected.has(record.id)}>
                <td className="select-cell">
                  <input
                    type="checkbox"
                    aria-label={`Select ${describe(record, timeZone)}`}
                    checked={selected.has(record.id)}
                    onChange={(event) => toggle(record, event.target.checked)}
                  />
                </td>
                <td className="nowrap">{formatInstantDay(record.start, timeZone, undefined, false)}</td>
                <td className="nowrap">{formatClockSpan(record.start, record.stop, timeZone)}</td>
                <td className="num">{formatHoursMinutes(record.duration)}</td>
                <td>
                  <ClippedText text={record.description} />
                </td>
                <td>
                  {record.project?.name ?? '—'}
                  {record.task === null ? null : <span className="muted"> · {record.task.name}</span>}
                </td>
                <td>{record.user?.name ?? '—'}</td>
                <td>{record.billable ? 'Yes' : 'No'}</td>
                <td className="num">{formatMoney(record.unitPrice, currency)}</td>
                <td className="num">
                  {formatMoney(record.price, currency)}
                  {record.priceModified && (
                    <span className="badge" title="Set by hand: recomputing keeps it">
                      by hand
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="row pager" aria-label="Pages of time records">
          <button type="button" className="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            className="button"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next page
          </button>
        </nav>
      )}
      {confirming && canWrite && (
        <RecomputePricesDialog
          ids={[...selected.keys()]}
          describe={(id) => {
            const record = selected.get(id);
            return record === undefined ? id : describe(record, timeZone);
          }}
          onClose={() => setConfirming(false)}
          onDone={(result) => {
            setConfirming(false);
            setSelected(new Map());
            const parts = [`Recomputed ${result.updated} ${result.updated === 1 ? 'price' : 'prices'}.`];
            if (result.kept > 0) parts.push(`Kept ${result.kept} set by hand.`);
            if (result.failed.length > 0) {
              parts.push(
                `${result.failed.length} could not be recomputed: ${result.failed[0]?.message ?? ''}`,
              );
            }
            setMessage(parts.join(' '));
          }}
        />
      )}
    </section>
  );
}
