import { useId, useState, type SyntheticEvent } from 'react';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { ActionError } from './problem-box.tsx';
import { useSessionAction } from './use-session.ts';

const advancedFields = [
  ['graphUrl', 'Graph address'],
  ['authUrl', 'Sign-in address'],
  ['clientId', 'Client id'],
  ['provider', 'Sign-in provider'],
  ['v1PublicUrl', 'v1 address'],
  ['v1ApplicationKey', 'v1 application key'],
] as const;

type AdvancedField = (typeof advancedFields)[number][0];

/** Where the data lives: the service on this computer, or a server the person names. */
export function ConnectionPanel({ state }: { state: SessionState }) {
  const id = useId();
  const current = state.connection;
  const [kind, setKind] = useState(current.kind);
  const [serviceUrl, setServiceUrl] = useState(current.server?.serviceUrl ?? '');
  const [advanced, setAdvanced] = useState<Partial<Record<AdvancedField, string>>>({});
  const use = useSessionAction('connection:set');

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (kind === 'this-computer') {
      use.mutate({ kind: 'this-computer' });
      return;
    }
    const extra = Object.fromEntries(Object.entries(advanced).filter(([, value]) => value.trim() !== ''));
    use.mutate({ kind: 'server', serviceUrl, ...extra });
  };

  return (
    <form className="stack" onSubmit={submit} aria-label="Connection">
      <p data-testid="connection-current">
        Now using: <strong>{current.kind === 'this-computer' ? 'This computer' : current.label}</strong>
        {current.demo ? ' (demo data)' : ''}
      </p>
      <fieldset className="choice">
        <legend>Where your data lives</legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'this-computer'}
            onChange={() => setKind('this-computer')}
          />{' '}
          This computer
          <span className="muted"> — Stint runs its own service here; nothing leaves this computer.</span>
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'server'}
            onChange={() => setKind('server')}
          />{' '}
          A server
          <span className="muted"> — a Stint service your team runs.</span>
        </label>
      </fieldset>
      {kind === 'server' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-url`}>Server address</label>
            <input
              id={`${id}-url`}
              type="url"
              placeholder="https://stint.example.com"
              value={serviceUrl}
              onChange={(event) => setServiceUrl(event.target.value)}
            />
          </div>
          <details className="disclosure">
            <summary>Advanced: separate addresses</summary>
            <p className="muted">
              Leave these empty for a Stint service: they follow from the server address.
            </p>
            {advancedFields.map(([field, label]) => (
              <div className="field" key={field}>
                <label htmlFor={`${id}-${field}`}>{label}</label>
                <input
                  id={`${id}-${field}`}
                  value={advanced[field] ?? ''}
                  onChange={(event) => setAdvanced({ ...advanced, [field]: event.target.value })}
                />
              </div>
            ))}
          </details>
        </>
      )}
      <div>
        <button
          type="submit"
          className="button"
          disabled={use.isPending || (kind === 'server' && serviceUrl.trim() === '')}
        >
          {use.isPending ? 'Connecting…' : 'Use this connection'}
        </button>
      </div>
      <p className="muted">
        Each connection keeps its own sign-in; switching back later needs no new sign-in.
      </p>
      <ActionError error={use.error} />
    </form>
  );
}
