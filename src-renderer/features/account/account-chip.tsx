import { useI18n } from '../../i18n/i18n-context.tsx';
import { useUiStore } from '../navigation/section-store.ts';
import { displayName } from './signed-in-panel.tsx';
import { useSession } from './use-session.ts';

/** The account at a glance, in the navigation: who and which organization; opens the account part of Settings. */
export function AccountChip() {
  const { t } = useI18n();
  const session = useSession();
  const showSection = useUiStore((state) => state.showSection);
  const state = session.data;
  let line1 = t('account.checking');
  let line2 = '';
  if (state !== undefined) {
    if (state.status === 'signed-in') {
      line1 = state.organization?.title ?? t('account.noOrganization');
      line2 = displayName(state, t);
    } else if (state.status === 'signing-in') {
      line1 = t('account.signingIn');
    } else if (state.status === 'signed-out') {
      line1 = t('account.notSignedIn');
      line2 = t('account.signIn');
    }
  }
  return (
    <button
      type="button"
      className="account-chip"
      data-testid="account-chip"
      onClick={() => showSection('settings')}
    >
      {/* The name is the visible text with a hidden lead-in, so speech users can say what they see. */}
      <span className="visually-hidden">{t('account.chipLeadIn')} </span>
      <span className="account-chip__org">{line1}</span>
      {line2 !== '' && (
        <span className="account-chip__user">
          <span className="visually-hidden">, </span>
          {line2}
        </span>
      )}
    </button>
  );
}
