import { describe, expect, it } from 'vitest';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { buildAppMenu } from './app-menu.ts';
import type { MenuSpec } from './menu-spec.ts';
import { idle, oneOrganization, paused, readOnly, running } from './shell-model-fixtures.ts';
import { signedOutModel } from './shell-model.ts';

const linux = { platform: 'linux' as const, development: false };
const mac = { platform: 'darwin' as const, development: false };

function find(items: readonly MenuSpec[], label: string): MenuSpec | undefined {
  for (const item of items) {
    if ((item.kind === 'item' || item.kind === 'submenu') && item.label.replace('&', '') === label)
      return item;
    if (item.kind === 'submenu') {
      const inner = find(item.items, label);
      if (inner) return inner;
    }
  }
  return undefined;
}

describe('buildAppMenu', () => {
  it('uses the standard roles and the macOS app menu', () => {
    const menu = buildAppMenu(idle, mac);
    expect(menu[0]).toEqual({ kind: 'role', role: 'appMenu' });
    expect(menu).toContainEqual({ kind: 'role', role: 'editMenu' });
    expect(menu).toContainEqual({ kind: 'role', role: 'windowMenu' });
    expect(buildAppMenu(idle, linux)[0]).toMatchObject({ kind: 'submenu', label: '&File' });
    expect(find(buildAppMenu(idle, linux), 'About Stint')).toBeDefined();
  });

  it('opens each section with the same shortcut as the window', () => {
    expect(find(buildAppMenu(idle, linux), 'Reports')).toMatchObject({
      accelerator: 'CmdOrCtrl+4',
      action: { type: 'window:open', section: 'reports' },
    });
  });

  it('opens the mini window with Ctrl+Shift+M (Cmd on macOS)', () => {
    for (const options of [linux, mac]) {
      expect(find(buildAppMenu(idle, options), 'Mini Window')).toMatchObject({
        accelerator: 'CmdOrCtrl+Shift+M',
        action: { type: 'window:mini' },
      });
    }
  });

  it('switches organizations with radio items and opens the quick switcher', () => {
    const org = find(buildAppMenu(idle, linux), 'Organization');
    expect(org?.kind).toBe('submenu');
    expect(find(buildAppMenu(idle, linux), 'Globex Labs')).toMatchObject({ type: 'radio', checked: false });
    expect(find(buildAppMenu(idle, linux), 'Acme Studio')).toMatchObject({ type: 'radio', checked: true });
    expect(find(buildAppMenu(idle, linux), 'Switch Organization…')).toMatchObject({
      accelerator: 'CmdOrCtrl+Shift+O',
    });
    expect(find(buildAppMenu(oneOrganization, linux), 'Switch Organization…')).toBeUndefined();
  });

  it('follows the stopwatch and hides its controls from read-only members', () => {
    expect(find(buildAppMenu(running, linux), 'Pause Stopwatch')).toBeDefined();
    expect(find(buildAppMenu(paused, linux), 'Resume Stopwatch')).toBeDefined();
    expect(find(buildAppMenu(idle, linux), 'Stop Stopwatch')).toBeUndefined();
    expect(find(buildAppMenu(readOnly, linux), 'Stop Stopwatch')).toBeUndefined();
  });

  it('offers sign-in when signed out, and devtools only in development', () => {
    expect(find(buildAppMenu(signedOutModel, linux), 'Sign In…')).toBeDefined();
    expect(JSON.stringify(buildAppMenu(idle, linux))).not.toContain('toggleDevTools');
    expect(JSON.stringify(buildAppMenu(idle, { ...linux, development: true }))).toContain('toggleDevTools');
  });

  it('speaks the person’s language, from the same catalogs as the window', () => {
    const menu = buildAppMenu(running, { ...linux, t: mainTranslator('de') });
    expect(menu[0]).toMatchObject({ kind: 'submenu', label: '&Datei' });
    expect(find(menu, 'Stoppuhr stoppen')).toBeDefined();
    expect(find(menu, 'Berichte')).toBeDefined();
    expect(find(menu, 'Stop Stopwatch')).toBeUndefined();
  });
});
