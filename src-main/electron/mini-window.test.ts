import type { BrowserWindowConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const constructed: BrowserWindowConstructorOptions[] = [];
vi.mock('electron', () => ({
  BrowserWindow: vi.fn(function BrowserWindow(options: BrowserWindowConstructorOptions) {
    constructed.push(options);
  }),
}));

const { createMiniWindow } = await import('./mini-window.ts');
const { createMainWindow } = await import('./main-window.ts');

beforeEach(() => {
  constructed.length = 0;
});

describe('createMiniWindow', () => {
  it('stays on top, small, and hidden until painted', () => {
    createMiniWindow({ preloadPath: '/p/index.cjs', development: false, bounds: null });
    expect(constructed[0]).toMatchObject({
      alwaysOnTop: true,
      width: 320,
      height: 160,
      maximizable: false,
      fullscreenable: false,
      show: false,
    });
    expect(constructed[0]).not.toHaveProperty('x');
  });

  it('has exactly the main window’s hardened renderer settings', () => {
    createMiniWindow({ preloadPath: '/p/index.cjs', development: false, bounds: null });
    createMainWindow({ preloadPath: '/p/index.cjs', development: false });
    expect(constructed[0]?.webPreferences).toEqual(constructed[1]?.webPreferences);
    expect(constructed[0]?.webPreferences).toMatchObject({
      preload: '/p/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
    });
  });

  it('opens where it was left', () => {
    createMiniWindow({
      preloadPath: '/p/index.cjs',
      development: false,
      bounds: { x: 1500, y: 900, width: 340, height: 150 },
    });
    expect(constructed[0]).toMatchObject({ x: 1500, y: 900, width: 340, height: 150 });
  });
});
