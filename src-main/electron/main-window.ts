import { BrowserWindow } from 'electron';

export const mainWindowLimits = { width: 1100, height: 720, minWidth: 360, minHeight: 480 } as const;

export interface MainWindowInput {
  readonly preloadPath: string;
  readonly development: boolean;
  /** Where the person left the window last time, when that is still on a screen. */
  readonly bounds?: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  } | null;
}

/**
 * Creates the main window. The security settings are written out as literals right here, even
 * where they match Electron's defaults, so that review, the unit test and Electronegativity all
 * see the same object a careless edit would have to change.
 */
export function createMainWindow(input: MainWindowInput): BrowserWindow {
  return new BrowserWindow({
    ...mainWindowLimits,
    ...(input.bounds ?? {}),
    show: false,
    title: 'Stint',
    backgroundColor: '#16181d',
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
      // Middle-click would otherwise open links in new windows, bypassing the open handler.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      devTools: input.development,
      safeDialogs: true,
    },
  });
}
