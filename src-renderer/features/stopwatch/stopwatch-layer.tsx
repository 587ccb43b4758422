import { useEffect } from 'react';
import { useUiStore } from '../navigation/section-store.ts';
import { AwayDialog } from './away-dialog.tsx';
import { stopwatchProjectInputId } from './stopwatch-ids.ts';
import { pauseShortcut, stopShortcut } from './stopwatch-shortcuts.ts';
import { useRefreshOnFocus, useStopwatch, useStopwatchCommand } from '../tracking/use-stopwatch.ts';

/**
 * What the stopwatch needs wherever the person is in the window: the away question, the
 * keyboard shortcuts, and a look at the service when the window comes back into view.
 */
export function StopwatchLayer() {
  const stopwatch = useStopwatch();
  const command = useStopwatchCommand();
  const showSection = useUiStore((s) => s.showSection);
  useRefreshOnFocus();
  const state = stopwatch.data;

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (state === undefined || state.availability !== 'ready') return;
      if (stopShortcut.matches(event)) {
        event.preventDefault();
        if (state.status === 'stopped') {
          showSection('stopwatch');
          // The screen renders first; then the project field takes the keyboard.
          window.setTimeout(() => document.getElementById(stopwatchProjectInputId)?.focus(), 0);
        } else {
          command.mutate({ kind: 'stop' });
        }
      } else if (pauseShortcut.matches(event) && state.status !== 'stopped') {
        event.preventDefault();
        command.mutate({ kind: state.status === 'running' ? 'pause' : 'resume' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state, command, showSection]);

  return state === undefined ? null : <AwayDialog state={state} />;
}
