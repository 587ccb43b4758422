import { EmptyState } from '../../ui/empty-state.tsx';

export function TimeScreen() {
  return (
    <EmptyState title="No time records yet">
      <p>
        Today&apos;s and this week&apos;s time records will appear here, grouped by day with daily totals,
        ready to edit or delete.
      </p>
      <p>You can sign in to an organization in Settings; the time records list itself is not built yet.</p>
    </EmptyState>
  );
}
