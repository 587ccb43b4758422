import { EmptyState } from '../../ui/empty-state.tsx';

export function TimeScreen() {
  return (
    <EmptyState title="No time records yet">
      <p>
        Today&apos;s and this week&apos;s time records will appear here, grouped by day with daily totals,
        ready to edit or delete.
      </p>
      <p>Time records need a signed-in organization, which this version cannot do yet.</p>
    </EmptyState>
  );
}
