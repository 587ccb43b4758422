import type { BrowserWindow } from 'electron';
import type { SettingsStore } from '../core/platform/settings-store.ts';
import { parseSavedWindowState, type SavedWindowState } from '../core/shell/window-state.ts';

export const windowStateKey = 'window.main';

export function readWindowState(settings: SettingsStore, key = windowStateKey): SavedWindowState | null {
  return parseSavedWindowState(settings.get(key));
}

/**
 * Saves a window's (the main window's unless `key` names another) normal (unmaximized) bounds and whether it is maximized: shortly after the
 * person stops moving or resizing it, and at once when it closes.
 */
export function rememberWindowState(
  window: Pick<BrowserWindow, 'on' | 'getNormalBounds' | 'isMaximized' | 'isDestroyed'>,
  settings: SettingsStore,
  delayMs = 500,
  key = windowStateKey,
): void {
  let timer: NodeJS.Timeout | null = null;
  const save = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    settings.set(key, { bounds, maximized: window.isMaximized() });
  };
  const soon = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };
  window.on('resize', soon);
  window.on('move', soon);
  window.on('maximize', save);
  window.on('unmaximize', save);
  window.on('close', save);
}
