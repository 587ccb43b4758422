import type { SessionState } from '../../../src-shared/domain/session.ts';
import { renderMessage, type Translate } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { ProblemBox } from './problem-box.tsx';
import { richMessage } from './rich-message.tsx';
import { useSessionAction } from './use-session.ts';

export function displayName(state: SessionState, t: Translate): string {
  const user = state.user;
  if (user === null) return t('account.unknownUser');
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

/** Who is signed in, where, and the way out. */
export function SignedInPanel({ state }: { state: SessionState }) {
  const { t } = useI18n();
  const signOut = useSessionAction('session:sign-out');
  const name = displayName(state, t);
  const email = state.user !== null && name !== state.user.email ? state.user.email : null;
  const credential = state.credential === 'api-key' ? 'apiKey' : 'browser';
  return (
    <div className="stack">
      <p data-testid="signed-in-as">
        {email === null
          ? richMessage(t, 'account.signedInAs', { credential }, { name: <strong>{name}</strong> })
          : richMessage(
              t,
              'account.signedInAsWithEmail',
              { credential, email },
              { name: <strong>{name}</strong> },
            )}
      </p>
      {state.access === 'READ' && <p className="muted">{t('account.readOnly')}</p>}
      {state.retry !== null && (
        <p className="muted" role="status">
          {renderMessage(t, state.retry.message)}
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
          {t('account.signOut')}
        </button>
      </div>
      <p className="muted">{t('account.signOutHelp')}</p>
    </div>
  );
}
