import { useId, useState, type SyntheticEvent } from 'react';
import type { FocusPreferences } from '../../../src-shared/domain/preferences.ts';
import { usePreferences, useUpdatePreferences } from '../preferences/use-preferences.ts';

/** Settings → Focus timer: Pomodoro rounds of work and break on the running stopwatch. */
export function FocusSettings() {
  const preferences = usePreferences();
  const focus = preferences.data?.values.focus;
  // The mutation lives here: a save remounts the form (new values), which must not lose it.
  const update = useUpdatePreferences();
  if (focus === undefined) return null;
  const key = JSON.stringify(focus);
  return (
    <FocusForm
      key={key}
      saved={focus}
      update={update}
      wasSaved={update.isSuccess && JSON.stringify(update.data.values.focus) === key}
    />
  );
}

const lengthProblem = (text: string): string | null => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 240
    ? null
    : 'Enter a whole number of minutes from 1 to 240.';
};

interface FormProps {
  readonly saved: FocusPreferences;
  readonly wasSaved: boolean;
  readonly update: ReturnType<typeof useUpdatePreferences>;
}

function FocusForm({ saved, wasSaved, update }: FormProps) {
  const id = useId();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [workText, setWorkText] = useState(String(saved.workMinutes));
  const [breakText, setBreakText] = useState(String(saved.breakMinutes));
  const [checked, setChecked] = useState(false);
  const workProblem = checked ? lengthProblem(workText) : null;
  const breakProblem = checked ? lengthProblem(breakText) : null;

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    setChecked(true);
    if (lengthProblem(workText) !== null || lengthProblem(breakText) !== null) return;
    update.mutate({ focus: { enabled, workMinutes: Number(workText), breakMinutes: Number(breakText) } });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Focus timer</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="row">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <label htmlFor={`${id}-enabled`}>Use a focus timer while the stopwatch runs</label>
        </div>
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-work`}>Work (minutes)</label>
            <input
              id={`${id}-work`}
              type="number"
              min={1}
              max={240}
              value={workText}
              aria-invalid={workProblem !== null}
              aria-describedby={workProblem === null ? undefined : `${id}-work-problem`}
              onChange={(event) => setWorkText(event.target.value)}
            />
            {workProblem !== null && (
              <span id={`${id}-work-problem`} className="action-error">
                {workProblem}
              </span>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-break`}>Break (minutes)</label>
            <input
              id={`${id}-break`}
              type="number"
              min={1}
              max={240}
              value={breakText}
              aria-invalid={breakProblem !== null}
              aria-describedby={breakProblem === null ? undefined : `${id}-break-problem`}
              onChange={(event) => setBreakText(event.target.value)}
            />
            {breakProblem !== null && (
              <span id={`${id}-break-problem`} className="action-error">
                {breakProblem}
              </span>
            )}
          </div>
        </div>
        <span className="muted">
          Stint tells you when a break begins and ends. The stopwatch keeps running: it is never stopped or
          split by the timer.
        </span>
        {update.isError && (
          <p className="action-error" role="alert">
            {update.error.message}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button" disabled={update.isPending}>
            Save focus timer
          </button>
          {wasSaved && <span role="status">Saved.</span>}
        </div>
      </form>
    </section>
  );
}
