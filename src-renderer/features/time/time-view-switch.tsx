import { timeViews, useTimeViewStore, type TimeView } from './time-view-store.ts';

const labels: Record<TimeView, string> = { list: 'List', timesheet: 'Timesheet', calendar: 'Calendar' };

/** List, Timesheet or Calendar: one choice of radios (arrow keys move), kept across restarts. */
export function TimeViewSwitch() {
  const view = useTimeViewStore((s) => s.view);
  const setView = useTimeViewStore((s) => s.setView);
  return (
    <fieldset className="segmented" aria-label="View">
      <legend className="visually-hidden">View</legend>
      {timeViews.map((kind) => (
        <label key={kind} className={`segmented__item${view === kind ? ' segmented__item--on' : ''}`}>
          <input type="radio" name="time-view" checked={view === kind} onChange={() => setView(kind)} />
          {labels[kind]}
        </label>
      ))}
    </fieldset>
  );
}
