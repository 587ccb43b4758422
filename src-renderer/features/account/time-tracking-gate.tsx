import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useUiStore } from '../navigation/section-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { useSession } from './use-session.ts';

/**
 * Shows its children once an organization is signed in and its time tracking (the v1 interface)
 * is connected; until then, what is missing and where to fix it.
 */
export function TimeTrackingGate({
  what,
  children,
}: {
  /** What the screen shows, for the sentence saying what is missing to see it. */
  readonly what: 'reports' | 'trash';
  readonly children: ReactNode;
}) {
  const { t } = useI18n();
  const session = useSession();
  const showSection = useUiStore((state) => state.showSection);
  const state = session.data;
  if (state === undefined) return <p className="muted">{t('account.loading')}</p>;
  const settings = (
    <button type="button" className="button button--primary" onClick={() => showSection('settings')}>
      {t('account.openSettings')}
    </button>
  );
  if (state.status !== 'signed-in' || state.organization === null) {
    return (
      <EmptyState title={t('account.gateSignIn', { what })}>
        <p>{t('account.gateSignInHelp')}</p>
        {settings}
      </EmptyState>
    );
  }
  switch (state.v1.state) {
    case 'connected':
      return children;
    case 'connecting':
      return (
        <p className="muted" role="status">
          {t('account.connectingTimeTracking')}
        </p>
      );
    case 'unavailable':
      return (
        <EmptyState title={t('account.gateNotAnswering')}>
          <p>
            {t('account.keepsTrying', {
              problem:
                state.v1.problem === null
                  ? t('account.serviceNotAnswering')
                  : renderMessage(t, state.v1.problem),
            })}
          </p>
        </EmptyState>
      );
    case 'not-connected':
      return (
        <EmptyState title={t('account.gateConnect', { what })}>
          <p>{t('account.gateConnectHelp')}</p>
          {state.v1.problem !== null && <p>{renderMessage(t, state.v1.problem)}</p>}
          {settings}
        </EmptyState>
      );
  }
}
