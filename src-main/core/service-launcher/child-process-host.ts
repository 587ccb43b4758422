import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ParentMessage } from './service-protocol.ts';
import type { ServiceProcess, ServiceProcessHost } from './service-process-host.ts';

/** The child's entry: Node 24 runs the TypeScript source as is (type stripping). */
export const serviceChildEntry = fileURLToPath(new URL('./service-child-main.ts', import.meta.url));

/**
 * The service as a Node child process (browser host). Nothing goes in argv or env beyond what
 * the parent already has: the start options travel over the IPC channel.
 */
export function childProcessHost(entry: string = serviceChildEntry): ServiceProcessHost {
  return {
    spawn(): ServiceProcess {
      const child = fork(entry, [], {
        // Not the parent's flags: a test runner's or inspector's flags do not belong to the service.
        execArgv: [],
        // The service writes nothing on stdout; its problems go to the parent's stderr.
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'json',
      });
      // A send after the child died must not throw in the core: the exit handler restarts it.
      child.on('error', () => undefined);
      return {
        pid: child.pid,
        send(message: ParentMessage) {
          if (child.connected) child.send(message);
        },
        onMessage(listener) {
          child.on('message', listener);
        },
        onExit(listener) {
          child.once('exit', (code, signal) => listener(code, signal));
        },
        kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        },
      };
    },
  };
}
