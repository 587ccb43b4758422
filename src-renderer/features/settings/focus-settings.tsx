import { useId, useState, type SyntheticEvent } from 'react';
import type { FocusPreferences } from '../../../src-shared/domain/preferences.ts';
import { usePreferences, useUpdatePreferences } from '../preferences/use-preferences.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { Translate } from '../../../src-shared/i18n/translator.ts';

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

const lengthProblem = (text: string, t: Translate): string | null => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 240
    ? null
    : t('settings.minutesRange', { min: 1, max: 240 });
};

interface FormProps {
  readonly saved: FocusPreferences;
  readonly wasSaved: boolean;
  readonly update: ReturnType<typeof useUpdatePreferences>;
}

function FocusForm({ saved, wasSaved, update }: FormProps) {
  const id = useId();
  const { t } = useI18n();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [workText, setWorkText] = useState(String(saved.workMinutes));
  const [breakText, setBreakText] = useState(String(saved.breakMinutes));
  const [checked, setChecked] = useState(false);
  const workProblem = checked ? lengthProblem(workText, t) : null;
  const breakProblem = checked ? lengthProblem(breakText, t) : null;

  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    setChecked(true);
    if (lengthProblem(workText, t) !== null || lengthProblem(breakText, t) !== null) return;
    update.mutate({ focus: { enabled, workMinutes: Number(workText), breakMinutes: Number(breakText) } });
  };

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('settings.focus.title')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="row">
          <input
            id={`${id}-enabled`}
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          <label htmlFor={`${id}-enabled`}>{t('settings.focus.enabled')}</label>
        </div>
        <div className="row">
          <div className="field">
            <label htmlFor={`${id}-work`}>{t('settings.focus.work')}</label>
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
            <label htmlFor={`${id}-break`}>{t('settings.focus.break')}</label>
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
        <span className="muted">{t('settings.focus.explain')}</span>
        {update.isError && (
          <p className="action-error" role="alert">
            {update.error.message}
          </p>
        )}
        <div className="row">
          <button type="submit" className="button" disabled={update.isPending}>
            {t('settings.focus.save')}
          </button>
          {wasSaved && <span role="status">{t('settings.saved')}</span>}
        </div>
      </form>
    </section>
  );
}
