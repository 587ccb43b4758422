import type { HostKind } from '../../../src-shared/domain/app-info.ts';
import type { ShellAction } from '../shell/menu-spec.ts';
import type { PowerSignals } from './power-signals.ts';
import type { DesktopIntegration } from './desktop-integration.ts';
import type { FileExporter } from '../export/file-exporter.ts';
import type { SecretStore } from './secret-store.ts';
import type { SettingsStore } from './settings-store.ts';

/** A button on a notification: what it says, and the shell action it carries out. */
export interface NotificationAction {
  readonly label: string;
  readonly action: ShellAction;
}

export interface UserNotification {
  readonly title: string;
  readonly body: string;
  /** Buttons, in order; clicking the notification itself carries out the last one. */
  readonly actions?: readonly NotificationAction[];
}

/**
 * Everything the core needs from the machine, handed in by the host. The core itself never
 * imports Electron, so each host (Electron, browser) implements these with what it has.
 */
export interface PlatformServices {
  readonly host: HostKind;
  readonly secrets: SecretStore;
  readonly settings: SettingsStore;
  /** Opens an http(s) URL in the person's browser. Rejects other schemes. */
  openExternal(url: string): Promise<void>;
  notify(notification: UserNotification): void;
  /**
   * Calls `listener` each time the system wakes from sleep (timers may have slept through a
   * token's expiry). Answers a function that stops listening.
   */
  onResume(listener: () => void): () => void;
  /** Idle time, sleep and screen lock, for the stopwatch's away question; absent where unknown. */
  readonly power?: PowerSignals;
  /** Login item and global shortcuts; absent in the browser host. */
  readonly desktop?: DesktopIntegration;
  /**
   * Hands the person a file the core produces (CSV exports): the system save dialog in Electron,
   * a one-time download of the page in the browser host. The content streams to its destination.
   */
  readonly files: FileExporter;
}
