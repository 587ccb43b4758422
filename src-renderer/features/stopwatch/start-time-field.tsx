import { useState } from 'react';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { zoneShortName } from '../../../src-shared/format/clock-time.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { readStartTime, startTimeText } from './start-time.ts';

/**
 * "Started at" of the running or paused stopwatch: type a time, Enter or leaving the field
 * saves it, Escape puts back the shown start. A time left as shown saves nothing (the start
 * keeps its seconds). Times are the organization's (`zone`).
 */
export function StartTimeField(props: {
  readonly startedAt: number;
  readonly zone: string;
  readonly disabled?: boolean;
  readonly onSave: (start: number) => void;
  /** The moment a typed time is read against; the computer's clock when left out. */
  readonly now?: () => number;
}) {
  const { t, locale } = useFormatting();
  const shown = startTimeText(props.startedAt, props.zone);
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = text ?? shown;
  // The one-clock rule: name the organization's zone when it is not the computer's.
  const zoneNote =
    props.zone === computerTimeZone()
      ? null
      : t('stopwatch.zoneNote', { zone: zoneShortName(props.zone, props.startedAt, locale) });
  const describedBy = [
    ...(problem === null ? [] : ['stopwatch-started-at-problem']),
    ...(zoneNote === null ? [] : ['stopwatch-started-at-zone']),
  ];

  const save = (): void => {
    if (text === null) return;
    if (text.trim() === shown) {
      setText(null);
      setProblem(null);
      return;
    }
    const read = readStartTime(text, (props.now ?? Date.now)(), props.zone);
    if (!read.ok) {
      setProblem(t(read.problem));
      return;
    }
    setText(null);
    setProblem(null);
    props.onSave(read.start);
  };

  return (
    <div className="field">
      <label htmlFor="stopwatch-started-at">{t('stopwatch.startedAt')}</label>
      <input
        id="stopwatch-started-at"
        className="input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={value}
        disabled={props.disabled === true}
        aria-invalid={problem !== null}
        aria-describedby={describedBy.length === 0 ? undefined : describedBy.join(' ')}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            setText(null);
            setProblem(null);
          }
        }}
      />
      {zoneNote !== null && (
        <span id="stopwatch-started-at-zone" className="muted hint">
          {zoneNote}
        </span>
      )}
      {problem !== null && (
        <p id="stopwatch-started-at-problem" className="action-error hint" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
