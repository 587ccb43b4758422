import { useCallback, useEffect, useRef } from 'react';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { formatClock } from '../../../src-shared/format/duration.ts';
import { renderMessage, type Translate } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useTheme } from '../preferences/use-theme.ts';
import { availabilitySentence } from '../stopwatch/availability.ts';
import { useElapsed } from '../stopwatch/use-elapsed.ts';
import { useRefreshOnFocus, useStopwatch, useStopwatchCommand } from '../tracking/use-stopwatch.ts';
import { useContinueRecord } from '../time/use-continue-record.ts';
import { useLastRecord } from './use-last-record.ts';

/**
 * The mini window's whole page: the elapsed time, the project and what it is for, and the one or
 * two buttons that matter now (Pause or Resume and Stop while it runs; Continue the last entry
 * while it does not). Made for about 320×140 and the keyboard: Tab reaches every button.
 */
export function MiniStopwatch() {
  useTheme();
  useRefreshOnFocus();
  const { t } = useI18n();
  useEffect(() => {
    document.title = t('mini.documentTitle');
  }, [t]);
  const stopwatch = useStopwatch();
  return (
    <main className="mini" aria-labelledby="mini-title">
      <h1 id="mini-title" className="visually-hidden">
        {t('section.stopwatch')}
      </h1>
      {stopwatch.data === undefined ? (
        <p role="status">
          {stopwatch.isError
            ? t('stopwatch.readFailed', { reason: stopwatch.error.message })
            : t('stopwatch.reading')}
        </p>
      ) : (
        <MiniPanel state={stopwatch.data} />
      )}
    </main>
  );
}

function whatOf(t: Translate, record: Pick<TimeRecordView, 'project' | 'description'>): string {
  const project = record.project?.name ?? t('mini.noProject');
  return record.description === ''
    ? project
    : t('mini.projectAndDescription', { project, description: record.description });
}

function MiniPanel({ state }: { state: StopwatchState }) {
  const bridge = useBridge();
  const { t } = useI18n();
  const command = useStopwatchCommand();
  const refresh = useCallback(() => void bridge.invoke('stopwatch:refresh').catch(() => undefined), [bridge]);
  const elapsed = useElapsed(state, refresh);
  const last = useLastRecord();
  const continuing = useContinueRecord();
  const ready = state.availability === 'ready';
  const stopped = state.status === 'stopped';
  const lastRecord = last.data ?? null;
  // The button pressed goes away (Continue becomes Stop and back): focus moves to the new one
  // rather than falling back to the page, so the keyboard stays where it was.
  const actions = useRef<HTMLDivElement>(null);
  const canContinue = lastRecord !== null && lastRecord.project !== null;
  useEffect(() => {
    if (document.activeElement === document.body)
      actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [state.status, canContinue, command.isPending]);
  const problem =
    (state.problem === null ? null : renderMessage(t, state.problem)) ??
    command.error?.message ??
    continuing.problem;

  return (
    <>
      <div className="mini__top">
        <div
          className={`mini__face mini__face--${state.status}`}
          role="timer"
          aria-label={t('stopwatch.elapsed', { time: formatClock(elapsed) })}
          data-testid="mini-face"
        >
          {formatClock(elapsed)}
        </div>
        {ready && (
          <div className="mini__actions" ref={actions}>
            {stopped ? (
              lastRecord !== null &&
              lastRecord.project !== null && (
                <button
                  type="button"
                  className="button button--primary"
                  aria-describedby="mini-what"
                  disabled={command.isPending}
                  onClick={() => continuing.continueRecord(lastRecord)}
                >
                  {t('stopwatch.continue')}
                </button>
              )
            ) : (
              <>
                {state.status === 'running' ? (
                  <button type="button" className="button" onClick={() => command.mutate({ kind: 'pause' })}>
                    {t('stopwatch.pause')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => command.mutate({ kind: 'resume' })}
                  >
                    {t('stopwatch.resume')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => command.mutate({ kind: 'stop' })}
                >
                  {t('stopwatch.stop')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <p className="mini__status" role="status" data-testid="mini-status">
        {!ready
          ? availabilitySentence(t, state.availability)
          : stopped
            ? t('stopwatch.notRunning')
            : t(state.status === 'paused' ? 'stopwatch.pausedOn' : 'stopwatch.runningOn', {
                project: state.project?.name ?? t('stopwatch.noProject'),
              })}
      </p>
      <p className="mini__what" id="mini-what" data-testid="mini-what">
        {!stopped
          ? state.description
          : !ready || last.data === undefined
            ? ''
            : lastRecord !== null && lastRecord.project !== null
              ? t('mini.last', { what: whatOf(t, lastRecord) })
              : t('mini.nothingToContinue')}
      </p>
      {problem !== null && problem !== '' && (
        <p className="action-error mini__problem" role="alert">
          {problem}
        </p>
      )}
      {continuing.dialog}
    </>
  );
}
