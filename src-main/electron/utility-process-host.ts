import type { ForkOptions, UtilityProcess } from 'electron';
import type { ServiceProcess, ServiceProcessHost } from '../core/service-launcher/service-process-host.ts';
import type { ParentMessage } from '../core/service-launcher/service-protocol.ts';

/** The part of Electron's `utilityProcess` the host uses. */
export interface UtilityProcessApi {
  fork(modulePath: string, args?: string[], options?: ForkOptions): UtilityProcess;
}

/**
 * The embedded service as an Electron utility process (desktop app): a Chromium-managed child
 * with Node, which Electron ends with the app. Start options travel by postMessage, never argv.
 */
export function utilityProcessHost(
  api: UtilityProcessApi,
  entry: string,
  killPid: (pid: number, signal: 'SIGKILL') => void = (pid, signal) => process.kill(pid, signal),
): ServiceProcessHost {
  return {
    spawn(): ServiceProcess {
      const child = api.fork(entry, [], { serviceName: 'Stint service', stdio: 'inherit' });
      let exited = false;
      child.once('exit', () => {
        exited = true;
      });
      return {
        get pid() {
          return child.pid;
        },
        send(message: ParentMessage) {
          if (!exited) child.postMessage(message);
        },
        onMessage(listener) {
          child.on('message', listener);
        },
        onExit(listener) {
          // A utility process tells only its exit code; a crash or a kill shows as a non-zero one.
          child.once('exit', (code) => listener(code, null));
        },
        kill(signal) {
          if (exited) return;
          const pid = child.pid;
          // kill() is SIGTERM on POSIX; SIGKILL needs the pid.
          if (signal === 'SIGKILL' && pid !== undefined) killPid(pid, 'SIGKILL');
          else child.kill();
        },
      };
    },
  };
}
