import type { App, GlobalShortcut } from 'electron';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DesktopIntegration } from '../core/platform/desktop-integration.ts';

/** The argument a login-started Stint gets, so it starts in the tray without a window. */
export const startHiddenArg = '--hidden';

export interface DesktopIntegrationInput {
  readonly app: Pick<App, 'getLoginItemSettings' | 'setLoginItemSettings'>;
  readonly globalShortcut: Pick<GlobalShortcut, 'register' | 'unregister'>;
  readonly platform: NodeJS.Platform;
  /** Linux: the XDG autostart entry (`~/.config/autostart/stint.desktop`). */
  readonly autostartFile: string;
  readonly executable: string;
}

/**
 * Electron's login items exist on macOS and Windows only; on Linux the desktop's autostart
 * folder (XDG) does the same job with a small .desktop file.
 */
function linuxLoginItem(file: string, executable: string): DesktopIntegration['loginItem'] {
  return {
    isEnabled: () => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    },
    setEnabled: (enabled) => {
      if (!enabled) {
        rmSync(file, { force: true });
        return;
      }
      mkdirSync(dirname(file), { recursive: true });
      const quoted = `"${executable.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
      writeFileSync(
        file,
        [
          '[Desktop Entry]',
          'Type=Application',
          'Name=Stint',
          'Comment=Time tracking from the tray',
          `Exec=${quoted} ${startHiddenArg}`,
          'Icon=stint',
          'Terminal=false',
          'X-GNOME-Autostart-enabled=true',
          '',
        ].join('\n'),
      );
    },
  };
}

export function createDesktopIntegration(input: DesktopIntegrationInput): DesktopIntegration {
  const { app, globalShortcut } = input;
  return {
    hasTray: true,
    loginItem:
      input.platform === 'linux'
        ? linuxLoginItem(input.autostartFile, input.executable)
        : {
            isEnabled: () => app.getLoginItemSettings().openAtLogin,
            setEnabled: (enabled) =>
              app.setLoginItemSettings({ openAtLogin: enabled, args: [startHiddenArg] }),
          },
    globalShortcut: {
      register: (accelerator, onPress) => {
        try {
          return globalShortcut.register(accelerator, onPress);
        } catch {
          // Electron throws on an accelerator it cannot parse; to the person that is "not usable".
          return false;
        }
      },
      unregister: (accelerator) => globalShortcut.unregister(accelerator),
    },
  };
}
