import type { Notification as ElectronNotification, PowerMonitor, Shell } from 'electron';
import type { FileExporter } from '../core/export/file-exporter.ts';
import type { SecretStore } from '../core/platform/secret-store.ts';
import type { SettingsStore } from '../core/platform/settings-store.ts';
import type { PlatformServices } from '../core/platform/platform-services.ts';
import type { PowerEvent, PowerSignals } from '../core/platform/power-signals.ts';
import type { ShellAction } from '../core/shell/menu-spec.ts';
import { checkExternalUrl } from '../core/platform/external-url.ts';
import type { DesktopIntegration } from '../core/platform/desktop-integration.ts';

export interface ElectronPlatformInput {
  readonly shell: Pick<Shell, 'openExternal'>;
  readonly Notification: Pick<typeof ElectronNotification, 'isSupported'> &
    (new (options: {
      title: string;
      body: string;
      actions?: { type: 'button'; text: string }[];
    }) => SystemNotification);
  /** Carries out the action of a notification's button or click (the shell's dispatch). */
  readonly onNotificationAction?: (action: ShellAction) => void;
  readonly powerMonitor: Pick<PowerMonitor, 'on' | 'off' | 'getSystemIdleTime'>;
  readonly secrets: SecretStore;
  readonly settings: SettingsStore;
  readonly desktop?: DesktopIntegration;
  readonly files: FileExporter;
}

/** What the core needs of an Electron Notification: show it, and hear its buttons and clicks. */
interface SystemNotification {
  show(): void;
  on(event: 'action', listener: (event: unknown, index: number) => void): unknown;
  on(event: 'click', listener: (event: unknown) => void): unknown;
}

export function electronPlatform(input: ElectronPlatformInput): PlatformServices {
  return {
    host: 'electron',
    ...(input.desktop === undefined ? {} : { desktop: input.desktop }),
    secrets: input.secrets,
    settings: input.settings,
    files: input.files,
    openExternal: async (url) => {
      await input.shell.openExternal(checkExternalUrl(url));
    },
    notify: ({ title, body, actions = [] }) => {
      if (!input.Notification.isSupported()) return;
      // Buttons show on macOS; elsewhere a click on the notification is the one way to act.
      const notification = new input.Notification({
        title,
        body,
        ...(actions.length === 0
          ? {}
          : { actions: actions.map(({ label }) => ({ type: 'button', text: label })) }),
      });
      const act = (index: number): void => {
        const chosen = actions[index];
        if (chosen !== undefined) input.onNotificationAction?.(chosen.action);
      };
      notification.on('action', (_event, index) => act(index));
      notification.on('click', () => act(actions.length - 1));
      notification.show();
    },
    onResume: (listener) => {
      const handler = (): void => listener();
      input.powerMonitor.on('resume', handler);
      return () => {
        input.powerMonitor.off('resume', handler);
      };
    },
    power: electronPowerSignals(input.powerMonitor),
  };
}

const powerEvents = {
  suspend: { kind: 'suspend' },
  resume: { kind: 'resume', sleptMs: null },
  'lock-screen': { kind: 'lock' },
  'unlock-screen': { kind: 'unlock' },
} as const satisfies Record<string, PowerEvent>;

/** Idle time and power events from Electron's powerMonitor (suspend, resume, lock, unlock). */
export function electronPowerSignals(
  powerMonitor: Pick<PowerMonitor, 'on' | 'off' | 'getSystemIdleTime'>,
): PowerSignals {
  return {
    systemIdleSeconds: () => powerMonitor.getSystemIdleTime(),
    onPowerEvent(listener) {
      const handlers = Object.entries(powerEvents).map(([name, event]) => {
        const handler = (): void => listener(event);
        // The names are powerMonitor's own events; its typings list each overload separately.
        (powerMonitor.on as (name: string, handler: () => void) => void)(name, handler);
        return { name, handler };
      });
      return () => {
        for (const { name, handler } of handlers) {
          (powerMonitor.off as (name: string, handler: () => void) => void)(name, handler);
        }
      };
    },
  };
}
