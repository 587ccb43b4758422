import type { Message, MessageId, MessageValues } from '../../../src-shared/i18n/catalog.ts';
import { english } from '../../../src-shared/i18n/translator.ts';
import type { IpcErrorCode } from '../../../src-shared/ipc/result.ts';

/**
 * An error meant for the person: a message id with values that the renderer renders in the
 * person's language, and a code that lets the renderer pick a next step. Error.message is the
 * English text, for logs and tests. Anything else thrown inside the core is logged and answered
 * with a generic message, so internals never cross IPC.
 */
export class CoreError extends Error {
  readonly code: IpcErrorCode;
  readonly messageId: MessageId;
  readonly values: MessageValues;
  readonly detail: unknown;

  constructor(code: IpcErrorCode, messageId: MessageId, values: MessageValues = {}, detail?: unknown) {
    super(english.t(messageId, values));
    this.name = 'CoreError';
    this.code = code;
    this.messageId = messageId;
    this.values = values;
    this.detail = detail;
  }

  /** A sentence a part of the core already holds as a message (a V1ConnectError's, a status problem). */
  static of(code: IpcErrorCode, message: Message, detail?: unknown): CoreError {
    return new CoreError(code, message.id, message.values, detail);
  }

  /**
   * Text from a lower layer or the service that has no message id of its own yet: it is shown
   * as it came. Each use is a sentence still to be given an id (grep `CoreError.asIs`).
   */
  static asIs(code: IpcErrorCode, text: string, detail?: unknown): CoreError {
    return new CoreError(code, 'error.asIs', { text }, detail);
  }
}
