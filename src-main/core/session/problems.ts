import type { SessionProblem, SessionProblemCode } from '../../../src-shared/domain/session.ts';
import type { Message, MessageId } from '../../../src-shared/i18n/catalog.ts';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';
import type { GraphAuthFailure } from '../graph/graph-errors.ts';
import { CoreError } from '../ipc/core-error.ts';

/**
 * Every reason the person has to act, in one place: what happened and what to do next, as
 * message ids (`src-shared/i18n/{en,de}/session-problems.ts`). The session state carries them
 * in English for now; the IPC error built from a problem carries the ids.
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

/** The detail said after a problem, kept as a message for the error built from that problem. */
const details = new WeakMap<SessionProblem, Message>();

export function problem(code: SessionProblemCode, detail?: Message): SessionProblem {
  const { message, nextStep } = sentences(code);
  const text = renderMessage(english.t, message);
  const value: SessionProblem = {
    code,
    message: detail === undefined ? text : `${text} ${renderMessage(english.t, detail)}`,
    nextStep: renderMessage(english.t, nextStep),
  };
  if (detail !== undefined) details.set(value, detail);
  return value;
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

/** The IPC error for a problem: its code, both sentences as message ids, and the problem as detail. */
export function problemError(value: SessionProblem): CoreError {
  const { message, nextStep } = sentences(value.code);
  const detail = details.get(value) ?? remainder(value.message, renderMessage(english.t, message));
  return new CoreError(
    value.code,
    'error.sessionProblem',
    { message, nextStep, hasDetail: detail === null ? 'no' : 'yes', detail: detail ?? '' },
    value,
  );
}

/** A copy of a problem (not the object `problem` made): its detail is the text after the sentence. */
function remainder(full: string, sentence: string): string | null {
  const rest = full.startsWith(sentence) ? full.slice(sentence.length).trim() : '';
  return rest === '' ? null : rest;
}
