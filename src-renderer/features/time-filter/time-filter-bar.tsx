import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  isEmptyTimeFilter,
  type TimeFilter,
  type TimeFilterPeople,
} from '../../../src-shared/domain/time-filter.ts';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useWorkTypes } from '../work-types/use-work-types.ts';
import { MultiSelect } from './multi-select.tsx';
import { useTimeFilterStore } from './time-filter-store.ts';
import { useTimeFilter } from './use-time-filter.ts';

const peopleChoices: readonly (readonly [TimeFilterPeople, string])[] = [
  ['me', 'Only me'],
  ['everyone', 'Everyone'],
];

/**
 * Every project or client of the organization, read only once the list is opened or something in
 * it is chosen (its name is shown): a large organization's names do not compete with the records
 * every time Time or Reports opens.
 */
function useOptions(resource: 'projects' | 'clients', wanted: boolean) {
  const bridge = useBridge();
  // Keyed by the resource, so a change to projects or clients (a restore, say) refreshes the list.
  return useQuery({
    queryKey: [resource, 'filter-options'],
    queryFn: () => bridge.invoke('reports:filter-options', { resource }),
    enabled: wanted,
  });
}

/**
 * The one filter bar over time records, on the time records screen and the reports alike: whose
 * records (only me or everyone), projects, clients, work types, billable and words of the description.
 */
export function TimeFilterBar() {
  const [filter, setFilter] = useTimeFilter();
  const clear = useTimeFilterStore((state) => state.clear);
  const peopleName = useId();
  const [opened, setOpened] = useState({ projects: false, clients: false });
  const projects = useOptions('projects', opened.projects || filter.projectIds.length > 0);
  const clients = useOptions('clients', opened.clients || filter.clientIds.length > 0);
  const workTypes = useWorkTypes();
  const [text, setText] = useState(filter.text);
  const set = (patch: Partial<TimeFilter>): void => setFilter({ ...filter, ...patch });

  // Typing waits a moment before it filters, so each key press does not reload the reports.
  useEffect(() => {
    if (text === filter.text) return;
    const timer = setTimeout(() => setFilter({ ...filter, text }), 300);
    return () => clearTimeout(timer);
  }, [text, filter, setFilter]);
  // The filter may change elsewhere (cleared, or set by the other screen): show its text then.
  const [shownFilterText, setShownFilterText] = useState(filter.text);
  if (filter.text !== shownFilterText) {
    setShownFilterText(filter.text);
    setText(filter.text);
  }

  return (
    <div className="filter-bar" role="group" aria-label="Filter time records">
      <fieldset className="segmented" aria-label="Whose time">
        <legend className="visually-hidden">Whose time</legend>
        {peopleChoices.map(([people, label]) => (
          <label
            key={people}
            className={`segmented__item${filter.people === people ? ' segmented__item--on' : ''}`}
          >
            <input
              type="radio"
              name={peopleName}
              checked={filter.people === people}
              onChange={() => set({ people })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <MultiSelect
        label="Projects"
        allText="All projects"
        options={projects.data ?? []}
        loading={projects.isPending}
        onOpen={() => setOpened((o) => ({ ...o, projects: true }))}
        selected={filter.projectIds}
        onChange={(projectIds) => set({ projectIds })}
      />
      <MultiSelect
        label="Clients"
        allText="All clients"
        options={clients.data ?? []}
        loading={clients.isPending}
        onOpen={() => setOpened((o) => ({ ...o, clients: true }))}
        selected={filter.clientIds}
        onChange={(clientIds) => set({ clientIds })}
      />
      <MultiSelect
        label="Work types"
        allText="All work types"
        options={workTypes.data ?? []}
        loading={workTypes.isPending}
        selected={filter.workTypeIds}
        onChange={(workTypeIds) => set({ workTypeIds })}
      />
      <select
        aria-label="Billable"
        className="select"
        value={filter.billable}
        onChange={(event) => set({ billable: event.target.value as TimeFilter['billable'] })}
      >
        <option value="any">Billable or not</option>
        <option value="billable">Billable only</option>
        <option value="non-billable">Not billable only</option>
      </select>
      <input
        type="search"
        className="input"
        aria-label="Description contains"
        placeholder="Description contains…"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {!isEmptyTimeFilter(filter) && (
        <button
          type="button"
          className="button button--link"
          onClick={() => {
            setText('');
            clear();
          }}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}
