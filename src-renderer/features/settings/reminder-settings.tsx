import { useId, useState, type SyntheticEvent } from 'react';
import type { ReminderPreferences } from '../../../src-shared/domain/preferences.ts';
import { usePreferences, useUpdatePreferences } from '../preferences/use-preferences.ts';
import { minutesToTimeText, timeTextToMinutes } from '../reminders/minutes-of-day.ts';

const weekdays = [
  { day: 1, label: 'Monday' },
  { day: 2, label: 'Tuesday' },
  { day: 3, label: 'Wednesday' },
  { day: 4, label: 'Thursday' },
  { day: 5, label: 'Friday' },
  { day: 6, label: 'Saturday' },
  { day: 7, label: 'Sunday' },
] as const;

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
        : { minutes: 'Enter a whole number of minutes from 1 to 240.' }),
      ...(enabled && days.length === 0 ? { weekdays: 'Choose at least one workday.' } : {}),
      ...(from === null ? { from: 'Enter a time, like 09:00.' } : {}),
      ...(to === null
        ? { to: 'Enter a time, like 17:00.' }
        : from !== null && to <= from
          ? { to: 'Working hours must end after they begin.' }
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
      <h2 id={`${id}-heading`}>Reminders</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="row">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <label htmlFor={`${id}-enabled`}>Remind me when I am not tracking time</label>
        </div>
        <div className="field">
          <label htmlFor={`${id}-minutes`}>Remind after (minutes without a stopwatch)</label>
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
          <legend>Workdays</legend>
          <div className="row reminder-weekdays">
            {weekdays.map(({ day, label }) => (
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
            <label htmlFor={`${id}-from`}>Working hours from</label>
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
            <label htmlFor={`${id}-to`}>to</label>
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
        <span className="muted">
          Days and hours are those of the organization’s time zone. Stint stays quiet while a stopwatch runs,
          while you are away from the computer and outside these hours; 00:00 as the end means midnight.
        </span>
        {update.isError && (
          <p className="action-error" role="alert">
            {update.error.message}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button" disabled={update.isPending}>
            Save reminders
          </button>
          {wasSaved && <span role="status">Saved.</span>}
        </div>
      </form>
    </section>
  );
}
