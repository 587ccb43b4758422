import { useEffect } from 'react';
import { miniViewQuery, miniWindowSize } from '../../../src-shared/domain/mini-window.ts';

/** Ctrl+Shift+M (Cmd+Shift+M on macOS) opens the mini window, as the application menu says. */
export const miniWindowShortcut = {
  aria: 'Control+Shift+M',
  label: 'Ctrl+Shift+M',
  matches: (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean =>
    (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'm',
};

/**
 * Opens this page again as the mini window. In the browser host that is a small popup of the same
 * origin (it inherits this tab's launch key through session storage); in Electron the main
 * process catches the request and shows its own always-on-top window instead.
 */
export function openMiniWindow(open: Window['open'] = (...args) => window.open(...args)): void {
  const { width, height } = miniWindowSize;
  open(`${window.location.pathname}?${miniViewQuery}`, 'stint-mini', `popup,width=${width},height=${height}`);
}

export function useMiniWindowShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!miniWindowShortcut.matches(event)) return;
      event.preventDefault();
      openMiniWindow();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
