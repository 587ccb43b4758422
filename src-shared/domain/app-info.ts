/** Which host carries the IPC contract: the Electron shell or the loopback browser host. */
export type HostKind = 'electron' | 'browser';

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly host: HostKind;
}
