import { useId, useState, type SyntheticEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useSessionAction } from './use-session.ts';

/** Sign-in with an API key from the profile area of the service; main checks it before keeping it. */
export function ApiKeyForm() {
  const { t } = useI18n();
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
    <form className="stack" onSubmit={submit} aria-label={t('account.apiKeyForm')}>
      <p className="muted">{t('account.apiKeyHelp')}</p>
      <div className="field">
        <label htmlFor={`${id}-key`}>{t('account.apiKey')}</label>
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
          {signIn.isPending ? t('account.checkingKey') : t('account.signInWithApiKey')}
        </button>
      </div>
    </form>
  );
}
