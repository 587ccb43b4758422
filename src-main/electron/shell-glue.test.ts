import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { ShellAction } from '../core/shell/menu-spec.ts';
import { idle, running } from '../core/shell/shell-model-fixtures.ts';
import type { ShellModel } from '../core/shell/shell-model.ts';
import { signedOutModel } from '../core/shell/shell-model.ts';
import { startShell } from './shell-glue.ts';

vi.mock('electron', () => ({}));

type Template = { label?: string; click?: () => void; submenu?: Template[] };

function setup(platform: NodeJS.Platform = 'linux') {
  let model: ShellModel = signedOutModel;
  const listeners = new Set<(m: ShellModel) => void>();
  const performed: ShellAction[] = [];
  const trayEvents = new EventEmitter();
  const themeEvents = new EventEmitter();
  const tray = {
    setImage: vi.fn(),
    setTitle: vi.fn(),
    setToolTip: vi.fn(),
    setContextMenu: vi.fn(),
    on: vi.fn((e: string, l: () => void) => trayEvents.on(e, l)),
  };
  const Menu = {
    buildFromTemplate: vi.fn((template: Template[]) => ({ template })),
    setApplicationMenu: vi.fn(),
  };
  const window = { show: vi.fn(), openQuickSwitcher: vi.fn(), openMini: vi.fn() };
  const app = { quit: vi.fn(), showAbout: vi.fn() };
  const stop = startShell({
    shell: {
      state: {
        current: () => model,
        subscribe: (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
      },
      actions: {
        perform: (a) => {
          performed.push(a);
          return Promise.resolve();
        },
      },
    },
    tray: tray as never,
    Menu: Menu as never,
    nativeImage: { createFromPath: vi.fn(() => ({ setTemplateImage: vi.fn() })) } as never,
    nativeTheme: {
      shouldUseDarkColors: true,
      on: (e: string, l: () => void) => themeEvents.on(e, l),
    } as never,
    iconDir: '/tray',
    platform,
    development: false,
    window,
    app,
  });
  const push = (next: ShellModel): void => {
    model = next;
    for (const l of listeners) l(next);
  };
  const lastAppMenu = (): Template[] =>
    (Menu.setApplicationMenu.mock.calls.at(-1)?.[0] as { template: Template[] }).template;
  const lastTrayMenu = (): Template[] =>
    (tray.setContextMenu.mock.calls.at(-1)?.[0] as { template: Template[] }).template;
  return {
    push,
    tray,
    Menu,
    window,
    app,
    performed,
    stop,
    lastAppMenu,
    lastTrayMenu,
    trayEvents,
    themeEvents,
  };
}

function findItem(items: Template[], label: string): Template | undefined {
  for (const item of items) {
    if (item.label?.trim() === label) return item;
    const inner = item.submenu ? findItem(item.submenu, label) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

describe('startShell', () => {
  it('shows the signed-out tray and menu at once', () => {
    const { tray, Menu, lastTrayMenu } = setup();
    expect(tray.setContextMenu).toHaveBeenCalledTimes(1);
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(1);
    expect(findItem(lastTrayMenu(), 'Sign In…')).toBeDefined();
  });

  it('rebuilds the tray and the application menu when the state changes, and not otherwise', () => {
    const { push, tray, Menu } = setup();
    push(idle);
    expect(tray.setContextMenu).toHaveBeenCalledTimes(2);
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
    push({ ...idle });
    expect(tray.setContextMenu).toHaveBeenCalledTimes(2);
    expect(Menu.setApplicationMenu).toHaveBeenCalledTimes(2);
  });

  it('routes window and app actions here and everything else to the core', () => {
    const { push, window, app, performed, lastTrayMenu, lastAppMenu } = setup();
    push(running);
    findItem(lastTrayMenu(), 'Stop')?.click?.();
    findItem(lastTrayMenu(), 'Globex Labs')?.click?.();
    findItem(lastTrayMenu(), 'Open Stint')?.click?.();
    findItem(lastTrayMenu(), 'Quit Stint')?.click?.();
    findItem(lastAppMenu(), 'Reports')?.click?.();
    findItem(lastAppMenu(), 'Quick Switcher…')?.click?.();
    findItem(lastAppMenu(), 'About Stint')?.click?.();
    findItem(lastTrayMenu(), 'Mini window')?.click?.();
    findItem(lastAppMenu(), 'Mini Window')?.click?.();
    expect(performed).toEqual([
      { type: 'stopwatch:stop' },
      { type: 'org:switch', organizationId: 'org-globex' },
    ]);
    expect(window.show).toHaveBeenNthCalledWith(1, undefined);
    expect(window.show).toHaveBeenNthCalledWith(2, 'reports');
    expect(window.openQuickSwitcher).toHaveBeenCalledTimes(1);
    expect(window.openMini).toHaveBeenCalledTimes(2);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.showAbout).toHaveBeenCalledTimes(1);
  });

  it('opens the window on a tray click outside macOS', () => {
    const linux = setup('linux');
    linux.trayEvents.emit('click');
    expect(linux.window.show).toHaveBeenCalledTimes(1);
    const mac = setup('darwin');
    mac.trayEvents.emit('click');
    expect(mac.window.show).not.toHaveBeenCalled();
  });

  it('redraws the tray icon when the system theme changes', () => {
    const { tray, themeEvents } = setup();
    expect(tray.setImage).toHaveBeenCalledTimes(1);
    themeEvents.emit('updated');
    expect(tray.setImage).toHaveBeenCalledTimes(2);
  });

  it('stops following the state once stopped', () => {
    const { push, tray, stop } = setup();
    stop();
    push(idle);
    expect(tray.setContextMenu).toHaveBeenCalledTimes(1);
  });
});
