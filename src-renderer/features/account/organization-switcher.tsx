import { useId } from 'react';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { ActionError } from './problem-box.tsx';
import { useSessionAction } from './use-session.ts';

/** The current organization, and a switch to any other the person belongs to. */
export function OrganizationSwitcher({ state }: { state: SessionState }) {
  const id = useId();
  const switchTo = useSessionAction('org:switch');
  const current = state.organization;
  if (current === null) return null;
  const canSwitch = state.credential === 'browser' && state.organizations.length > 1;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={`${id}-org`}>Organization</label>
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
      {switchTo.isPending && <p role="status">Switching organization…</p>}
      {state.credential === 'api-key' && state.organizations.length > 1 && (
        <p className="muted">
          An API key works in one organization. Sign in with your browser to switch between your
          organizations.
        </p>
      )}
      <ActionError error={switchTo.error} />
    </div>
  );
}
