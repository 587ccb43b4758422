import type { SessionState } from '../../../src-shared/domain/session.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { OfflineReason } from '../status/offline-reason.tsx';
import { useNeedsService } from '../status/use-needs-service.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { ProblemBox } from './problem-box.tsx';
import { richMessage } from './rich-message.tsx';
import { useSessionAction } from './use-session.ts';

// The demo seed's own account (src-service/seed/): data, the same in every language.
const demoAccount = { email: 'alice@example.com', password: 'alice-password' } as const;

/** Signed out: sign in through the browser (or create the account on first use), or with an API key. */
export function SignInPanel({ state }: { state: SessionState }) {
  const { t } = useI18n();
  const signIn = useSessionAction('session:sign-in');
  const cancel = useSessionAction('session:cancel-sign-in');
  const offline = useNeedsService();
  const offlineProps = offline === null ? {} : { disabled: true, 'aria-describedby': 'sign-in-offline' };
  // Where to sign in, for the sentences that name it (a select: German declines "this computer's service").
  const where = {
    kind: state.connection.kind === 'this-computer' ? 'thisComputer' : 'server',
    label: state.connection.label,
  };

  if (state.status === 'starting') {
    return (
      <div className="stack" role="status">
        <p>{t('account.connectingTo', where)}</p>
        {state.retry !== null && <p className="muted">{renderMessage(t, state.retry.message)}</p>}
      </div>
    );
  }

  if (state.status === 'signing-in') {
    return (
      <div className="stack">
        <p role="status">{t('account.finishInBrowser')}</p>
        <div>
          <button type="button" className="button" onClick={() => cancel.mutate(undefined)}>
            {t('account.cancelSignIn')}
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
          <p>{t('account.welcome', where)}</p>
          <div className="row">
            <button
              type="button"
              className="button button--primary"
              {...offlineProps}
              onClick={() => signIn.mutate({ screenHint: 'sign-up' })}
            >
              {t('account.createAccount')}
            </button>
            <button
              type="button"
              className="button"
              {...offlineProps}
              onClick={() => signIn.mutate({ screenHint: 'sign-in' })}
            >
              {t('account.signInExisting')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('account.signInInBrowser', where)}</p>
          <div>
            <button
              type="button"
              className="button button--primary"
              {...offlineProps}
              onClick={() => signIn.mutate({})}
            >
              {t('account.signInWithBrowser')}
            </button>
          </div>
        </>
      )}
      <OfflineReason id="sign-in-offline" reason={offline} />
      {state.connection.demo && (
        <p className="muted">
          {richMessage(
            t,
            'account.demo',
            {},
            {
              email: <strong>{demoAccount.email}</strong>,
              password: <strong>{demoAccount.password}</strong>,
            },
          )}
        </p>
      )}
      <details className="disclosure">
        <summary>{t('account.useApiKey')}</summary>
        <ApiKeyForm />
      </details>
    </div>
  );
}
