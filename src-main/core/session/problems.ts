import type { SessionProblem, SessionProblemCode } from '../../../src-shared/domain/session.ts';
import type { Message, MessageId } from '../../../src-shared/i18n/catalog.ts';
import type { GraphAuthFailure } from '../graph/graph-errors.ts';
import { CoreError } from '../ipc/core-error.ts';

/**
 * Every reason the person has to act, in one place: what happened and what to do next, as
 * message ids (`src-shared/i18n/{en,de}/session-problems.ts`). The session state and the IPC
 * error built from a problem carry the ids; the renderer says them in the language shown.
 */
const problemIds: Readonly<Record<SessionProblemCode, string>> = {
  // The service ends every other session of a person whose password changed: the likeliest cause.
  'sign-in-expired': 'signInExpired',
  'no-organization': 'noOrganization',
  'organization-selection-required': 'organizationSelectionRequired',
  'unknown-organization': 'unknownOrganization',
  'membership-not-materialized': 'membershipNotMaterialized',
  'email-not-verified': 'emailNotVerified',
  'credential-rejected': 'credentialRejected',
  'api-key-rejected': 'apiKeyRejected',
  'sign-in-denied': 'signInDenied',
  'sign-in-cancelled': 'signInCancelled',
  'sign-in-timed-out': 'signInTimedOut',
  'browser-not-opened': 'browserNotOpened',
  'service-unreachable': 'serviceUnreachable',
  'service-error': 'serviceError',
};

/** Every problem code, for tests that check each one has its sentences. */
export const sessionProblemCodes = Object.keys(problemIds) as SessionProblemCode[];

function sentences(code: SessionProblemCode): { message: Message; nextStep: Message } {
  const base = problemIds[code];
  return {
    message: { id: `sessionProblem.${base}.message` as MessageId },
    nextStep: { id: `sessionProblem.${base}.nextStep` as MessageId },
  };
}

export function problem(code: SessionProblemCode, detail?: Message): SessionProblem {
  return { code, ...sentences(code), detail: detail ?? null };
}

export function graphAuthProblem(failure: GraphAuthFailure): SessionProblem {
  switch (failure) {
    case 'unknown-organization':
      return problem('unknown-organization');
    case 'membership-not-materialized':
      return problem('membership-not-materialized');
    case 'email-not-verified':
      return problem('email-not-verified');
    case 'invalid-access-token':
    case 'unauthorized':
      return problem('credential-rejected');
  }
}

/** The IPC error for a problem: its code, its messages, and the problem as detail. */
export function problemError(value: SessionProblem): CoreError {
  const { message, nextStep, detail } = value;
  return new CoreError(
    value.code,
    'error.sessionProblem',
    { message, nextStep, hasDetail: detail === null ? 'no' : 'yes', detail: detail ?? '' },
    value,
  );
}
