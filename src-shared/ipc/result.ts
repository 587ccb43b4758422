import type { Message, MessageId, MessageValues } from '../i18n/catalog.ts';

/**
 * Every invoke answers with this envelope instead of a thrown error, so that an error crosses
 * either host as plain data: a code the renderer can branch on and a message id with values it
 * renders in the person's language. Stack traces and internal details never cross.
 */
export type IpcErrorCode =
  'unknown-channel' | 'invalid-argument' | 'forbidden-sender' | 'unavailable' | 'failed' | (string & {});

export interface IpcErrorBody {
  readonly code: IpcErrorCode;
  /** What to show: an id of the message catalogs, rendered by whoever shows it. */
  readonly messageId: MessageId;
  readonly values?: MessageValues | undefined;
  /** The same message in English, for logs and tests; never shown when the id can be rendered. */
  readonly message: string;
  /** Optional structured detail for the renderer (never secrets). */
  readonly detail?: unknown;
}

export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcErrorBody };

/** Renders an error's message in the person's language (the renderer passes its translator). */
export type RenderMessage = (message: Message, english: string) => string;

export class IpcError extends Error {
  readonly code: IpcErrorCode;
  readonly messageId: MessageId;
  readonly values: MessageValues;
  readonly detail: unknown;

  constructor(body: IpcErrorBody, render?: RenderMessage) {
    const values = body.values ?? {};
    super(render === undefined ? body.message : render({ id: body.messageId, values }, body.message));
    this.name = 'IpcError';
    this.code = body.code;
    this.messageId = body.messageId;
    this.values = values;
    this.detail = body.detail;
  }
}

export function unwrapResult<T>(result: IpcResult<T>, render?: RenderMessage): T {
  if (result.ok) return result.value;
  throw new IpcError(result.error, render);
}
