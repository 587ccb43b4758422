import { useUiStore } from '../navigation/section-store.ts';
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
      onClick={() => showSection('settings')}
    >
      {/* The name is the visible text with a hidden lead-in, so speech users can say what they see. */}
      <span className="visually-hidden">Account: </span>
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
