import type { App, BrowserWindow } from 'electron';

/**
 * Closing the window hides it to the tray while the preference says so; quitting (from the
 * menu, the tray or the system) really closes it. Answers a function that reports whether the
 * app is quitting, for the glue's other decisions.
 */
export function keepInTrayOnClose(
  window: Pick<BrowserWindow, 'on' | 'hide'>,
  app: Pick<App, 'on'>,
  keepInTray: () => boolean,
): () => boolean {
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  window.on('close', (event) => {
    if (quitting || !keepInTray()) return;
    event.preventDefault();
    window.hide();
  });
  return () => quitting;
}
