import type { SessionProblem, SessionProblemCode } from '../../../src-shared/domain/session.ts';
import type { GraphAuthFailure } from '../graph/graph-errors.ts';
import { CoreError } from '../ipc/core-error.ts';

/**
 * Every reason the person has to act, in one place: what happened and what to do next. The
 * renderer shows these sentences as they are.
 */
const problems: Readonly<Record<SessionProblemCode, Omit<SessionProblem, 'code'>>> = {
  'sign-in-expired': {
    // The service ends every other session of a person whose password changed: the likeliest cause.
    message:
      'Your sign-in has ended, perhaps because your password was changed; it may also have expired or been used on another device.',
    nextStep: 'Sign in again to continue. Nothing you tracked is lost.',
  },
  'no-organization': {
    message: 'You signed in without choosing an organization, so Stint cannot read or save any work.',
    nextStep:
      'Sign in again and choose an organization. If you have none yet, ask an owner to invite you, or create one when you sign up.',
  },
  'organization-selection-required': {
    message: 'The sign-in service needs you to choose one of your organizations.',
    nextStep: 'Sign in again and choose the organization you want to work in.',
  },
  'unknown-organization': {
    message: 'The service does not recognize the organization of this sign-in.',
    nextStep: 'Switch to another organization, or sign in again and choose one that exists.',
  },
  'membership-not-materialized': {
    message:
      'Your membership in this organization was not created through an invitation, so the service does not accept it yet.',
    nextStep: 'Ask an owner of the organization to invite you, accept the invitation, then sign in again.',
  },
  'email-not-verified': {
    message: 'Your e-mail address is not verified yet.',
    nextStep:
      'Open the verification message the service sent to your inbox, confirm your address, then sign in again.',
  },
  'credential-rejected': {
    message: 'The service no longer accepts this sign-in.',
    nextStep: 'Sign in again.',
  },
  'api-key-rejected': {
    message:
      'The service did not accept this API key. It may have been deleted, mistyped, or belong to another service.',
    nextStep:
      'Check the key in the API keys section of your profile and paste it again, or sign in with the browser instead.',
  },
  'sign-in-denied': {
    message: 'The sign-in service did not sign you in.',
    nextStep: 'Try again. If it keeps failing, check your account on the sign-in page.',
  },
  'sign-in-cancelled': {
    message: 'Sign-in was cancelled.',
    nextStep: 'Sign in whenever you are ready.',
  },
  'sign-in-timed-out': {
    message: 'Stint stopped waiting for the browser: the sign-in was not finished in time.',
    nextStep: 'Sign in again and finish in the browser tab that opens.',
  },
  'browser-not-opened': {
    message: 'Stint could not open your web browser for the sign-in.',
    nextStep: 'Make sure a default web browser is set up, then try again, or use an API key instead.',
  },
  'service-unreachable': {
    message: 'The service does not answer right now.',
    nextStep: 'Check your network connection. Stint keeps trying on its own.',
  },
  'service-error': {
    message: 'The sign-in service answered in a way Stint does not understand.',
    nextStep:
      'Try again in a moment. If it keeps happening, check that the connection settings point to a Stint service.',
  },
};

export function problem(code: SessionProblemCode, detail?: string): SessionProblem {
  const entry = problems[code];
  return {
    code,
    message: detail === undefined ? entry.message : `${entry.message} ${detail}`,
    nextStep: entry.nextStep,
  };
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

/** The IPC error for a problem: its code, both sentences, and the problem as detail. */
export function problemError(value: SessionProblem): CoreError {
  return CoreError.asIs(value.code, `${value.message} ${value.nextStep}`, value);
}
