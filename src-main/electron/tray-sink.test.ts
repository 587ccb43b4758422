import { describe, expect, it, vi } from 'vitest';
import type { ShellAction } from '../core/shell/menu-spec.ts';
import { action, label, separator } from '../core/shell/menu-spec.ts';
import { menuTemplate } from './menu-template.ts';
import { createTraySink, trayIconFile } from './tray-sink.ts';

vi.mock('electron', () => ({}));

function setup(platform: NodeJS.Platform, dark = true) {
  const image = { setTemplateImage: vi.fn() };
  const tray = { setImage: vi.fn(), setTitle: vi.fn(), setToolTip: vi.fn(), setContextMenu: vi.fn() };
  const Menu = { buildFromTemplate: vi.fn((template: unknown) => ({ template })) };
  const nativeImage = { createFromPath: vi.fn(() => image) };
  const dispatched: ShellAction[] = [];
  const sink = createTraySink({
    tray,
    Menu: Menu as never,
    nativeImage: nativeImage as never,
    iconDir: '/res/tray',
    platform,
    darkTray: () => dark,
    dispatch: (a) => dispatched.push(a),
  });
  return { sink, tray, Menu, nativeImage, image, dispatched };
}

describe('trayIconFile', () => {
  it('uses template images on macOS and a glyph that contrasts with the tray elsewhere', () => {
    expect(trayIconFile('running', 'darwin', true)).toBe('tray-runningTemplate.png');
    expect(trayIconFile('running', 'linux', true)).toBe('tray-running-light.png');
    expect(trayIconFile('paused', 'win32', false)).toBe('tray-paused-dark.png');
  });
});

describe('createTraySink', () => {
  it('loads the icon for the state and marks macOS images as templates', () => {
    const mac = setup('darwin');
    mac.sink.setIcon('idle');
    expect(mac.nativeImage.createFromPath).toHaveBeenCalledWith('/res/tray/tray-idleTemplate.png');
    expect(mac.image.setTemplateImage).toHaveBeenCalledWith(true);
    expect(mac.tray.setImage).toHaveBeenCalledWith(mac.image);
    const linux = setup('linux', false);
    linux.sink.setIcon('running');
    expect(linux.nativeImage.createFromPath).toHaveBeenCalledWith('/res/tray/tray-running-dark.png');
    expect(linux.image.setTemplateImage).not.toHaveBeenCalled();
  });

  it('sets a title only on macOS', () => {
    const mac = setup('darwin');
    mac.sink.setTitle('Website 0:01:00');
    expect(mac.tray.setTitle).toHaveBeenCalledWith('Website 0:01:00');
    const linux = setup('linux');
    linux.sink.setTitle('x');
    expect(linux.tray.setTitle).not.toHaveBeenCalled();
  });

  it('builds the context menu and routes clicks to the core', () => {
    const { sink, tray, Menu, dispatched } = setup('linux');
    sink.setMenu([label('Running'), action('Stop', { type: 'stopwatch:stop' }), separator]);
    expect(tray.setContextMenu).toHaveBeenCalledTimes(1);
    const template = Menu.buildFromTemplate.mock.calls[0]?.[0] as { click?: () => void; label?: string }[];
    expect(template.map((t) => t.label)).toEqual(['Running', 'Stop', undefined]);
    expect(template[0]?.click).toBeUndefined();
    template[1]?.click?.();
    expect(dispatched).toEqual([{ type: 'stopwatch:stop' }]);
  });
});

describe('menuTemplate', () => {
  it('keeps roles, radio state, accelerators and submenus', () => {
    const template = menuTemplate(
      [
        { kind: 'role', role: 'editMenu' },
        {
          kind: 'submenu',
          label: 'Organization',
          items: [
            { ...action('Acme', { type: 'org:switch', organizationId: 'a' }), type: 'radio', checked: true },
          ],
        },
        action('Quick Switcher…', { type: 'window:quick-switcher' }, { accelerator: 'CmdOrCtrl+K' }),
      ],
      () => undefined,
    );
    expect(template[0]).toEqual({ role: 'editMenu' });
    expect(template[1]).toMatchObject({
      label: 'Organization',
      submenu: [{ label: 'Acme', type: 'radio', checked: true }],
    });
    expect(template[2]).toMatchObject({ accelerator: 'CmdOrCtrl+K', enabled: true });
  });
});
