import type { BackendStatus } from '../../src-shared/domain/backend-status.ts';
import { useEventUpdatesQuery, useIpcQuery, useLinkState } from '../platform/ipc-hooks.ts';
import { OutboxIndicator } from '../features/outbox/outbox-indicator.tsx';
import { RunningBar } from '../features/stopwatch/running-bar.tsx';

const stateWords: Record<BackendStatus['state'], string> = {
  starting: 'starting',
  connected: 'connected',
  unreachable: 'offline',
  stopped: 'stopped',
};

function backendText(status: BackendStatus): string {
  const where = status.kind === 'embedded' ? 'Service on this computer' : 'Server';
  return `${where}: ${stateWords[status.state]}`;
}

/** The bottom line: app version and whether the backend answers, both fetched from main. */
export function StatusLine() {
  const info = useIpcQuery('app:get-info');
  const backend = useIpcQuery('backend:get-status');
  useEventUpdatesQuery('backend:status-changed', 'backend:get-status');
  const link = useLinkState();

  return (
    <footer className="status-line" role="contentinfo">
      <RunningBar />
      <span data-testid="app-version">
        {info.data === undefined ? 'Stint' : `${info.data.name} ${info.data.version}`}
      </span>
      <span
        role="status"
        aria-live="polite"
        data-testid="backend-status"
        data-state={backend.data?.state ?? (backend.isError ? 'error' : 'loading')}
        className={`status-line__backend status-line__backend--${backend.data?.state ?? 'loading'}`}
        title={backend.data?.url ?? undefined}
      >
        <span className="status-dot" aria-hidden="true" />
        {backend.data !== undefined
          ? backendText(backend.data)
          : backend.isError
            ? `Cannot reach Stint's background process: ${backend.error.message}`
            : 'Checking the service…'}
      </span>
      {backend.data?.problem != null && <span className="status-line__problem">{backend.data.problem}</span>}
      <OutboxIndicator />
      {link === 'closed' && (
        <span className="status-line__problem" role="alert">
          Disconnected from Stint.
        </span>
      )}
    </footer>
  );
}
