import { EmptyState } from '../../ui/empty-state.tsx';

export function TrashScreen() {
  return (
    <EmptyState title="The trash is empty">
      <p>
        Deleted projects, tasks, time records and clients will wait here, grouped by what was deleted
        together, ready to restore or to remove for good.
      </p>
      <p>The trash needs a signed-in organization, which this version cannot do yet.</p>
    </EmptyState>
  );
}
