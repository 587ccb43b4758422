import { BrowserWindow } from 'electron';
import type { Rect } from '../core/shell/window-state.ts';
import { miniWindowLimits } from '../core/shell/mini-window.ts';
import { secureWebPreferences } from './main-window.ts';

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
    webPreferences: secureWebPreferences(input),
  });
}
