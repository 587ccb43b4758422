import { useI18n } from '../../i18n/i18n-context.tsx';
import { ConnectionPanel } from './connection-panel.tsx';
import { SignedInPanel } from './signed-in-panel.tsx';
import { SignInPanel } from './sign-in-panel.tsx';
import { useSession } from './use-session.ts';
import { V1ConnectForm } from './v1-connect-form.tsx';

/** The account part of Settings: sign-in, organization, time tracking connection, and where the data lives. */
export function AccountSettings() {
  const { t } = useI18n();
  const session = useSession();
  if (session.data === undefined) {
    return (
      <p role="status">
        {session.isError ? t('account.readFailed', { reason: session.error.message }) : t('account.reading')}
      </p>
    );
  }
  const state = session.data;
  return (
    <div className="settings">
      {!state.secretsPersistent && (
        <div className="notice" role="note">
          {t('account.noKeychain')}
        </div>
      )}
      <section className="panel" aria-labelledby="account-heading">
        <h2 id="account-heading">{t('account.heading')}</h2>
        {state.status === 'signed-in' ? <SignedInPanel state={state} /> : <SignInPanel state={state} />}
      </section>
      {state.status === 'signed-in' && (
        <section className="panel" aria-labelledby="v1-heading">
          <h2 id="v1-heading">{t('account.timeTrackingHeading')}</h2>
          <V1ConnectForm state={state} />
        </section>
      )}
      <section className="panel" aria-labelledby="connection-heading">
        <h2 id="connection-heading">{t('account.connectionHeading')}</h2>
        <ConnectionPanel key={`${state.connection.kind}:${state.connection.label}`} state={state} />
      </section>
    </div>
  );
}
