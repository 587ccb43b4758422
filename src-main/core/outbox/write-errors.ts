import type { WriteRefusal } from '../../../src-shared/domain/outbox.ts';
import { CoreError } from '../ipc/core-error.ts';
import { V1Error, V1UnavailableError } from '../v1/v1-errors.ts';
import { V1NotConnectedError } from '../v1/v1-session.ts';

/** Thrown by a write executor that knows exactly why the service will never take this write. */
export class WriteRefusedError extends Error {
  readonly refusal: WriteRefusal;
  constructor(refusal: WriteRefusal) {
    super(refusal.message);
    this.name = 'WriteRefusedError';
    this.refusal = refusal;
  }
}

/** What the outbox does after a failed attempt. */
export type FailureClass =
  /** The service did not answer (or was busy): try again later with a backoff. */
  | { readonly kind: 'transient'; readonly message: string; readonly retryAfterMs: number | null }
  /** No usable v1 sign-in right now: wait until there is one (no attempt is counted). */
  | { readonly kind: 'wait'; readonly message: string }
  /** The service refused this write for good: set it aside for the person. */
  | { readonly kind: 'refused'; readonly refusal: WriteRefusal };

const waitMessage = 'Waiting for the time tracking sign-in of this organization.';

export function classifyWriteFailure(error: unknown): FailureClass {
  if (error instanceof WriteRefusedError) return { kind: 'refused', refusal: error.refusal };
  if (error instanceof V1UnavailableError) {
    return { kind: 'transient', message: 'The service does not answer.', retryAfterMs: error.retryAfterMs };
  }
  if (error instanceof Error && error.name === 'TransientAuthError') {
    return { kind: 'transient', message: 'The sign-in does not answer.', retryAfterMs: null };
  }
  if (error instanceof V1NotConnectedError) return { kind: 'wait', message: waitMessage };
  if (error instanceof CoreError && (error.code === 'v1-not-connected' || error.code === 'signed-out')) {
    return { kind: 'wait', message: waitMessage };
  }
  if (error instanceof V1Error) {
    // A refused token survived the client's one replacement: the sign-in itself is the problem.
    if (error.status === 401) return { kind: 'wait', message: waitMessage };
    return { kind: 'refused', refusal: refusalOf(error) };
  }
  return {
    kind: 'refused',
    refusal: {
      code: 'failed',
      message: 'Stint could not send this change. The details are in the log.',
      conflict: null,
    },
  };
}

/** The service's reason as a sentence for the person. */
export function refusalOf(error: V1Error): WriteRefusal {
  const detail = error.description === null ? '' : ` ${sentence(error.description)}`;
  switch (error.code) {
    case 'PE01-1008':
      return {
        code: error.code,
        message: `The service did not allow this change: your access to this organization does not permit it.${detail}`,
        conflict: null,
      };
    case 'PE01-1101':
      return {
        code: error.code,
        message: `It no longer exists on the service; someone may have deleted it.${detail}`,
        conflict: null,
      };
    case 'PE01-1104': {
      const violations = (error.body?.constraintViolations ?? [])
        .map((v) => `${v.field ?? 'a field'} ${v.message ?? 'is not valid'}`)
        .join('; ');
      return {
        code: error.code,
        message: `The service refused the values: ${violations === '' ? (error.description ?? 'they are not valid') : violations}.`,
        conflict: null,
      };
    }
    default:
      return {
        code: error.code,
        message: `The service refused this change (${error.body?.message ?? `HTTP ${error.status}`}).${detail}`,
        conflict: null,
      };
  }
}

function sentence(text: string): string {
  const trimmed = text.trim().slice(0, 300);
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
