import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isEmptyTimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ProjectPicker } from '../projects/project-picker.tsx';
import { useProjectList } from '../projects/use-project-list.ts';
import { useTimeViewStore } from './time-filter-store.ts';
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

/** Project, client, billable and words of the description; compiled to `$filter` by main. */
export function TimeFilters() {
  const bridge = useBridge();
  const filter = useTimeViewStore((s) => s.filter);
  const setFilter = useTimeViewStore((s) => s.setFilter);
  const clearFilter = useTimeViewStore((s) => s.clearFilter);
  const projects = useProjectList();
  const clients = useQuery({
    queryKey: ['clients'],
    queryFn: () => bridge.invoke('projects:clients'),
    staleTime: 5 * 60_000,
  });
  const [text, setText] = useState(filter.text);

  // Typing filters after a short pause, not on every key.
  useEffect(() => {
    if (text === filter.text) return;
    const timer = window.setTimeout(() => setFilter({ text }), 300);
    return () => window.clearTimeout(timer);
  }, [text, filter.text, setFilter]);

  const projectId = filter.projectIds[0] ?? null;
  const project = projects.data?.items.find((p) => p.id === projectId) ?? null;
  return (
    <div className="filters" role="group" aria-label="Filter time records">
      <div className="field">
        <label htmlFor="filter-text">Description contains</label>
        <input
          id="filter-text"
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <ProjectPicker
        key={projectId ?? 'any'}
        label="Project"
        placeholder="Any project"
        projects={projects.data?.items ?? []}
        value={project}
        onChange={(chosen) => setFilter({ projectIds: [chosen.id] })}
      />
      <div className="field">
        <label htmlFor="filter-client">Client</label>
        <select
          id="filter-client"
          value={filter.clientIds[0] ?? ''}
          onChange={(e) => setFilter({ clientIds: e.target.value === '' ? [] : [e.target.value] })}
        >
          <option value="">Any client</option>
          {(clients.data ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-billable">Billable</label>
        <select
          id="filter-billable"
          value={filter.billable}
          onChange={(e) => setFilter({ billable: e.target.value as 'any' | 'billable' | 'non-billable' })}
        >
          <option value="any">Billable or not</option>
          <option value="billable">Billable only</option>
          <option value="non-billable">Not billable only</option>
        </select>
      </div>
      {!isEmptyTimeFilter(filter) && (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setText('');
            clearFilter();
          }}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
