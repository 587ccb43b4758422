import { EmptyState } from '../../ui/empty-state.tsx';

export function ReportsScreen() {
  return (
    <EmptyState title="No reports yet">
      <p>
        Totals and charts of your tracked time by day, week, month or year, grouped by project, client, user
        or task, with CSV export, will be here.
      </p>
      <p>Reports need a signed-in organization, which this version cannot do yet.</p>
    </EmptyState>
  );
}
