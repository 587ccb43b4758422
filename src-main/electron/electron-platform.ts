import type { Notification as ElectronNotification, PowerMonitor, Shell } from 'electron';
import type { FileExporter } from '../core/export/file-exporter.ts';
import type { SecretStore } from '../core/platform/secret-store.ts';
import type { SettingsStore } from '../core/platform/settings-store.ts';
import type { PlatformServices } from '../core/platform/platform-services.ts';
import { checkExternalUrl } from '../core/platform/external-url.ts';
import type { DesktopIntegration } from '../core/platform/desktop-integration.ts';

export interface ElectronPlatformInput {
  readonly shell: Pick<Shell, 'openExternal'>;
  readonly Notification: Pick<typeof ElectronNotification, 'isSupported'> &
    (new (options: { title: string; body: string }) => Pick<ElectronNotification, 'show'>);
  readonly powerMonitor: Pick<PowerMonitor, 'on' | 'off'>;
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
  };
}
