import type { Translate } from '../../src-shared/i18n/translator.ts';
import type { Menu, NativeTheme, nativeImage as NativeImageModule, Tray } from 'electron';
import type { SectionId } from '../../src-shared/domain/sections.ts';
import { buildAppMenu } from '../core/shell/app-menu.ts';
import type { ShellAction } from '../core/shell/menu-spec.ts';
import type { ShellModel } from '../core/shell/shell-model.ts';
import { TrayUpdater, type UpdaterClock } from '../core/shell/tray-updater.ts';
import { menuTemplate } from './menu-template.ts';
import { createTraySink } from './tray-sink.ts';

export interface ShellGlueDeps {
  readonly shell: {
    readonly state: { current(): ShellModel; subscribe(listener: (model: ShellModel) => void): () => void };
    readonly actions: { perform(action: ShellAction): Promise<void> };
  };
  readonly tray: Pick<Tray, 'setImage' | 'setTitle' | 'setToolTip' | 'setContextMenu' | 'on'>;
  readonly Menu: Pick<typeof Menu, 'buildFromTemplate' | 'setApplicationMenu'>;
  readonly nativeImage: Pick<typeof NativeImageModule, 'createFromPath'>;
  readonly nativeTheme: Pick<NativeTheme, 'shouldUseDarkColors' | 'on'>;
  readonly iconDir: string;
  readonly platform: NodeJS.Platform;
  readonly development: boolean;
  /** The person's language now (Settings → Language, else the OS's). */
  readonly translate?: () => Translate;
  readonly window: { show(section?: SectionId): void; openQuickSwitcher(): void; openMini(): void };
  readonly app: { quit(): void; showAbout(): void };
  readonly clock?: UpdaterClock;
}

/**
 * The tray and the application menu, kept in step with the core's shell model. Actions about
 * the window and the app are carried out here; everything else goes to the core.
 */
export function startShell(deps: ShellGlueDeps): () => void {
  const dispatch = (action: ShellAction): void => {
    switch (action.type) {
      case 'window:open':
        deps.window.show(action.section);
        return;
      case 'window:quick-switcher':
        deps.window.openQuickSwitcher();
        return;
      case 'window:mini':
        deps.window.openMini();
        return;
      case 'app:quit':
        deps.app.quit();
        return;
      case 'app:about':
        deps.app.showAbout();
        return;
      default:
        void deps.shell.actions.perform(action);
    }
  };
  const updater = new TrayUpdater(
    createTraySink({
      tray: deps.tray,
      Menu: deps.Menu,
      nativeImage: deps.nativeImage,
      iconDir: deps.iconDir,
      platform: deps.platform,
      darkTray: () => deps.nativeTheme.shouldUseDarkColors,
      dispatch,
    }),
    deps.platform,
    deps.clock,
    deps.translate,
  );
  let appMenuKey: string | null = null;
  const render = (model: ShellModel): void => {
    updater.update(model);
    const spec = buildAppMenu(model, {
      platform: deps.platform,
      development: deps.development,
      ...(deps.translate === undefined ? {} : { t: deps.translate() }),
    });
    const key = JSON.stringify(spec);
    if (key === appMenuKey) return;
    appMenuKey = key;
    deps.Menu.setApplicationMenu(deps.Menu.buildFromTemplate(menuTemplate(spec, dispatch)));
  };
  render(deps.shell.state.current());
  const unsubscribe = deps.shell.state.subscribe(render);
  // On macOS a click opens the tray menu; elsewhere it is the quickest way to the window.
  if (deps.platform !== 'darwin') deps.tray.on('click', () => deps.window.show());
  deps.nativeTheme.on('updated', () => updater.invalidate());
  return () => {
    unsubscribe();
    updater.dispose();
  };
}
