import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { useTimeFilterStore } from './time-filter-store.ts';

/**
 * The shared filter and its setter. What it narrows is cleared when the organization changes
 * (OrganizationScope), whichever screen is open then; "only me" or "everyone" stays.
 */
export function useTimeFilter(): [TimeFilter, (filter: TimeFilter) => void] {
  const filter = useTimeFilterStore((state) => state.filter);
  const setFilter = useTimeFilterStore((state) => state.setFilter);
  return [filter, setFilter];
}
