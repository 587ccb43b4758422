import { useState } from 'react';
import type { AppNotification } from '../../../src-shared/ipc/channels/app.ts';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';

interface Shown extends AppNotification {
  readonly id: number;
}

let nextId = 1;

/** Shows notifications from main inside the page, for hosts without OS notifications. */
export function Notifications() {
  const [shown, setShown] = useState<readonly Shown[]>([]);
  useIpcEvent('app:notification', (notification) => {
    setShown((list) => [...list.slice(-4), { ...notification, id: nextId++ }]);
  });
  if (shown.length === 0) return null;
  return (
    <div className="notifications" role="region" aria-label="Notifications">
      {shown.map((n) => (
        <div key={n.id} className="notification" role="status">
          <strong>{n.title}</strong>
          <span>{n.body}</span>
          <button
            type="button"
            aria-label={`Dismiss ${n.title}`}
            onClick={() => setShown((list) => list.filter((x) => x.id !== n.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
