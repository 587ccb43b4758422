import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { CoreError } from '../ipc/core-error.ts';
import { V1Error, V1UnavailableError } from './v1-errors.ts';
import { V1NotConnectedError } from './v1-session.ts';

/**
 * A v1 failure as a message for the person, with a code the renderer can act on. `action` says
 * what was being done ("Loading the report"), rendered into the message in the same language.
 */
export function v1Failure(error: unknown, action: Message): Error {
  if (error instanceof CoreError) return error;
  if (error instanceof V1NotConnectedError) {
    return error.reason === null
      ? new CoreError('v1-not-connected', 'error.connectV1')
      : CoreError.of('v1-not-connected', error.reason);
  }
  if (error instanceof V1UnavailableError) {
    return new CoreError('service-unreachable', 'error.actionUnreachable', { action });
  }
  if (error instanceof V1Error) {
    switch (error.code) {
      case 'PE01-1008':
      case 'PE01-1001':
        return new CoreError('forbidden', 'error.actionForbidden', { action });
      case 'PE01-1101':
        return new CoreError('not-found', 'error.actionGone', { action });
      case 'PE01-1105':
      case 'PE01-1104':
        return new CoreError('invalid-argument', 'error.actionRefused', {
          action,
          reason: error.description ?? error.message,
        });
      default:
        return new CoreError('failed', 'error.actionFailed', { action, reason: error.message });
    }
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs `work`, turning any v1 failure into the person's message. */
export async function withV1Failure<T>(action: Message, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw v1Failure(error, action);
  }
}
