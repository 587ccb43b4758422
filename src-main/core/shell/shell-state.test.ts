import { describe, expect, it } from 'vitest';
import { sessionState, signedIn as signedInState } from '../../../src-shared/testing/session-state.ts';
import { composeShellModel, noActivity, ShellState } from './shell-state.ts';

const signedOut = sessionState();
const signedIn = signedInState();

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
