import { EmptyState } from '../../ui/empty-state.tsx';

export function SettingsScreen() {
  return (
    <EmptyState title="No settings yet">
      <p>
        Your connection (this computer or a server), account, organizations, idle detection and theme will be
        set here.
      </p>
      <p>This version uses the service on this computer and has nothing else to set.</p>
    </EmptyState>
  );
}
