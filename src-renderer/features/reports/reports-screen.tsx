import { useEffect } from 'react';
import { resolvePeriod, stepPeriod, withWeekStart } from '../../../src-shared/domain/report-period.ts';
import { useFirstDayOfWeek } from '../../i18n/format-locale.ts';
import { maxTrendDepth } from '../../../src-shared/ipc/channels/reports.ts';
import { TimeTrackingGate } from '../account/time-tracking-gate.tsx';
import { TimeFilterBar } from '../time-filter/time-filter-bar.tsx';
import { useTimeFilter } from '../time-filter/use-time-filter.ts';
import { Breakdown } from './breakdown.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { RecordsView } from './records-view.tsx';
import { useReportViewStore, type ReportTab } from './report-view-store.ts';
import { TimeChart } from './time-chart.tsx';
import { TotalsCards } from './totals-cards.tsx';
import { TrendChart } from './trend-chart.tsx';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { useExport } from './use-export.ts';
import { useOrganizationAccount } from '../organization/use-organization-account.ts';
import { useReport, useReportsFollowChanges } from './use-report-data.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';

/** Earlier periods in the trend: five before the one looked at. */
const trendDepth = Math.min(5, maxTrendDepth);

/** Alt+← and Alt+→ step the period from anywhere on the screen except text fields. */
function usePeriodKeys(step: (by: number) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);
}

function ReadyReports() {
  const view = useReportViewStore();
  const { t, locale } = useI18n();
  const [filter] = useTimeFilter();
  const account = useOrganizationAccount();
  useReportsFollowChanges();
  // Weeks start where the person's locale starts them (the service counts Monday weeks; main asks it for days).
  const period = withWeekStart(view.period, useFirstDayOfWeek());
  usePeriodKeys((by) => view.setPeriod(stepPeriod(period, by)));
  const summary = useReport(
    'reports:summary',
    { period, filter, groupBy: view.groupBy },
    view.tab === 'overview',
  );
  const slices = useReport(
    'reports:slices',
    { period, filter, sliceBy: view.sliceBy },
    view.tab === 'overview',
  );
  const trend = useReport('reports:trend', { period, filter, depth: trendDepth }, view.tab === 'overview');
  const exporter = useExport();
  const offline = useNeedsService();
  const today = account.data?.today ?? null;
  const resolved = today === null ? null : resolvePeriod(period, today);
  // A failed refresh of something already read keeps showing what was read (the offline notice
  // says how old it is); only a reading that never succeeded is a failure on this screen.
  const failure =
    [account, summary, slices, trend].find((q) => q.isError && q.data === undefined)?.error ?? null;
  const loading = summary.isFetching || slices.isFetching || trend.isFetching;

  return (
    <div className="reports">
      <div className="reports__toolbar">
        <PeriodPicker
          period={period}
          today={today}
          onChange={(next) => {
            view.setPeriod(next);
            view.setSliceBy(null);
          }}
        />
        <TimeFilterBar />
      </div>
      <div className="row reports__tabs">
        <div role="tablist" aria-label={t('reports.views')} className="tabs">
          {(
            [
              ['overview', t('reports.tab.overview')],
              ['records', t('reports.tab.records')],
            ] as [ReportTab, string][]
          ).map(([tab, label]) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`report-tab-${tab}`}
              aria-controls={`report-panel-${tab}`}
              aria-selected={view.tab === tab}
              tabIndex={view.tab === tab ? 0 : -1}
              className="tab"
              onClick={() => view.setTab(tab)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = view.tab === 'overview' ? 'records' : 'overview';
                  view.setTab(next);
                  document.getElementById(`report-tab-${next}`)?.focus();
                }
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <span className="records-toolbar__spacer" />
        <button
          type="button"
          className="button"
          disabled={exporter.pending || offline !== null}
          aria-describedby={offline === null ? undefined : 'export-offline'}
          onClick={() => exporter.run({ period, filter, groupBy: view.groupBy, content: 'totals', locale })}
        >
          {t('reports.exportTotals')}
        </button>
        <button
          type="button"
          className="button"
          disabled={exporter.pending || offline !== null}
          aria-describedby={offline === null ? undefined : 'export-offline'}
          onClick={() => exporter.run({ period, filter, groupBy: view.groupBy, content: 'records', locale })}
        >
          {t('reports.exportRecords')}
        </button>
      </div>
      <OfflineReason id="export-offline" reason={offline} />
      <p
        className={`export-status ${exporter.failed ? 'action-error' : 'muted'}`}
        role="status"
        data-testid="export-status"
      >
        {exporter.pending ? t('reports.exporting') : (exporter.message ?? '')}
      </p>
      {failure !== null && (
        <p className="action-error" role="alert">
          {failure.message}
        </p>
      )}
      {view.tab === 'overview' ? (
        <div
          id="report-panel-overview"
          role="tabpanel"
          aria-labelledby="report-tab-overview"
          className="reports__overview"
          aria-busy={loading}
        >
          {summary.data !== undefined && (
            <TotalsCards totals={summary.data.totals} currency={summary.data.currency} />
          )}
          <TimeChart
            data={slices.data}
            period={resolved}
            sliceBy={view.sliceBy}
            onSliceBy={view.setSliceBy}
          />
          <Breakdown summary={summary.data} groupBy={view.groupBy} onGroupBy={view.setGroupBy} />
          <TrendChart trend={trend.data} />
        </div>
      ) : (
        <div id="report-panel-records" role="tabpanel" aria-labelledby="report-tab-records">
          <RecordsView
            key={JSON.stringify([period, filter])}
            period={period}
            filter={filter}
            timeZone={account.data?.timeZone ?? 'UTC'}
          />
        </div>
      )}
    </div>
  );
}

/** Reports of the current organization, once it is signed in and connected to the v1 interface. */
export function ReportsScreen() {
  return (
    <TimeTrackingGate what="reports">
      <ReadyReports />
    </TimeTrackingGate>
  );
}
