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

export type AuthorizeValidation =
  | { readonly ok: true; readonly request: AuthorizeRequest }
  | { readonly ok: false; readonly problem: string };

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
 * redirect address, so every problem is shown as a page instead.
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
    if (one === null) return { ok: false, problem: `The parameter ${name} is given more than once.` };
    read[name] = one.value;
  }
  const clientId = read['client_id'] ?? null;
  if (clientId === null || clientId === '')
    return { ok: false, problem: 'The sign-in link names no application (client_id).' };
  if (!publicClients.has(clientId))
    return { ok: false, problem: 'The sign-in link names an unknown application (client_id).' };
  const redirectUri = read['redirect_uri'] ?? null;
  if (redirectUri === null || !isLoopbackRedirectUri(redirectUri)) {
    return {
      ok: false,
      problem: 'The return address (redirect_uri) must be http://127.0.0.1:<port>/callback on this computer.',
    };
  }
  if (read['response_type'] !== 'code') return { ok: false, problem: 'response_type must be code.' };
  if (read['provider'] !== hostedLoginProvider) {
    return { ok: false, problem: `provider must be ${hostedLoginProvider}.` };
  }
  const codeChallenge = read['code_challenge'] ?? null;
  if (codeChallenge === null || codeChallenge === '')
    return { ok: false, problem: 'code_challenge is missing (PKCE is required).' };
  if (!challengePattern.test(codeChallenge)) {
    return {
      ok: false,
      problem: 'code_challenge must be the base64url SHA-256 of the code verifier (43 characters).',
    };
  }
  if (read['code_challenge_method'] !== 'S256')
    return { ok: false, problem: 'code_challenge_method must be S256.' };
  const state = read['state'] ?? null;
  if (state === null || state === '') return { ok: false, problem: 'state is missing.' };
  if (state.length > 1024) return { ok: false, problem: 'state is too long (1024 characters at most).' };
  const screenHint = read['screen_hint'] ?? 'sign-in';
  if (screenHint !== 'sign-in' && screenHint !== 'sign-up') {
    return { ok: false, problem: 'screen_hint must be sign-in or sign-up.' };
  }
  const requested = read['organization_id'] ?? null;
  if (requested !== null && requested.length > 200)
    return { ok: false, problem: 'organization_id is too long.' };
  const loginHint = read['login_hint'] ?? null;
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
