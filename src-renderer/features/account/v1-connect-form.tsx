import { useId, useState, type SyntheticEvent } from 'react';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { useSessionAction } from './use-session.ts';

/**
 * The one-time password prompt of the v1 interface (stopwatch, time records, reports). Main logs
 * in once, creates a key for this device and keeps only that key; the password is not stored.
 */
export function V1ConnectForm({ state }: { state: SessionState }) {
  const id = useId();
  const [useKey, setUseKey] = useState(false);
  const [secret, setSecret] = useState('');
  const connect = useSessionAction('session:connect-v1');
  const offline = useNeedsService();
  const v1 = state.v1;

  if (v1.state === 'connected') {
    return (
      <p role="status" data-testid="v1-status">
        Time tracking is connected{v1.account === null ? '' : ` (account ${v1.account})`}. This computer signs
        in with its own key; your password is not stored.
      </p>
    );
  }

  if (!v1.needsPassword && (v1.state === 'connecting' || v1.state === 'unavailable') && !connect.isPending) {
    // This device has a key: nothing to ask, only to wait.
    return (
      <p role="status" data-testid="v1-status">
        {v1.state === 'connecting'
          ? 'Connecting time tracking…'
          : `${v1.problem ?? 'The v1 interface does not answer.'} Stint tries again on its own.`}
      </p>
    );
  }

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (secret === '' || offline !== null) return;
    connect.mutate(
      useKey ? { method: 'secret-key', secretKey: secret } : { method: 'password', password: secret },
      {
        onSettled: () => setSecret(''),
      },
    );
  };
  const busy = connect.isPending || v1.state === 'connecting';

  return (
    <form className="stack" onSubmit={submit} aria-label="Connect time tracking">
      <p>
        The stopwatch, time records and reports use the service&apos;s v1 interface, which asks for your
        password once{state.user === null ? '' : ` (as ${state.user.email})`}. Stint then keeps only a key for
        this computer, never the password.
      </p>
      {v1.problem !== null && (
        <p className="action-error" role="alert">
          {v1.problem}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-secret`}>{useKey ? 'Secret key' : 'Password'}</label>
        <input
          id={`${id}-secret`}
          type="password"
          autoComplete={useKey ? 'off' : 'current-password'}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
      </div>
      <div className="row">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || secret === '' || offline !== null}
          aria-describedby={offline === null ? undefined : `${id}-offline`}
        >
          {busy ? 'Connecting…' : 'Connect time tracking'}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setUseKey(!useKey);
            setSecret('');
          }}
        >
          {useKey ? 'Use my password instead' : 'I have a secret key'}
        </button>
      </div>
      <OfflineReason id={`${id}-offline`} reason={offline} />
    </form>
  );
}
