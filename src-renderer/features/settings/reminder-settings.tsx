import { useId, useState, type SyntheticEvent } from 'react';
import type { ReminderPreferences } from '../../../src-shared/domain/preferences.ts';
import { usePreferences, useUpdatePreferences } from '../preferences/use-preferences.ts';
import { minutesToTimeText, timeTextToMinutes } from '../reminders/minutes-of-day.ts';
import { useFormatting } from '../../i18n/format-locale.ts';

// 1 January 2024 was a Monday: ISO weekday n is that day plus n - 1, named in UTC.
const monday = Date.UTC(2024, 0, 1);

/** ISO weekdays 1 (Monday) to 7 with their names in `locale`. */
function weekdays(locale: string): { readonly day: number; readonly label: string }[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, label: format.format(monday + (day - 1) * 86_400_000) }));
}

/** Settings → Reminders: "You are not tracking time" on workdays within working hours. */
export function ReminderSettings() {
  const preferences = usePreferences();
  const reminders = preferences.data?.values.reminders;
  // The mutation lives here: a save remounts the form (new values), which must not lose it.
  const update = useUpdatePreferences();
  if (reminders === undefined) return null;
  const key = JSON.stringify(reminders);
  // A saved change resets the draft to what the core kept.
  return (
    <ReminderForm
      key={key}
      saved={reminders}
      update={update}
      wasSaved={update.isSuccess && JSON.stringify(update.data.values.reminders) === key}
    />
  );
}

interface Problems {
  readonly minutes?: string;
  readonly weekdays?: string;
  readonly from?: string;
  readonly to?: string;
}

interface FormProps {
  readonly saved: ReminderPreferences;
  readonly wasSaved: boolean;
  readonly update: ReturnType<typeof useUpdatePreferences>;
}

function ReminderForm({ saved, wasSaved, update }: FormProps) {
  const id = useId();
  const { t, locale } = useFormatting();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [minutesText, setMinutesText] = useState(String(saved.afterMinutes));
  const [days, setDays] = useState<readonly number[]>(saved.weekdays);
  const [fromText, setFromText] = useState(minutesToTimeText(saved.from));
  const [toText, setToText] = useState(minutesToTimeText(saved.to % 1440));
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const minutes = Number(minutesText);
    const from = timeTextToMinutes(fromText);
    const to = timeTextToMinutes(toText, true);
    const found: Problems = {
      ...(Number.isInteger(minutes) && minutes >= 1 && minutes <= 240
        ? {}
        : { minutes: t('settings.minutesRange', { min: 1, max: 240 }) }),
      ...(enabled && days.length === 0 ? { weekdays: t('settings.reminders.noWorkday') } : {}),
      ...(from === null ? { from: t('settings.reminders.timeLike', { example: '09:00' }) } : {}),
      ...(to === null
        ? { to: t('settings.reminders.timeLike', { example: '17:00' }) }
        : from !== null && to <= from
          ? { to: t('settings.reminders.hoursOrder') }
          : {}),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || from === null || to === null) return;
    update.mutate({
      reminders: { enabled, asked: true, afterMinutes: minutes, weekdays: [...days], from, to },
    });
  };

  const problemId = (field: keyof Problems): string | undefined =>
    problems[field] === undefined ? undefined : `${id}-${field}-problem`;
  const problem = (field: keyof Problems) =>
    problems[field] === undefined ? null : (
      <span id={`${id}-${field}-problem`} className="action-error">
        {problems[field]}
      </span>
    );

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('settings.reminders.title')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="row">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <label htmlFor={`${id}-enabled`}>{t('settings.reminders.enabled')}</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-minutes`}>{t('settings.reminders.after')}</label>
          <input
            id={`${id}-minutes`}
            type="number"
            min={1}
            max={240}
            value={minutesText}
            aria-invalid={problems.minutes !== undefined}
            aria-describedby={problemId('minutes')}
            onChange={(event) => setMinutesText(event.target.value)}
          />
          {problem('minutes')}
        </div>
        <fieldset className="field" aria-describedby={problemId('weekdays')}>
          <legend>{t('settings.reminders.workdays')}</legend>
          <div className="row reminder-weekdays">
            {weekdays(locale).map(({ day, label }) => (
              <span key={day} className="row">
                <input
                  id={`${id}-day-${day}`}
                  type="checkbox"
                  checked={days.includes(day)}
                  onChange={(event) =>
                    setDays((list) =>
                      event.target.checked
                        ? [...list, day].sort((a, b) => a - b)
                        : list.filter((d) => d !== day),
                    )
                  }
                />
                <label htmlFor={`${id}-day-${day}`}>{label}</label>
              </span>
            ))}
          </div>
          {problem('weekdays')}
        </fieldset>
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('settings.reminders.from')}</label>
            <input
              id={`${id}-from`}
              type="time"
              value={fromText}
              aria-invalid={problems.from !== undefined}
              aria-describedby={problemId('from')}
              onChange={(event) => setFromText(event.target.value)}
            />
            {problem('from')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('settings.reminders.to')}</label>
            <input
              id={`${id}-to`}
              type="time"
              value={toText}
              aria-invalid={problems.to !== undefined}
              aria-describedby={problemId('to')}
              onChange={(event) => setToText(event.target.value)}
            />
            {problem('to')}
          </div>
        </div>
        <span className="muted">{t('settings.reminders.explain')}</span>
        {update.isError && (
          <p className="action-error" role="alert">
            {update.error.message}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button" disabled={update.isPending}>
            {t('settings.reminders.save')}
          </button>
          {wasSaved && <span role="status">{t('settings.saved')}</span>}
        </div>
      </form>
    </section>
  );
}
