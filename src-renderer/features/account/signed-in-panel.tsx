import type { SessionState } from '../../../src-shared/domain/session.ts';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { ProblemBox } from './problem-box.tsx';
import { useSessionAction } from './use-session.ts';

export function displayName(state: SessionState): string {
  const user = state.user;
  if (user === null) return 'Unknown user';
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

/** Who is signed in, where, and the way out. */
export function SignedInPanel({ state }: { state: SessionState }) {
  const signOut = useSessionAction('session:sign-out');
  return (
    <div className="stack">
      <p data-testid="signed-in-as">
        Signed in as <strong>{displayName(state)}</strong>
        {state.user !== null && displayName(state) !== state.user.email && <> ({state.user.email})</>}
        {state.credential === 'api-key' ? ' with an API key.' : ' with your browser.'}
      </p>
      {state.access === 'READ' && (
        <p className="muted">You have read-only access in this organization: you can look, but not change.</p>
      )}
      {state.retry !== null && (
        <p className="muted" role="status">
          {state.retry.message}
        </p>
      )}
      {state.problem !== null && <ProblemBox problem={state.problem} />}
      <OrganizationSwitcher state={state} />
      <div>
        <button
          type="button"
          className="button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined)}
        >
          Sign out
        </button>
      </div>
      <p className="muted">Signing out forgets everything this computer keeps for this connection.</p>
    </div>
  );
}
