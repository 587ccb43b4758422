import type { EmbeddedService, StartEmbeddedService } from '../backend/backend-monitor.ts';
import { ServiceLauncher, type ServiceLauncherOptions } from './service-launcher.ts';
import type { ServiceProcessHost } from './service-process-host.ts';

/** The embedded service running in its own process, with the launcher that keeps it up. */
export interface LaunchedService extends EmbeddedService {
  readonly launcher: ServiceLauncher;
}

export type LaunchTuning = Omit<ServiceLauncherOptions, 'host' | 'start'>;

/**
 * How the core starts the service on this computer in the app: in a process of its own (a Node
 * child in the browser host, a utilityProcess in Electron), so a long report never blocks IPC.
 */
export function launchedService(
  host: ServiceProcessHost,
  tuning: LaunchTuning,
  onLaunched?: (service: LaunchedService) => void,
): StartEmbeddedService {
  return async (options) => {
    const launcher = new ServiceLauncher({
      ...tuning,
      host,
      start: {
        dataDir: options.dataDir,
        ...(options.version === undefined ? {} : { version: options.version }),
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      },
    });
    await launcher.start();
    const service: LaunchedService = {
      launcher,
      get url() {
        return launcher.url;
      },
      close: () => launcher.stop(),
      subscribe: (listener) =>
        launcher.subscribe((event) => listener(event.type === 'ready' ? event.url : null)),
    };
    onLaunched?.(service);
    return service;
  };
}
