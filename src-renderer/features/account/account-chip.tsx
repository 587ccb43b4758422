import { useUiStore } from '../../app/ui-store.ts';
import { displayName } from './signed-in-panel.tsx';
import { useSession } from './use-session.ts';

/** The account at a glance, in the navigation: who and which organization; opens the account part of Settings. */
export function AccountChip() {
  const session = useSession();
  const showSection = useUiStore((state) => state.showSection);
  const state = session.data;
  let line1 = 'Checking account…';
  let line2 = '';
  if (state !== undefined) {
    if (state.status === 'signed-in') {
      line1 = state.organization?.title ?? 'No organization';
      line2 = displayName(state);
    } else if (state.status === 'signing-in') {
      line1 = 'Signing in…';
    } else if (state.status === 'signed-out') {
      line1 = 'Not signed in';
      line2 = 'Sign in';
    }
  }
  return (
    <button
      type="button"
      className="account-chip"
      data-testid="account-chip"
      aria-label={`Account: ${line1}${line2 === '' ? '' : `, ${line2}`}`}
      onClick={() => showSection('settings')}
    >
      <span className="account-chip__org">{line1}</span>
      {line2 !== '' && <span className="account-chip__user">{line2}</span>}
    </button>
  );
}
