import type { WriteRefusal } from '../../../src-shared/domain/outbox.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { V1ConstraintViolation } from '../../../src-shared/wire/v1-error.ts';
import { V1Error, V1UnavailableError } from '../v1/v1-errors.ts';
import { V1NotConnectedError } from '../v1/v1-session.ts';

/** Thrown by a write executor that knows exactly why the service will never take this write. */
export class WriteRefusedError extends Error {
  readonly refusal: WriteRefusal;
  constructor(refusal: WriteRefusal) {
    // English for the log; the person sees the message rendered in their language.
    super(renderMessage(english.t, refusal.message));
    this.name = 'WriteRefusedError';
    this.refusal = refusal;
  }
}

/** What the outbox does after a failed attempt. */
export type FailureClass =
  /** The service did not answer (or was busy): try again later with a backoff. */
  | { readonly kind: 'transient'; readonly message: Message; readonly retryAfterMs: number | null }
  /** No usable v1 sign-in right now: wait until there is one (no attempt is counted). */
  | { readonly kind: 'wait'; readonly message: Message }
  /** The service refused this write for good: set it aside for the person. */
  | { readonly kind: 'refused'; readonly refusal: WriteRefusal };

const waitMessage: Message = { id: 'outbox.error.waitingForSignIn' };

export function classifyWriteFailure(error: unknown): FailureClass {
  if (error instanceof WriteRefusedError) return { kind: 'refused', refusal: error.refusal };
  if (error instanceof V1UnavailableError) {
    return {
      kind: 'transient',
      message: { id: 'outbox.error.serviceAway' },
      retryAfterMs: error.retryAfterMs,
    };
  }
  if (error instanceof Error && error.name === 'TransientAuthError') {
    return { kind: 'transient', message: { id: 'outbox.error.signInAway' }, retryAfterMs: null };
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
    refusal: { code: 'failed', message: { id: 'outbox.refusal.failed' }, conflict: null },
  };
}

/**
 * The service's reason as a message for the person. The service's own description and
 * violations are its words, in its language: they stay values, said as they came.
 */
export function refusalOf(error: V1Error): WriteRefusal {
  const detail = error.description === null ? '' : ` ${sentence(error.description)}`;
  return { code: error.code, message: refusalMessage(error, detail), conflict: null };
}

function refusalMessage(error: V1Error, detail: string): Message {
  switch (error.code) {
    case 'PE01-1008':
      return { id: 'outbox.refusal.forbidden', values: { detail } };
    case 'PE01-1101':
      return { id: 'outbox.refusal.gone', values: { detail } };
    case 'PE01-1104': {
      const violations = violationList(error.body?.constraintViolations ?? []);
      if (violations !== null) return { id: 'outbox.refusal.invalid', values: { violations } };
      if (error.description !== null)
        return { id: 'outbox.refusal.invalid', values: { violations: error.description } };
      return { id: 'outbox.refusal.invalidUnknown' };
    }
    default:
      return {
        id: 'outbox.refusal.other',
        values: {
          reason: error.body?.message ?? {
            id: 'outbox.refusal.httpStatus',
            values: { status: String(error.status) },
          },
          detail,
        },
      };
  }
}

/** "start is not valid; end must be later", each part the service left out said in our words. */
function violationList(violations: readonly V1ConstraintViolation[]): Message | null {
  const [head, ...tail] = violations;
  if (head === undefined) return null;
  const first: Message = {
    id: 'outbox.refusal.violation',
    values: {
      field: head.field ?? { id: 'outbox.refusal.someField' },
      problem: head.message ?? { id: 'outbox.refusal.notValid' },
    },
  };
  const rest = violationList(tail);
  return rest === null ? first : { id: 'outbox.refusal.violations', values: { first, rest } };
}

function sentence(text: string): string {
  const trimmed = text.trim().slice(0, 300);
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
