import { sections } from '../../../src-shared/domain/sections.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import { action, separator, type MenuSpec } from './menu-spec.ts';
import { organizationItems } from './organization-items.ts';
import type { ShellModel } from './shell-model.ts';

/** The in-window shortcut of the mini window; the renderer handles the same keys in the browser host. */
export const miniWindowAccelerator = 'CmdOrCtrl+Shift+M';

export interface AppMenuOptions {
  readonly platform: NodeJS.Platform;
  readonly development: boolean;
  /** The person's language (English when not given). */
  readonly t?: Translate;
}

/**
 * The application menu: standard roles where the platform has them, Stint's own items, and the
 * organization switcher. Stopwatch items follow the state so the keyboard works from the menu.
 */
export function buildAppMenu(model: ShellModel, options: AppMenuOptions): readonly MenuSpec[] {
  const mac = options.platform === 'darwin';
  const t = options.t ?? english.t;
  // Windows and Linux underline the first letter of a menu title for Alt+letter.
  const title = (text: string): string => (mac ? text : `&${text}`);
  const menus: MenuSpec[] = [];
  if (mac) menus.push({ kind: 'role', role: 'appMenu' });

  const stopwatchItems: MenuSpec[] = [];
  if (model.signedIn && model.canWrite && model.stopwatch !== null) {
    stopwatchItems.push(
      model.stopwatch.state === 'paused'
        ? action(
            t('menu.resumeStopwatch'),
            { type: 'stopwatch:resume' },
            { accelerator: 'CmdOrCtrl+Shift+P' },
          )
        : action(t('menu.pauseStopwatch'), { type: 'stopwatch:pause' }, { accelerator: 'CmdOrCtrl+Shift+P' }),
      action(t('menu.stopStopwatch'), { type: 'stopwatch:stop' }, { accelerator: 'CmdOrCtrl+Shift+S' }),
      separator,
    );
  }
  menus.push({
    kind: 'submenu',
    label: title(t('menu.file')),
    items: [
      ...(model.signedIn ? [] : [action(t('menu.signIn'), { type: 'session:sign-in' }), separator]),
      ...stopwatchItems,
      action(t('menu.quickSwitcher'), { type: 'window:quick-switcher' }, { accelerator: 'CmdOrCtrl+K' }),
      action(t('menu.miniWindow'), { type: 'window:mini' }, { accelerator: miniWindowAccelerator }),
      separator,
      mac ? { kind: 'role', role: 'close' } : { kind: 'role', role: 'quit' },
    ],
  });
  menus.push({ kind: 'role', role: 'editMenu' });
  menus.push({
    kind: 'submenu',
    label: title(t('menu.view')),
    items: [
      ...sections.map((s) =>
        action(
          t(`section.${s.id}`),
          { type: 'window:open', section: s.id },
          { accelerator: `CmdOrCtrl+${s.shortcut}` },
        ),
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
  const organizations = organizationItems(model, t);
  if (organizations.length > 0) {
    const first = organizations[0];
    menus.push({
      kind: 'submenu',
      label: title(t('menu.organization')),
      items:
        first?.kind === 'submenu'
          ? [
              ...first.items,
              separator,
              action(
                t('menu.switchOrganization'),
                { type: 'window:quick-switcher' },
                { accelerator: 'CmdOrCtrl+Shift+O' },
              ),
            ]
          : organizations,
    });
  }
  menus.push({ kind: 'role', role: 'windowMenu' });
  if (!mac) {
    menus.push({
      kind: 'submenu',
      label: title(t('menu.help')),
      items: [action(t('menu.about'), { type: 'app:about' })],
    });
  }
  return menus;
}
