import { sections } from '../../../src-shared/domain/sections.ts';
import { action, separator, type MenuSpec } from './menu-spec.ts';
import { organizationItems } from './organization-items.ts';
import type { ShellModel } from './shell-model.ts';

/** The in-window shortcut of the mini window; the renderer handles the same keys in the browser host. */
export const miniWindowAccelerator = 'CmdOrCtrl+Shift+M';

export interface AppMenuOptions {
  readonly platform: NodeJS.Platform;
  readonly development: boolean;
}

/**
 * The application menu: standard roles where the platform has them, Stint's own items, and the
 * organization switcher. Stopwatch items follow the state so the keyboard works from the menu.
 */
export function buildAppMenu(model: ShellModel, options: AppMenuOptions): readonly MenuSpec[] {
  const mac = options.platform === 'darwin';
  const menus: MenuSpec[] = [];
  if (mac) menus.push({ kind: 'role', role: 'appMenu' });

  const stopwatchItems: MenuSpec[] = [];
  if (model.signedIn && model.canWrite && model.stopwatch !== null) {
    stopwatchItems.push(
      model.stopwatch.state === 'paused'
        ? action('Resume Stopwatch', { type: 'stopwatch:resume' }, { accelerator: 'CmdOrCtrl+Shift+P' })
        : action('Pause Stopwatch', { type: 'stopwatch:pause' }, { accelerator: 'CmdOrCtrl+Shift+P' }),
      action('Stop Stopwatch', { type: 'stopwatch:stop' }, { accelerator: 'CmdOrCtrl+Shift+S' }),
      separator,
    );
  }
  menus.push({
    kind: 'submenu',
    label: mac ? 'File' : '&File',
    items: [
      ...(model.signedIn ? [] : [action('Sign In…', { type: 'session:sign-in' }), separator]),
      ...stopwatchItems,
      action('Quick Switcher…', { type: 'window:quick-switcher' }, { accelerator: 'CmdOrCtrl+K' }),
      action('Mini Window', { type: 'window:mini' }, { accelerator: miniWindowAccelerator }),
      separator,
      mac ? { kind: 'role', role: 'close' } : { kind: 'role', role: 'quit' },
    ],
  });
  menus.push({ kind: 'role', role: 'editMenu' });
  menus.push({
    kind: 'submenu',
    label: mac ? 'View' : '&View',
    items: [
      ...sections.map((s) =>
        action(s.label, { type: 'window:open', section: s.id }, { accelerator: `CmdOrCtrl+${s.shortcut}` }),
      ),
      separator,
      { kind: 'role', role: 'resetZoom' },
      { kind: 'role', role: 'zoomIn' },
      { kind: 'role', role: 'zoomOut' },
      separator,
      { kind: 'role', role: 'togglefullscreen' },
      ...(options.development
        ? [
            separator,
            { kind: 'role', role: 'reload' } as const,
            { kind: 'role', role: 'toggleDevTools' } as const,
          ]
        : []),
    ],
  });
  const organizations = organizationItems(model);
  if (organizations.length > 0) {
    const first = organizations[0];
    menus.push({
      kind: 'submenu',
      label: mac ? 'Organization' : '&Organization',
      items:
        first?.kind === 'submenu'
          ? [
              ...first.items,
              separator,
              action(
                'Switch Organization…',
                { type: 'window:quick-switcher' },
                { accelerator: 'CmdOrCtrl+Shift+O' },
              ),
            ]
          : organizations,
    });
  }
  menus.push({ kind: 'role', role: 'windowMenu' });
  if (!mac) {
    menus.push({ kind: 'submenu', label: '&Help', items: [action('About Stint', { type: 'app:about' })] });
  }
  return menus;
}
