import { startService, type RunningService } from '../../../src-service/index.ts';
import { parseParentMessage, type ChildMessage, type ServiceStartOptions } from './service-protocol.ts';

/** The child's side of the channel to the core: process.send in Node, parentPort in Electron. */
export interface ParentChannel {
  send(message: ChildMessage): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Called when the core is gone (its IPC channel closed), so the service never outlives it. */
  onParentGone(listener: () => void): void;
}

export interface ServiceChildOptions {
  readonly channel: ParentChannel;
  readonly exit: (code: number) => void;
  /** Where SIGTERM and SIGINT arrive; the process in real use. */
  readonly signals?: { on(signal: 'SIGTERM' | 'SIGINT', listener: () => void): void };
  readonly start?: typeof startService;
}

const text = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const portTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';

/**
 * The embedded service's own process: waits for its start options from the core, starts the
 * service on loopback, says `ready` with the port, and closes cleanly on `stop`, on SIGTERM and
 * when the core goes away.
 */
export function runServiceChild(options: ServiceChildOptions): void {
  const { channel, exit } = options;
  const start = options.start ?? startService;
  let service: RunningService | null = null;
  let starting: Promise<void> | null = null;
  let leaving = false;

  const leave = (code: number): void => {
    if (leaving) return;
    leaving = true;
    void (async () => {
      await starting?.catch(() => undefined);
      await service?.close().catch(() => undefined);
      exit(code);
    })();
  };

  const launch = async (startOptions: ServiceStartOptions): Promise<void> => {
    const base = {
      dataDir: startOptions.dataDir,
      host: '127.0.0.1',
      ...(startOptions.version === undefined ? {} : { version: startOptions.version }),
      ...(startOptions.seed === undefined ? {} : { seed: startOptions.seed }),
      onError: (error: unknown) => channel.send({ type: 'error', message: text(error) }),
    };
    try {
      service = await start({ ...base, port: startOptions.port });
    } catch (error) {
      if (!(portTaken(error) && startOptions.anyPortIfTaken && startOptions.port !== 0)) throw error;
      service = await start({ ...base, port: 0 });
    }
    if (leaving) return;
    channel.send({ type: 'ready', port: service.port });
  };

  channel.onMessage((raw) => {
    const message = parseParentMessage(raw);
    if (message === null) return;
    if (message.type === 'stop') {
      leave(0);
      return;
    }
    if (starting !== null || leaving) return;
    starting = launch(message.options).catch((error: unknown) => {
      channel.send({ type: 'failed', message: text(error) });
      leave(1);
    });
  });
  channel.onParentGone(() => leave(0));
  options.signals?.on('SIGTERM', () => leave(0));
  // Ctrl-C in a terminal reaches the whole process group: the core stops the service itself, after
  // its own work, instead of seeing it die first and starting it again.
  options.signals?.on('SIGINT', () => undefined);
}
