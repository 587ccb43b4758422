import { EmptyState } from '../../ui/empty-state.tsx';

export function TrashScreen() {
  return (
    <EmptyState title="The trash is empty">
      <p>
        Deleted projects, tasks, time records and clients will wait here, grouped by what was deleted
        together, ready to restore or to remove for good.
      </p>
      <p>You can sign in to an organization in Settings; the trash itself is not built yet.</p>
    </EmptyState>
  );
}
