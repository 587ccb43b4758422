import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from './window-options.ts';

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer with no Node access', () => {
    const prefs = mainWindowOptions({
      preloadPath: '/app/out/preload/index.cjs',
      development: false,
    }).webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: false,
    });
  });

  it('allows devtools only in development', () => {
    expect(mainWindowOptions({ preloadPath: 'p', development: true }).webPreferences?.devTools).toBe(true);
  });

  it('points the preload at a CommonJS file, the only kind a sandboxed renderer loads', () => {
    expect(
      mainWindowOptions({ preloadPath: '/x/index.cjs', development: false }).webPreferences?.preload,
    ).toMatch(/\.cjs$/);
  });
});
