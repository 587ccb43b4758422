import { useCallback, useEffect, useRef } from 'react';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { formatClock } from '../../../src-shared/format/duration.ts';
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
  useEffect(() => {
    document.title = 'Stint stopwatch';
  }, []);
  const stopwatch = useStopwatch();
  return (
    <main className="mini" aria-labelledby="mini-title">
      <h1 id="mini-title" className="visually-hidden">
        Stopwatch
      </h1>
      {stopwatch.data === undefined ? (
        <p role="status">
          {stopwatch.isError
            ? `Cannot read the stopwatch: ${stopwatch.error.message}`
            : 'Reading the stopwatch…'}
        </p>
      ) : (
        <MiniPanel state={stopwatch.data} />
      )}
    </main>
  );
}

function whatOf(record: Pick<TimeRecordView, 'project' | 'description'>): string {
  const project = record.project?.name ?? 'No project';
  return record.description === '' ? project : `${project} · ${record.description}`;
}

function MiniPanel({ state }: { state: StopwatchState }) {
  const bridge = useBridge();
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
  const problem = state.problem ?? command.error?.message ?? continuing.problem;

  return (
    <>
      <div className="mini__top">
        <div
          className={`mini__face mini__face--${state.status}`}
          role="timer"
          aria-label={`Elapsed time ${formatClock(elapsed)}`}
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
                  Continue
                </button>
              )
            ) : (
              <>
                {state.status === 'running' ? (
                  <button type="button" className="button" onClick={() => command.mutate({ kind: 'pause' })}>
                    Pause
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => command.mutate({ kind: 'resume' })}
                  >
                    Resume
                  </button>
                )}
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => command.mutate({ kind: 'stop' })}
                >
                  Stop
                </button>
              </>
            )}
          </div>
        )}
      </div>
      <p className="mini__status" role="status" data-testid="mini-status">
        {!ready
          ? availabilitySentence(state.availability)
          : stopped
            ? 'Not running'
            : `${state.status === 'paused' ? 'Paused' : 'Running'} on ${state.project?.name ?? 'no project'}`}
      </p>
      <p className="mini__what" id="mini-what" data-testid="mini-what">
        {!stopped
          ? state.description
          : !ready || last.data === undefined
            ? ''
            : lastRecord !== null && lastRecord.project !== null
              ? `Last: ${whatOf(lastRecord)}`
              : 'Nothing to continue yet: start on a project in the main window.'}
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
