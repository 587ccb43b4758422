import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowOptionsInput {
  readonly preloadPath: string;
  readonly development: boolean;
}

/**
 * The main window's options. Security settings are spelled out even where they match Electron's
 * defaults, so that a future default change or a careless edit shows up in review and in tests.
 */
export function mainWindowOptions(input: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    width: 1100,
    height: 720,
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'Stint',
    backgroundColor: '#16181d',
    autoHideMenuBar: false,
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
      spellcheck: false,
      devTools: input.development,
      safeDialogs: true,
    },
  };
}
