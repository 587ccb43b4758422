import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import { english, renderMessage, type Translate } from '../../../src-shared/i18n/translator.ts';
import type { UserNotification } from '../platform/platform-services.ts';

/**
 * Tells the person, once per write, when the service refused a change for good: the window may
 * be closed, and a refused change waits for a decision (fix or drop) that only they can make.
 */
export function notifyRefusedWrites(
  subscribe: (listener: (status: OutboxStatus) => void) => () => void,
  current: () => OutboxStatus,
  notify: (notification: UserNotification) => void,
  /** The language of the moment the notice is shown (Settings, else the system's). */
  translate: () => Translate = () => english.t,
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
      const t = translate();
      notify({
        title: t('outbox.refusedNotice.title'),
        body: t('outbox.refusedNotice.body', {
          label: renderMessage(t, entry.label),
          reason: entry.refusal?.message ?? t('outbox.refusedNotice.noReason'),
        }),
      });
    }
  });
}
