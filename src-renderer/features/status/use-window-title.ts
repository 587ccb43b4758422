import { useEffect, useState } from 'react';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';

/**
 * The document title follows the tray's text, so the task bar (and the tab, in the browser host,
 * which has no tray) shows the running project and its time, or today's total.
 */
export function useWindowTitle(): void {
  const bridge = useBridge();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    bridge.invoke('app:get-window-title').then(
      (value) => {
        if (current) setTitle((pushed) => pushed ?? value);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [bridge]);
  useIpcEvent('app:window-title', (payload) => setTitle(payload.title));
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
