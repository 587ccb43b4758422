import { EmptyState } from '../../ui/empty-state.tsx';

export function StopwatchScreen() {
  return (
    <EmptyState title="No stopwatch running">
      <p>
        Start, pause and stop a stopwatch on one of your projects here. The running time is kept by the
        service, so it survives sleep, restarts and other devices.
      </p>
      <p>You can sign in to an organization in Settings; the stopwatch itself is not built yet.</p>
    </EmptyState>
  );
}
