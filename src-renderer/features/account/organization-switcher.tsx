import { useId } from 'react';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ActionError } from './problem-box.tsx';
import { useSessionAction } from './use-session.ts';

/** The current organization, and a switch to any other the person belongs to. */
export function OrganizationSwitcher({ state }: { state: SessionState }) {
  const { t } = useI18n();
  const id = useId();
  const switchTo = useSessionAction('org:switch');
  const current = state.organization;
  if (current === null) return null;
  const canSwitch = state.credential === 'browser' && state.organizations.length > 1;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-org`}>{t('account.organization')}</label>
        <select
          id={`${id}-org`}
          value={current.id}
          disabled={!canSwitch || switchTo.isPending}
          onChange={(event) => switchTo.mutate({ organizationId: event.target.value })}
        >
          {(state.organizations.some((o) => o.id === current.id)
            ? state.organizations
            : [current, ...state.organizations]
          ).map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.title}
            </option>
          ))}
        </select>
      </div>
      {switchTo.isPending && <p role="status">{t('account.switching')}</p>}
      {state.credential === 'api-key' && state.organizations.length > 1 && (
        <p className="muted">{t('account.apiKeyOneOrganization')}</p>
      )}
      <ActionError error={switchTo.error} />
    </div>
  );
}
