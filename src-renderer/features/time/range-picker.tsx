import { useState } from 'react';
import { useTimeViewStore } from './time-view-store.ts';
import { dateText, rangeOf, type RangeChoice } from './time-range.ts';

/** Today, this week, or any range of days. */
export function RangePicker() {
  const range = useTimeViewStore((s) => s.range);
  const setRange = useTimeViewStore((s) => s.setRange);
  const custom = (first: string, last: string): RangeChoice => ({ kind: 'custom', first, last });
  const [week] = useState(() => rangeOf({ kind: 'week' }, Date.now()));
  return (
    <fieldset className="segmented" aria-label="Range">
      <legend className="visually-hidden">Range</legend>
      {(['today', 'week'] as const).map((kind) => (
        <label key={kind} className={`segmented__item${range.kind === kind ? ' segmented__item--on' : ''}`}>
          <input
            type="radio"
            name="time-range"
            checked={range.kind === kind}
            onChange={() => setRange({ kind })}
          />
          {kind === 'today' ? 'Today' : 'This week'}
        </label>
      ))}
      <label className={`segmented__item${range.kind === 'custom' ? ' segmented__item--on' : ''}`}>
        <input
          type="radio"
          name="time-range"
          checked={range.kind === 'custom'}
          onChange={() =>
            setRange(custom(dateText(week?.from ?? Date.now()), dateText((week?.to ?? Date.now()) - 1)))
          }
        />
        Days
      </label>
      {range.kind === 'custom' && (
        <span className="row">
          <label htmlFor="range-first">From</label>
          <input
            id="range-first"
            type="date"
            value={range.first}
            onChange={(event) => setRange(custom(event.target.value, range.last))}
          />
          <label htmlFor="range-last">to</label>
          <input
            id="range-last"
            type="date"
            value={range.last}
            onChange={(event) => setRange(custom(range.first, event.target.value))}
          />
        </span>
      )}
    </fieldset>
  );
}
