import { CoreError } from '../ipc/core-error.ts';
import { V1Error, V1UnavailableError } from './v1-errors.ts';
import { V1NotConnectedError } from './v1-session.ts';

/**
 * A v1 failure as a sentence for the person, with a code the renderer can act on. `action` says
 * what was being done ("Loading the report"), so the sentence reads naturally.
 */
export function v1Failure(error: unknown, action: string): Error {
  if (error instanceof CoreError) return error;
  if (error instanceof V1NotConnectedError) {
    return new CoreError(
      'v1-not-connected',
      error.reason ??
        'Connect this organization to the v1 interface first: enter your password once in Settings.',
    );
  }
  if (error instanceof V1UnavailableError) {
    return new CoreError(
      'service-unreachable',
      `${action} did not work: the service is not answering right now. Try again in a moment.`,
    );
  }
  if (error instanceof V1Error) {
    switch (error.code) {
      case 'PE01-1008':
      case 'PE01-1001':
        return new CoreError('forbidden', `${action} is not allowed with your access in this organization.`);
      case 'PE01-1101':
        return new CoreError(
          'not-found',
          `${action} did not work: it is no longer there. Someone may have removed it.`,
        );
      case 'PE01-1105':
      case 'PE01-1104':
        return new CoreError(
          'invalid-argument',
          `${action} did not work: the service refused the request (${error.description ?? error.message}).`,
        );
      default:
        return new CoreError('failed', `${action} did not work. The service answered: ${error.message}.`);
    }
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs `work`, turning any v1 failure into the person's sentence. */
export async function withV1Failure<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw v1Failure(error, action);
  }
}
