/**
 * Every invoke answers with this envelope instead of a thrown error, so that an error crosses
 * either host as plain data: a code the renderer can branch on and a sentence it can show.
 * Stack traces and internal details never cross.
 */
export type IpcErrorCode =
  'unknown-channel' | 'invalid-argument' | 'forbidden-sender' | 'unavailable' | 'failed' | (string & {});

export interface IpcErrorBody {
  readonly code: IpcErrorCode;
  readonly message: string;
  /** Optional structured detail for the renderer (never secrets). */
  readonly detail?: unknown;
}

export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcErrorBody };

export class IpcError extends Error {
  readonly code: IpcErrorCode;
  readonly detail: unknown;

  constructor(body: IpcErrorBody) {
    super(body.message);
    this.name = 'IpcError';
    this.code = body.code;
    this.detail = body.detail;
  }
}

export function unwrapResult<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new IpcError(result.error);
}
