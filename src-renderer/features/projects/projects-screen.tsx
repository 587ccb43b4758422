import { EmptyState } from '../../ui/empty-state.tsx';

export function ProjectsScreen() {
  return (
    <EmptyState title="No projects to show yet">
      <p>
        The projects of your current organization will be listed here, searchable as you type, with their
        code, client and budget.
      </p>
      <p>You can sign in to an organization in Settings; this list itself is not built yet.</p>
    </EmptyState>
  );
}
