import { EmptyState } from '../../ui/empty-state.tsx';

export function ProjectsScreen() {
  return (
    <EmptyState title="No projects to show yet">
      <p>
        The projects of your current organization will be listed here, searchable as you type, with their
        code, client and budget.
      </p>
      <p>Signing in to an organization is not available in this version, so there is nothing to list.</p>
    </EmptyState>
  );
}
