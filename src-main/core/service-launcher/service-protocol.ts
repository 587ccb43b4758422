/**
 * The messages between the core and the embedded service's own process. Everything the service
 * needs at start travels here, over the IPC channel, never in argv or the environment, where
 * other users of the computer could read it (/proc/PID/cmdline, /proc/PID/environ).
 */

/** What the service process is started with: plain data, as it crosses a process boundary. */
export interface ServiceStartOptions {
  readonly dataDir: string;
  readonly version?: string;
  readonly seed?: 'demo' | 'none';
  /** Preferred port; 0 picks a free one. A restart asks for the previous port first. */
  readonly port: number;
  /** When the preferred port is taken, take any free port instead of failing. */
  readonly anyPortIfTaken: boolean;
}

export type ParentMessage =
  { readonly type: 'start'; readonly options: ServiceStartOptions } | { readonly type: 'stop' };

export type ChildMessage =
  | { readonly type: 'ready'; readonly port: number }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'error'; readonly message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPort = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 65535;

const shortText = (value: unknown): value is string => typeof value === 'string' && value.length <= 4000;

/** The core trusts nothing that crosses the boundary: a malformed message is dropped. */
export function parseChildMessage(value: unknown): ChildMessage | null {
  if (!isRecord(value)) return null;
  if (value['type'] === 'ready' && isPort(value['port']) && value['port'] > 0)
    return { type: 'ready', port: value['port'] };
  if ((value['type'] === 'failed' || value['type'] === 'error') && shortText(value['message']))
    return { type: value['type'], message: value['message'] };
  return null;
}

/** The child checks the parent's messages too: its entry file can be started by hand. */
export function parseParentMessage(value: unknown): ParentMessage | null {
  if (!isRecord(value)) return null;
  if (value['type'] === 'stop') return { type: 'stop' };
  if (value['type'] !== 'start' || !isRecord(value['options'])) return null;
  const o = value['options'];
  if (typeof o['dataDir'] !== 'string' || o['dataDir'] === '' || !isPort(o['port'])) return null;
  if (typeof o['anyPortIfTaken'] !== 'boolean') return null;
  if (o['version'] !== undefined && typeof o['version'] !== 'string') return null;
  if (o['seed'] !== undefined && o['seed'] !== 'demo' && o['seed'] !== 'none') return null;
  return {
    type: 'start',
    options: {
      dataDir: o['dataDir'],
      port: o['port'],
      anyPortIfTaken: o['anyPortIfTaken'],
      ...(o['version'] === undefined ? {} : { version: o['version'] }),
      ...(o['seed'] === undefined ? {} : { seed: o['seed'] }),
    },
  };
}
