import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { UserNotification } from '../platform/platform-services.ts';

/**
 * Tells the person, once per write, when the service refused a change for good: the window may
 * be closed, and a refused change waits for a decision (fix or drop) that only they can make.
 */
export function notifyRefusedWrites(
  subscribe: (listener: (status: OutboxStatus) => void) => () => void,
  current: () => OutboxStatus,
  notify: (notification: UserNotification) => void,
): () => void {
  // Refusals already waiting at start were announced in an earlier run.
  const announced = new Set(
    current()
      .entries.filter((e) => e.state === 'refused')
      .map((e) => e.id),
  );
  return subscribe((status) => {
    for (const entry of status.entries) {
      if (entry.state !== 'refused' || announced.has(entry.id)) continue;
      announced.add(entry.id);
      notify({
        title: 'A change was not saved',
        body: `${entry.label}: ${entry.refusal?.message ?? 'the service refused it.'} Open Stint to fix or drop it.`,
      });
    }
  });
}
