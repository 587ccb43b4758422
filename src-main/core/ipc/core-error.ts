import type { IpcErrorCode } from '../../../src-shared/ipc/result.ts';

/**
 * An error meant for the person: its message is a sentence the renderer may show as is, its
 * code lets the renderer pick a next step. Anything else thrown inside the core is logged and
 * answered with a generic sentence, so internals never cross IPC.
 */
export class CoreError extends Error {
  readonly code: IpcErrorCode;
  readonly detail: unknown;

  constructor(code: IpcErrorCode, message: string, detail?: unknown) {
    super(message);
    this.name = 'CoreError';
    this.code = code;
    this.detail = detail;
  }
}
