import { useId, useState, type SyntheticEvent } from 'react';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { useSessionAction } from './use-session.ts';

/**
 * The one-time password prompt of the v1 interface (stopwatch, time records, reports). Main logs
 * in once, creates a key for this device and keeps only that key; the password is not stored.
 */
export function V1ConnectForm({ state }: { state: SessionState }) {
  const { t } = useI18n();
  const id = useId();
  const [useKey, setUseKey] = useState(false);
  const [secret, setSecret] = useState('');
  const connect = useSessionAction('session:connect-v1');
  const offline = useNeedsService();
  const v1 = state.v1;

  if (v1.state === 'connected') {
    return (
      <p role="status" data-testid="v1-status">
        {v1.account === null
          ? t('account.v1Connected')
          : t('account.v1ConnectedAccount', { account: v1.account })}
      </p>
    );
  }

  if (!v1.needsPassword && (v1.state === 'connecting' || v1.state === 'unavailable') && !connect.isPending) {
    // This device has a key: nothing to ask, only to wait.
    return (
      <p role="status" data-testid="v1-status">
        {v1.state === 'connecting'
          ? t('account.connectingTimeTracking')
          : t('account.v1TriesAgain', {
              problem: v1.problem === null ? t('account.v1NotAnswering') : renderMessage(t, v1.problem),
            })}
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
    <form className="stack" onSubmit={submit} aria-label={t('account.connectTimeTracking')}>
      <p>
        {state.user === null ? t('account.v1Intro') : t('account.v1IntroAs', { email: state.user.email })}
      </p>
      {v1.problem !== null && (
        <p className="action-error" role="alert">
          {renderMessage(t, v1.problem)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-secret`}>{useKey ? t('account.secretKey') : t('account.password')}</label>
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
          {busy ? t('account.connecting') : t('account.connectTimeTracking')}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setUseKey(!useKey);
            setSecret('');
          }}
        >
          {useKey ? t('account.usePassword') : t('account.haveSecretKey')}
        </button>
      </div>
      <OfflineReason id={`${id}-offline`} reason={offline} />
    </form>
  );
}
