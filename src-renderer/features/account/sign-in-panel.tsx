import type { SessionState } from '../../../src-shared/domain/session.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { ProblemBox } from './problem-box.tsx';
import { useSessionAction } from './use-session.ts';

/** Signed out: sign in through the browser (or create the account on first use), or with an API key. */
export function SignInPanel({ state }: { state: SessionState }) {
  const signIn = useSessionAction('session:sign-in');
  const cancel = useSessionAction('session:cancel-sign-in');
  const offline = useNeedsService();
  const offlineProps = offline === null ? {} : { disabled: true, 'aria-describedby': 'sign-in-offline' };
  const where =
    state.connection.kind === 'this-computer' ? "this computer's service" : state.connection.label;

  if (state.status === 'starting') {
    return (
      <div className="stack" role="status">
        <p>Connecting to {where}…</p>
        {state.retry !== null && <p className="muted">{state.retry.message}</p>}
      </div>
    );
  }

  if (state.status === 'signing-in') {
    return (
      <div className="stack">
        <p role="status">
          Finish signing in in the browser window that opened. Stint is waiting for it and will continue on
          its own.
        </p>
        <div>
          <button type="button" className="button" onClick={() => cancel.mutate(undefined)}>
            Cancel sign-in
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="stack">
      {state.problem !== null && <ProblemBox problem={state.problem} />}
      {state.suggestSignUp ? (
        <>
          <p>
            Welcome to Stint. Create your account on {where}: your name, e-mail, a password and the name of
            your organization. Everything stays on this computer.
          </p>
          <div className="row">
            <button
              type="button"
              className="button button--primary"
              {...offlineProps}
              onClick={() => signIn.mutate({ screenHint: 'sign-up' })}
            >
              Create your account
            </button>
            <button
              type="button"
              className="button"
              {...offlineProps}
              onClick={() => signIn.mutate({ screenHint: 'sign-in' })}
            >
              Sign in to an existing account
            </button>
          </div>
        </>
      ) : (
        <>
          <p>Sign in to {where} in your web browser. Stint never sees your password.</p>
          <div>
            <button
              type="button"
              className="button button--primary"
              {...offlineProps}
              onClick={() => signIn.mutate({})}
            >
              Sign in with your browser
            </button>
          </div>
        </>
      )}
      <OfflineReason id="sign-in-offline" reason={offline} />
      {state.connection.demo && (
        <p className="muted">
          This is the demo data. Sign in as <strong>alice@example.com</strong> with the password{' '}
          <strong>alice-password</strong>.
        </p>
      )}
      <details className="disclosure">
        <summary>Use an API key instead</summary>
        <ApiKeyForm />
      </details>
    </div>
  );
}
