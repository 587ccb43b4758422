import { useState } from 'react';
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
  const shown = startTimeText(props.startedAt, props.zone);
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = text ?? shown;

  const save = (): void => {
    if (text === null) return;
    if (text.trim() === shown) {
      setText(null);
      setProblem(null);
      return;
    }
    const read = readStartTime(text, (props.now ?? Date.now)(), props.zone);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setText(null);
    setProblem(null);
    props.onSave(read.start);
  };

  return (
    <div className="field">
      <label htmlFor="stopwatch-started-at">Started at</label>
      <input
        id="stopwatch-started-at"
        className="input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={value}
        disabled={props.disabled === true}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : 'stopwatch-started-at-problem'}
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
      {problem !== null && (
        <p id="stopwatch-started-at-problem" className="action-error hint" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
