import type { SessionState } from '../domain/session.ts';

export const acme = { id: 'org-acme', authOrganizationId: 'auth-acme', title: 'Acme Studio' };
export const globex = { id: 'org-globex', authOrganizationId: 'auth-globex', title: 'Globex Labs' };

/** Test support: a session state with sensible defaults, changed by `patch`. */
export function sessionState(patch: Partial<SessionState> = {}): SessionState {
  return {
    status: 'signed-out',
    connection: { kind: 'this-computer', label: 'This computer', demo: false, server: null },
    credential: null,
    user: null,
    access: null,
    organization: null,
    organizations: [],
    v1: { state: 'not-connected', account: null, needsPassword: false, problem: null },
    problem: null,
    retry: null,
    secretsPersistent: true,
    suggestSignUp: false,
    revision: 0,
    ...patch,
  };
}

export function signedIn(patch: Partial<SessionState> = {}): SessionState {
  return sessionState({
    status: 'signed-in',
    credential: 'browser',
    user: { firstName: 'Alice', lastName: 'Smith', email: 'alice@example.com' },
    access: 'FULL',
    organization: acme,
    organizations: [acme, globex],
    v1: { state: 'not-connected', account: null, needsPassword: true, problem: null },
    ...patch,
  });
}
