import type { App } from 'electron';

/**
 * One Stint per user: a second launch hands over to the first (which comes to the front) and
 * quits. Returns false in the second launch.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  bringToFront: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => bringToFront());
  return true;
}
