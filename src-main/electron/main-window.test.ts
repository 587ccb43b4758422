import type { BrowserWindowConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const constructed: BrowserWindowConstructorOptions[] = [];
vi.mock('electron', () => ({
  BrowserWindow: vi.fn(function BrowserWindow(options: BrowserWindowConstructorOptions) {
    constructed.push(options);
  }),
}));

const { createMainWindow } = await import('./main-window.ts');

beforeEach(() => {
  constructed.length = 0;
});

describe('createMainWindow', () => {
  it('isolates and sandboxes the renderer with no Node access', () => {
    createMainWindow({ preloadPath: '/app/out/preload/index.cjs', development: false });
    expect(constructed).toHaveLength(1);
    expect(constructed[0]?.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
    });
  });

  it('allows devtools only in development', () => {
    createMainWindow({ preloadPath: '/p/index.cjs', development: true });
    expect(constructed[0]?.webPreferences?.devTools).toBe(true);
  });

  it('opens where it was left, at its default size otherwise', () => {
    createMainWindow({
      preloadPath: '/p/index.cjs',
      development: false,
      bounds: { x: 5, y: 6, width: 800, height: 600 },
    });
    expect(constructed[0]).toMatchObject({
      x: 5,
      y: 6,
      width: 800,
      height: 600,
      minWidth: 360,
      minHeight: 480,
    });
    createMainWindow({ preloadPath: '/p/index.cjs', development: false, bounds: null });
    expect(constructed[1]).toMatchObject({ width: 1100, height: 720 });
    expect(constructed[1]).not.toHaveProperty('x');
  });

  it('starts hidden so the window appears only once painted', () => {
    createMainWindow({ preloadPath: '/p/index.cjs', development: false });
    expect(constructed[0]?.show).toBe(false);
  });
});
