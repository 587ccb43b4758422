import { CoreError } from '../ipc/core-error.ts';
import { refusalOf } from '../outbox/write-errors.ts';
import { V1Error, V1UnavailableError } from '../v1/v1-errors.ts';
import { V1NotConnectedError } from '../v1/v1-session.ts';

/** A read from the service; its failures become sentences the renderer can show as they are. */
export async function readThrough<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw readError(error);
  }
}

export function readError(error: unknown): unknown {
  if (error instanceof CoreError) return error;
  if (error instanceof V1UnavailableError) {
    return new CoreError('service-unreachable', 'error.serviceNotAnsweringKept');
  }
  if (error instanceof V1NotConnectedError) {
    return error.reason === null
      ? new CoreError('v1-not-connected', 'error.connectTimeTracking')
      : CoreError.of('v1-not-connected', error.reason);
  }
  if (error instanceof V1Error) {
    if (error.code === 'PE01-1101') return new CoreError('not-found', 'error.noLongerOnService');
    return CoreError.of('refused', refusalOf(error).message);
  }
  return error;
}
