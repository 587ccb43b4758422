import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { composeShellModel, noActivity, ShellState } from './shell-state.ts';

const acme = { id: 'org-acme', authOrganizationId: 'auth-acme', title: 'Acme Studio' };
const globex = { id: 'org-globex', authOrganizationId: 'auth-globex', title: 'Globex Labs' };
const signedOut: SessionState = {
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
};
const signedIn: SessionState = {
  ...signedOut,
  status: 'signed-in',
  credential: 'browser',
  user: { firstName: 'Alice', lastName: 'Smith', email: 'alice@example.com' },
  access: 'FULL',
  organization: acme,
  organizations: [acme, globex],
};

describe('composeShellModel', () => {
  it('is signed out unless the session is signed in', () => {
    expect(composeShellModel(signedOut, noActivity).signedIn).toBe(false);
    expect(composeShellModel({ ...signedIn, status: 'signing-in' }, noActivity).signedIn).toBe(false);
  });

  it('takes organizations, the current one and write access from the session', () => {
    const model = composeShellModel(signedIn, noActivity);
    expect(model).toMatchObject({
      signedIn: true,
      accountLabel: 'Alice Smith',
      organizations: [
        { id: 'org-acme', title: 'Acme Studio' },
        { id: 'org-globex', title: 'Globex Labs' },
      ],
      currentOrganizationId: 'org-acme',
      canWrite: true,
    });
    expect(composeShellModel({ ...signedIn, access: 'READ' }, noActivity).canWrite).toBe(false);
  });
});

describe('ShellState', () => {
  it('announces a change once and ignores inputs that change nothing', () => {
    const state = new ShellState(signedOut);
    const seen: unknown[] = [];
    state.subscribe((model) => seen.push(model.signedIn));
    state.setSession(signedIn);
    state.setSession({ ...signedIn, retry: null });
    state.setActivity({ pendingWrites: 2 });
    state.setActivity({ pendingWrites: 2 });
    expect(seen).toEqual([true, true]);
    expect(state.current().pendingWrites).toBe(2);
  });
});
