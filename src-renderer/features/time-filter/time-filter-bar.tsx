import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import {
  isEmptyTimeFilter,
  type TimeFilter,
  type TimeFilterPeople,
} from '../../../src-shared/domain/time-filter.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useWorkTypes } from '../work-types/use-work-types.ts';
import { MultiSelect } from './multi-select.tsx';
import { useTimeFilterStore } from './time-filter-store.ts';
import { useTimeFilter } from './use-time-filter.ts';

const peopleChoices: readonly (readonly [TimeFilterPeople, MessageId])[] = [
  ['me', 'filter.onlyMe'],
  ['everyone', 'filter.everyone'],
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
  const { t } = useI18n();
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
    <div className="filter-bar" role="group" aria-label={t('filter.bar')}>
      <fieldset className="segmented" aria-label={t('filter.whose')}>
        <legend className="visually-hidden">{t('filter.whose')}</legend>
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
            {t(label)}
          </label>
        ))}
      </fieldset>
      <MultiSelect
        label={t('filter.projects')}
        allText={t('filter.allProjects')}
        countText={(count) => t('filter.projectCount', { count })}
        options={projects.data ?? []}
        loading={projects.isPending}
        onOpen={() => setOpened((o) => ({ ...o, projects: true }))}
        selected={filter.projectIds}
        onChange={(projectIds) => set({ projectIds })}
      />
      <MultiSelect
        label={t('filter.clients')}
        allText={t('filter.allClients')}
        countText={(count) => t('filter.clientCount', { count })}
        options={clients.data ?? []}
        loading={clients.isPending}
        onOpen={() => setOpened((o) => ({ ...o, clients: true }))}
        selected={filter.clientIds}
        onChange={(clientIds) => set({ clientIds })}
      />
      <MultiSelect
        label={t('filter.workTypes')}
        allText={t('filter.allWorkTypes')}
        countText={(count) => t('filter.workTypeCount', { count })}
        options={workTypes.data ?? []}
        loading={workTypes.isPending}
        selected={filter.workTypeIds}
        onChange={(workTypeIds) => set({ workTypeIds })}
      />
      <select
        aria-label={t('filter.billable')}
        className="select"
        value={filter.billable}
        onChange={(event) => set({ billable: event.target.value as TimeFilter['billable'] })}
      >
        <option value="any">{t('filter.billableAny')}</option>
        <option value="billable">{t('filter.billableOnly')}</option>
        <option value="non-billable">{t('filter.notBillableOnly')}</option>
      </select>
      <input
        type="search"
        className="input"
        aria-label={t('filter.text')}
        placeholder={t('filter.textPlaceholder')}
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
          {t('filter.clear')}
        </button>
      )}
    </div>
  );
}
