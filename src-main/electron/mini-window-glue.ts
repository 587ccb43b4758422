import type { BrowserWindow } from 'electron';
import type { SettingsStore } from '../core/platform/settings-store.ts';
import { miniWindowLimits, miniWindowStateKey, miniWindowUrl } from '../core/shell/mini-window.ts';
import { restoreWindowState, type Rect } from '../core/shell/window-state.ts';
import { readWindowState, rememberWindowState } from './window-state-glue.ts';

type MiniWindow = Pick<
  BrowserWindow,
  'on' | 'once' | 'show' | 'focus' | 'isDestroyed' | 'loadURL' | 'getNormalBounds' | 'isMaximized'
>;

export interface MiniWindowGlueDeps<W extends MiniWindow> {
  /** Builds the window (createMiniWindow in the app) at the remembered place, or the default one. */
  readonly create: (bounds: Rect | null) => W;
  /** Hardens it and counts it as one of the app's own windows, as for the main window. */
  readonly adopt: (window: W) => void;
  readonly settings: SettingsStore;
  readonly workAreas: () => readonly Rect[];
  /** The main window's page address; the mini window opens it with ?view=mini. */
  readonly pageUrl: string;
}

/**
 * Opens the mini window on demand (tray, application menu, shortcut, or the page asking): one at
 * a time, brought to the front when it is open already, its place remembered across runs.
 */
export function miniWindowOpener<W extends MiniWindow>(deps: MiniWindowGlueDeps<W>): () => void {
  let current: W | null = null;
  return () => {
    if (current !== null && !current.isDestroyed()) {
      current.show();
      current.focus();
      return;
    }
    const restored = restoreWindowState(
      readWindowState(deps.settings, miniWindowStateKey),
      deps.workAreas(),
      miniWindowLimits,
    );
    const window = deps.create(restored.bounds);
    current = window;
    deps.adopt(window);
    rememberWindowState(window, deps.settings, 500, miniWindowStateKey);
    window.on('closed', () => {
      if (current === window) current = null;
    });
    window.once('ready-to-show', () => window.show());
    void window.loadURL(miniWindowUrl(deps.pageUrl));
  };
}
