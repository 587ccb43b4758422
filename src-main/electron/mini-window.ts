import { BrowserWindow } from 'electron';
import type { Rect } from '../core/shell/window-state.ts';
import { miniWindowLimits } from '../core/shell/mini-window.ts';

export interface MiniWindowInput {
  readonly preloadPath: string;
  readonly development: boolean;
  /** Where the person left it last time, when that is still on a screen. */
  readonly bounds: Rect | null;
}

/**
 * The mini window: a small stopwatch that stays above other windows. The same hardened renderer
 * settings as the main window; no maximize or full screen, which make no sense at this size.
 */
export function createMiniWindow(input: MiniWindowInput): BrowserWindow {
  return new BrowserWindow({
    ...miniWindowLimits,
    ...(input.bounds ?? {}),
    show: false,
    title: 'Stint stopwatch',
    alwaysOnTop: true,
    maximizable: false,
    fullscreenable: false,
    minimizable: true,
    backgroundColor: '#16181d',
    // The main window's settings, as literals for review and Electronegativity; the unit test
    // holds the two objects equal.
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      devTools: input.development,
      safeDialogs: true,
    },
  });
}
