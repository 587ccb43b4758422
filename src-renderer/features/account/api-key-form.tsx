import { useId, useState, type SyntheticEvent } from 'react';
import { useSessionAction } from './use-session.ts';

/** Sign-in with an API key from the profile area of the service; main checks it before keeping it. */
export function ApiKeyForm() {
  const id = useId();
  const [key, setKey] = useState('');
  const signIn = useSessionAction('session:sign-in-with-api-key');
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (key.trim() === '') return;
    signIn.mutate(
      { apiKey: key.trim() },
      {
        // The key lives in main from now on; the page forgets it either way.
        onSettled: () => setKey(''),
      },
    );
  };
  return (
    <form className="stack" onSubmit={submit} aria-label="Sign in with an API key">
      <p className="muted">
        Create a key in the API keys section of your profile on the service, then paste it here. A key works
        in the one organization it was created in.
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>API key</label>
        <input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={key}
          onChange={(event) => setKey(event.target.value)}
        />
      </div>
      <div>
        <button type="submit" className="button" disabled={signIn.isPending || key.trim() === ''}>
          {signIn.isPending ? 'Checking the key…' : 'Sign in with API key'}
        </button>
      </div>
    </form>
  );
}
