import { useId } from 'react';
import { useFormatting } from '../../i18n/format-locale.ts';
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
  const { t, locale } = useFormatting();
  const reminders = preferences.data?.values.reminders;
  if (!ready || reminders === undefined || reminders.asked) return null;
  const hours = t('reminders.hours', {
    days: weekdayRangeText(reminders.weekdays, locale, t),
    from: minutesToTimeText(reminders.from),
    to: minutesToTimeText(reminders.to),
  });
  return (
    <section className="notice reminder-ask" role="region" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>
        <strong>{t('reminders.question')}</strong>{' '}
        {t('reminders.explain', { minutes: reminders.afterMinutes, hours })}
      </p>
      <div className="row">
        <button
          type="button"
          className="button button--primary"
          disabled={update.isPending}
          onClick={() => update.mutate({ reminders: { enabled: true, asked: true } })}
        >
          {t('reminders.turnOn')}
        </button>
        <button
          type="button"
          className="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ reminders: { asked: true } })}
        >
          {t('reminders.notNow')}
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
