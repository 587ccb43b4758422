import { useState } from 'react';
import type { AppNotification } from '../../../src-shared/ipc/channels/app.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';

interface Shown extends AppNotification {
  readonly id: number;
  readonly problem?: string;
}

let nextId = 1;

/** Shows notifications from main inside the page, for hosts without OS notifications. */
export function Notifications() {
  const { t } = useI18n();
  const bridge = useBridge();
  const [shown, setShown] = useState<readonly Shown[]>([]);
  useIpcEvent('app:notification', (notification) => {
    setShown((list) => [...list.slice(-4), { ...notification, id: nextId++ }]);
  });
  const dismiss = (id: number): void => setShown((list) => list.filter((x) => x.id !== id));
  const choose = (n: Shown, actionId: string): void => {
    bridge.invoke('app:notification-action', { id: actionId }).then(
      () => dismiss(n.id),
      (error: unknown) =>
        setShown((list) =>
          list.map((x) =>
            x.id === n.id
              ? {
                  ...x,
                  problem: error instanceof Error ? error.message : t('status.notificationActionFailed'),
                }
              : x,
          ),
        ),
    );
  };
  if (shown.length === 0) return null;
  return (
    <div className="notifications" role="region" aria-label={t('status.notifications')}>
      {shown.map((n) => (
        <div key={n.id} className="notification" role="status">
          <strong>{n.title}</strong>
          <span>{n.body}</span>
          {n.actions !== undefined && n.actions.length > 0 && (
            <div className="notification__actions">
              {n.actions.map((action) => (
                <button
                  key={action.id}
                  type="button"
                  className="button button--small"
                  onClick={() => choose(n, action.id)}
                >
                  {action.label}
                </button>
              ))}
            </div>
          )}
          {n.problem !== undefined && <span className="action-error">{n.problem}</span>}
          <button
            type="button"
            className="notification__dismiss"
            aria-label={t('status.dismissNotification', { title: n.title })}
            onClick={() => dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
