import type { Notification as ElectronNotification, PowerMonitor, Shell } from 'electron';
import type { FileExporter } from '../core/export/file-exporter.ts';
import type { SecretStore } from '../core/platform/secret-store.ts';
import type { SettingsStore } from '../core/platform/settings-store.ts';
import type { PlatformServices } from '../core/platform/platform-services.ts';
import type { PowerEvent, PowerSignals } from '../core/platform/power-signals.ts';
import { checkExternalUrl } from '../core/platform/external-url.ts';
import type { DesktopIntegration } from '../core/platform/desktop-integration.ts';

export interface ElectronPlatformInput {
  readonly shell: Pick<Shell, 'openExternal'>;
  readonly Notification: Pick<typeof ElectronNotification, 'isSupported'> &
    (new (options: { title: string; body: string }) => Pick<ElectronNotification, 'show'>);
  readonly powerMonitor: Pick<PowerMonitor, 'on' | 'off' | 'getSystemIdleTime'>;
  readonly secrets: SecretStore;
  readonly settings: SettingsStore;
  readonly desktop?: DesktopIntegration;
  readonly files: FileExporter;
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
    notify: ({ title, body }) => {
      if (input.Notification.isSupported()) new input.Notification({ title, body }).show();
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
