import { useId } from 'react';
import { weekdayRangeText } from './weekday-text.ts';
import { usePreferences, useUpdatePreferences } from '../preferences/use-preferences.ts';
import { minutesToTimeText } from './minutes-of-day.ts';

/**
 * The one question about reminders, asked on first use (the stopwatch screen after signing in):
 * turn them on, or not now. Either answer is remembered; Settings → Reminders changes it later.
 */
export function ReminderAsk({ ready }: { ready: boolean }) {
  const id = useId();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const reminders = preferences.data?.values.reminders;
  if (!ready || reminders === undefined || reminders.asked) return null;
  const hours = `${weekdayRangeText(reminders.weekdays)}, ${minutesToTimeText(reminders.from)}–${minutesToTimeText(reminders.to)}`;
  return (
    <section className="notice reminder-ask" role="region" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>
        <strong>Remind you when you are not tracking time?</strong> After {reminders.afterMinutes} minutes
        without a stopwatch during working hours ({hours}), Stint offers to start your last entry again.
      </p>
      <div className="row">
        <button
          type="button"
          className="button button--primary"
          disabled={update.isPending}
          onClick={() => update.mutate({ reminders: { enabled: true, asked: true } })}
        >
          Turn on reminders
        </button>
        <button
          type="button"
          className="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ reminders: { asked: true } })}
        >
          Not now
        </button>
      </div>
      {update.isError && (
        <p className="action-error" role="alert">
          {update.error.message}
        </p>
      )}
    </section>
  );
}
