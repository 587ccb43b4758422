import type { AppInfo } from '../../src-shared/domain/app-info.ts';
import { startService } from '../../src-service/index.ts';
import type { BackendConfig } from './backend/backend-config.ts';
import { BackendMonitor, type StartEmbeddedService } from './backend/backend-monitor.ts';
import { EventHub } from './ipc/event-hub.ts';
import type { InvokeHandlers } from './ipc/invoke-handlers.ts';
import { createIpcRouter, type IpcRouter } from './ipc/ipc-router.ts';
import type { Logger } from './logging/logger.ts';
import type { PlatformServices } from './platform/platform-services.ts';

export interface CoreOptions {
  readonly app: { readonly name: string; readonly version: string };
  readonly platform: PlatformServices;
  readonly backend: BackendConfig;
  readonly logger: Logger;
  /** Replaceable for tests that must not start a real service. */
  readonly startEmbedded?: StartEmbeddedService;
  readonly fetch?: typeof fetch;
}

/** The main-process core: plain Node, the same in the Electron host and the browser host. */
export interface Core {
  readonly router: IpcRouter;
  readonly events: EventHub;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const events = new EventHub();
  const backend = new BackendMonitor({
    config: options.backend,
    appVersion: options.app.version,
    logger: options.logger,
    startEmbedded: options.startEmbedded ?? startService,
    onChange: (status) => events.emit('backend:status-changed', status),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const appInfo: AppInfo = {
    name: options.app.name,
    version: options.app.version,
    host: options.platform.host,
  };

  const handlers: InvokeHandlers = {
    'app:get-info': () => appInfo,
    'backend:get-status': () => backend.current(),
  };

  let started: Promise<void> | null = null;
  return {
    router: createIpcRouter(handlers, options.logger),
    events,
    start() {
      started ??= backend.start().then(() => undefined);
      return started;
    },
    async dispose() {
      await started?.catch(() => undefined);
      await backend.stop();
    },
  };
}
