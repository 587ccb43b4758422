import type { BackendStatus } from '../../src-shared/domain/backend-status.ts';
import { useEventUpdatesQuery, useIpcQuery, useLinkState } from '../platform/ipc-hooks.ts';
import { renderMessage, type Translate } from '../../src-shared/i18n/translator.ts';
import { useI18n } from '../i18n/i18n-context.tsx';
import { OutboxIndicator } from '../features/outbox/outbox-indicator.tsx';
import { RunningBar } from '../features/stopwatch/running-bar.tsx';

function backendText(t: Translate, status: BackendStatus): string {
  return t('status.backend', { kind: status.kind, state: status.state });
}

/** The bottom line: app version and whether the backend answers, both fetched from main. */
export function StatusLine() {
  const info = useIpcQuery('app:get-info');
  const backend = useIpcQuery('backend:get-status');
  useEventUpdatesQuery('backend:status-changed', 'backend:get-status');
  const link = useLinkState();
  const { t } = useI18n();

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
          ? backendText(t, backend.data)
          : backend.isError
            ? t('status.backendUnreachable', { reason: backend.error.message })
            : t('status.checking')}
      </span>
      {backend.data?.problem != null && (
        <span className="status-line__problem">{renderMessage(t, backend.data.problem)}</span>
      )}
      <OutboxIndicator />
      {link === 'closed' && (
        <span className="status-line__problem" role="alert">
          {t('status.disconnected')}
        </span>
      )}
    </footer>
  );
}
