import type { Menu, nativeImage as NativeImageModule, Tray } from 'electron';
import { join } from 'node:path';
import type { ShellAction } from '../core/shell/menu-spec.ts';
import type { TrayIconState } from '../core/shell/tray-presentation.ts';
import type { TraySink } from '../core/shell/tray-updater.ts';
import { menuTemplate } from './menu-template.ts';

/**
 * Which tray image to use. macOS gets template images, which the menu bar tints itself; other
 * systems get a light glyph on dark trays and a dark glyph on light ones.
 */
export function trayIconFile(state: TrayIconState, platform: NodeJS.Platform, darkTray: boolean): string {
  if (platform === 'darwin') return `tray-${state}Template.png`;
  return `tray-${state}-${darkTray ? 'light' : 'dark'}.png`;
}

export interface TraySinkDeps {
  readonly tray: Pick<Tray, 'setImage' | 'setTitle' | 'setToolTip' | 'setContextMenu'>;
  readonly Menu: Pick<typeof Menu, 'buildFromTemplate'>;
  readonly nativeImage: Pick<typeof NativeImageModule, 'createFromPath'>;
  readonly iconDir: string;
  readonly platform: NodeJS.Platform;
  readonly darkTray: () => boolean;
  readonly dispatch: (action: ShellAction) => void;
}

export function createTraySink(deps: TraySinkDeps): TraySink {
  return {
    setIcon(state) {
      const image = deps.nativeImage.createFromPath(
        join(deps.iconDir, trayIconFile(state, deps.platform, deps.darkTray())),
      );
      if (deps.platform === 'darwin') image.setTemplateImage(true);
      deps.tray.setImage(image);
    },
    setTitle(title) {
      // Only macOS shows a title beside the icon; elsewhere the call would be ignored anyway.
      if (deps.platform === 'darwin') deps.tray.setTitle(title);
    },
    setToolTip(tooltip) {
      deps.tray.setToolTip(tooltip);
    },
    setMenu(items) {
      deps.tray.setContextMenu(deps.Menu.buildFromTemplate(menuTemplate(items, deps.dispatch)));
    },
  };
}
