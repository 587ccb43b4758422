import { hostedLoginProvider, isLoopbackRedirectUri, publicClients } from '../clients.ts';

export interface AuthorizeRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly state: string;
  /** The optional organization_id pre-selection, as given (an authOrganizationId when correct). */
  readonly requestedOrganization: string | null;
  readonly screenHint: 'sign-in' | 'sign-up';
  readonly loginHint: string | null;
}

/** A refusal the client hears about at its checked callback (addendum E), rather than as a page. */
export interface AuthorizeRedirectError {
  readonly redirectUri: string;
  readonly error: 'invalid_request';
  readonly description: string;
  /** The state to return; null when the state itself was refused (it is not echoed then). */
  readonly state: string | null;
}

export type AuthorizeValidation =
  | { readonly ok: true; readonly request: AuthorizeRequest }
  | { readonly ok: false; readonly problem: string; readonly redirect: AuthorizeRedirectError | null };

/**
 * Longest accepted values, so an unauthenticated request cannot store more than a small row:
 * state is an opaque random string (a few dozen characters in practice), login_hint an e-mail
 * address (RFC 5321 allows 320 with its local part), organization_id an authOrganizationId.
 */
export const authorizeLimits = { state: 512, loginHint: 320, organizationId: 128 } as const;

const page = (problem: string): AuthorizeValidation => ({ ok: false, problem, redirect: null });

const challengePattern = /^[A-Za-z0-9_-]{43}$/;

/** One value per parameter: a repeated parameter is as suspicious as a missing one. */
function single(params: URLSearchParams, name: string): { value: string | null } | null {
  const values = params.getAll(name);
  if (values.length > 1) return null;
  return { value: values[0] ?? null };
}

/**
 * Checks every parameter of the authorize request (graph document, "Authorize"). The client and
 * the redirect address are checked first: until both are known good, nothing may be sent to the
 * redirect address, so those problems, and a request malformed in its fixed parts, are shown as a
 * page. A value over its length limit in an otherwise good request goes back to the client's
 * callback as `invalid_request` (addendum E), so the program that built the link learns why.
 */
export function validateAuthorizeParams(params: URLSearchParams): AuthorizeValidation {
  const read: Record<string, string | null> = {};
  for (const name of [
    'client_id',
    'redirect_uri',
    'response_type',
    'provider',
    'code_challenge',
    'code_challenge_method',
    'state',
    'organization_id',
    'screen_hint',
    'login_hint',
  ]) {
    const one = single(params, name);
    if (one === null) return page(`The parameter ${name} is given more than once.`);
    read[name] = one.value;
  }
  const clientId = read['client_id'] ?? null;
  if (clientId === null || clientId === '') return page('The sign-in link names no application (client_id).');
  if (!publicClients.has(clientId)) return page('The sign-in link names an unknown application (client_id).');
  const redirectUri = read['redirect_uri'] ?? null;
  if (redirectUri === null || !isLoopbackRedirectUri(redirectUri)) {
    return page(
      'The return address (redirect_uri) must be http://127.0.0.1:<port>/callback on this computer.',
    );
  }
  if (read['response_type'] !== 'code') return page('response_type must be code.');
  if (read['provider'] !== hostedLoginProvider) {
    return page(`provider must be ${hostedLoginProvider}.`);
  }
  const codeChallenge = read['code_challenge'] ?? null;
  if (codeChallenge === null || codeChallenge === '')
    return page('code_challenge is missing (PKCE is required).');
  if (!challengePattern.test(codeChallenge)) {
    return page('code_challenge must be the base64url SHA-256 of the code verifier (43 characters).');
  }
  if (read['code_challenge_method'] !== 'S256') return page('code_challenge_method must be S256.');
  const state = read['state'] ?? null;
  if (state === null || state === '') return page('state is missing.');
  const screenHint = read['screen_hint'] ?? 'sign-in';
  if (screenHint !== 'sign-in' && screenHint !== 'sign-up') {
    return page('screen_hint must be sign-in or sign-up.');
  }
  // From here the client and its callback are known good: a refusal goes back to the client.
  const tooLong = (name: string, limit: number, echoState: boolean): AuthorizeValidation => ({
    ok: false,
    problem: `${name} is too long (${limit} characters at most).`,
    redirect: {
      redirectUri,
      error: 'invalid_request',
      description: `${name} is too long (${limit} characters at most)`,
      state: echoState ? state : null,
    },
  });
  if (state.length > authorizeLimits.state) return tooLong('state', authorizeLimits.state, false);
  const requested = read['organization_id'] ?? null;
  if (requested !== null && requested.length > authorizeLimits.organizationId)
    return tooLong('organization_id', authorizeLimits.organizationId, true);
  const loginHint = read['login_hint'] ?? null;
  if (loginHint !== null && loginHint.length > authorizeLimits.loginHint)
    return tooLong('login_hint', authorizeLimits.loginHint, true);
  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      codeChallenge,
      state,
      requestedOrganization: requested === '' ? null : requested,
      screenHint,
      loginHint: loginHint === null || loginHint === '' || loginHint.length > 254 ? null : loginHint,
    },
  };
}

/** `redirect_uri?error=...&error_description=...&state=...` for a refusal at the callback. */
export function authorizeErrorLocation(refusal: AuthorizeRedirectError): string {
  const target = new URL(refusal.redirectUri);
  target.searchParams.set('error', refusal.error);
  target.searchParams.set('error_description', refusal.description);
  if (refusal.state !== null) target.searchParams.set('state', refusal.state);
  return target.toString();
}
