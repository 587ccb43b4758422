/**
 * English: why the person has to act about their sign-in, and what to do next (main's session
 * problems, `src-main/core/session/problems.ts`). Spread into messages-en.ts.
 */
export const sessionProblemsEn = {
  'sessionProblem.signInExpired.message':
    'Your sign-in has ended, perhaps because your password was changed; it may also have expired or been used on another device.',
  'sessionProblem.signInExpired.nextStep': 'Sign in again to continue. Nothing you tracked is lost.',
  'sessionProblem.noOrganization.message':
    'You signed in without choosing an organization, so Stint cannot read or save any work.',
  'sessionProblem.noOrganization.nextStep':
    'Sign in again and choose an organization. If you have none yet, ask an owner to invite you, or create one when you sign up.',
  'sessionProblem.organizationSelectionRequired.message':
    'The sign-in service needs you to choose one of your organizations.',
  'sessionProblem.organizationSelectionRequired.nextStep':
    'Sign in again and choose the organization you want to work in.',
  'sessionProblem.unknownOrganization.message':
    'The service does not recognize the organization of this sign-in.',
  'sessionProblem.unknownOrganization.nextStep':
    'Switch to another organization, or sign in again and choose one that exists.',
  'sessionProblem.membershipNotMaterialized.message':
    'Your membership in this organization was not created through an invitation, so the service does not accept it yet.',
  'sessionProblem.membershipNotMaterialized.nextStep':
    'Ask an owner of the organization to invite you, accept the invitation, then sign in again.',
  'sessionProblem.emailNotVerified.message': 'Your e-mail address is not verified yet.',
  'sessionProblem.emailNotVerified.nextStep':
    'Open the verification message the service sent to your inbox, confirm your address, then sign in again.',
  'sessionProblem.credentialRejected.message': 'The service no longer accepts this sign-in.',
  'sessionProblem.credentialRejected.nextStep': 'Sign in again.',
  'sessionProblem.apiKeyRejected.message':
    'The service did not accept this API key. It may have been deleted, mistyped, or belong to another service.',
  'sessionProblem.apiKeyRejected.nextStep':
    'Check the key in the API keys section of your profile and paste it again, or sign in with the browser instead.',
  'sessionProblem.signInDenied.message': 'The sign-in service did not sign you in.',
  'sessionProblem.signInDenied.nextStep':
    'Try again. If it keeps failing, check your account on the sign-in page.',
  'sessionProblem.signInCancelled.message': 'Sign-in was cancelled.',
  'sessionProblem.signInCancelled.nextStep': 'Sign in whenever you are ready.',
  'sessionProblem.signInTimedOut.message':
    'Stint stopped waiting for the browser: the sign-in was not finished in time.',
  'sessionProblem.signInTimedOut.nextStep': 'Sign in again and finish in the browser tab that opens.',
  'sessionProblem.browserNotOpened.message': 'Stint could not open your web browser for the sign-in.',
  'sessionProblem.browserNotOpened.nextStep':
    'Make sure a default web browser is set up, then try again, or use an API key instead.',
  'sessionProblem.serviceUnreachable.message': 'The service does not answer right now.',
  'sessionProblem.serviceUnreachable.nextStep':
    'Check your network connection. Stint keeps trying on its own.',
  'sessionProblem.serviceError.message': 'The sign-in service answered in a way Stint does not understand.',
  'sessionProblem.serviceError.nextStep':
    'Try again in a moment. If it keeps happening, check that the connection settings point to a Stint service.',
  // The service is not reachable before any sign-in (the service's status says why, when it knows).
  'sessionProblem.backendUnreachable.message': 'The service does not answer.',
  'sessionProblem.backendUnreachable.nextStep': 'Check the connection settings, or restart Stint.',
  // Requests keep going while the service is briefly unreachable.
  'sessionRetry.signInService':
    'The sign-in service does not answer; your work continues and Stint keeps trying.',
  'sessionRetry.restore': 'The service does not answer; Stint keeps trying to restore your sign-in.',
  // Said after the problem's own sentence: the service's words, as they came, or what Stint knows.
  'sessionProblem.detail.serviceSaid': 'The service said: {text}',
  'sessionProblem.detail.codeRefused': 'The sign-in code was refused; it may have expired.',
  // A problem as one error: what happened, the detail when there is one, what to do next.
  // What happened, then the service's own words or a further message after it.
  'sessionProblem.withDetail': '{message} {detail}',
  'error.sessionProblem': '{message}{hasDetail, select, yes { {detail}} other {}} {nextStep}',
} as const;
