import { EmptyState } from '../../ui/empty-state.tsx';

export function ReportsScreen() {
  return (
    <EmptyState title="No reports yet">
      <p>
        Totals and charts of your tracked time by day, week, month or year, grouped by project, client, user
        or task, with CSV export, will be here.
      </p>
      <p>You can sign in to an organization in Settings; the reports themselves are not built yet.</p>
    </EmptyState>
  );
}
