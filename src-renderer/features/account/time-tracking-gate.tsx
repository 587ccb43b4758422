import type { ReactNode } from 'react';
import { useUiStore } from '../navigation/section-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useSession } from './use-session.ts';

/**
 * Shows its children once an organization is signed in and its time tracking (the v1 interface)
 * is connected; until then, what is missing and where to fix it.
 */
export function TimeTrackingGate({
  what,
  children,
}: {
  readonly what: string;
  readonly children: ReactNode;
}) {
  const session = useSession();
  const showSection = useUiStore((state) => state.showSection);
  const state = session.data;
  if (state === undefined) return <p className="muted">Loading…</p>;
  const settings = (
    <button type="button" className="button button--primary" onClick={() => showSection('settings')}>
      Open Settings
    </button>
  );
  if (state.status !== 'signed-in' || state.organization === null) {
    return (
      <EmptyState title={`Sign in to see ${what}`}>
        <p>Sign in to your organization in Settings.</p>
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
          Connecting time tracking…
        </p>
      );
    case 'unavailable':
      return (
        <EmptyState title="Time tracking is not answering">
          <p>{state.v1.problem ?? 'The service does not answer right now.'} Stint keeps trying.</p>
        </EmptyState>
      );
    case 'not-connected':
      return (
        <EmptyState title={`Connect time tracking to see ${what}`}>
          <p>
            Time tracking uses the service&apos;s v1 interface, which asks for your password once in Settings.
            Stint keeps only a key for this computer.
          </p>
          {state.v1.problem !== null && <p>{state.v1.problem}</p>}
          {settings}
        </EmptyState>
      );
  }
}
