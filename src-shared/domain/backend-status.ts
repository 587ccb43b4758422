import type { Message } from '../i18n/catalog.ts';

/** Where the app's data lives: the service embedded in this computer, or a remote deployment. */
export type BackendKind = 'embedded' | 'remote';

export type BackendState = 'starting' | 'connected' | 'unreachable' | 'stopped';

export interface BackendStatus {
  readonly kind: BackendKind;
  readonly state: BackendState;
  /** Base URL of the service, when one is known. Never carries credentials. */
  readonly url: string | null;
  /** Service version reported by its health endpoint, when connected. */
  readonly serviceVersion: string | null;
  /** What is wrong, for the person, otherwise null. */
  readonly problem: Message | null;
  /** When the state was last confirmed, epoch milliseconds. */
  readonly checkedAt: number;
}
