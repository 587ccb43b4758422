import type { ParentMessage } from './service-protocol.ts';

/** One running service process, as the launcher sees it (a Node child or an Electron utility process). */
export interface ServiceProcess {
  readonly pid: number | undefined;
  send(message: ParentMessage): void;
  /** Every message the child sends, unchecked: the launcher parses them. */
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when the process is gone, whatever the reason. */
  onExit(listener: (code: number | null, signal: string | null) => void): void;
  kill(signal: 'SIGTERM' | 'SIGKILL'): void;
}

/** Starts service processes: a Node child process in the browser host, a utilityProcess in Electron. */
export interface ServiceProcessHost {
  spawn(): ServiceProcess;
}
