import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';
import { useTimeFilterStore } from './time-filter-store.ts';

/**
 * The shared filter; what it narrows is cleared when the organization changes (its projects and
 * clients are gone there), while "only me" or "everyone" stays as the person chose.
 */
export function useTimeFilter(): [TimeFilter, (filter: TimeFilter) => void] {
  const filter = useTimeFilterStore((state) => state.filter);
  const setFilter = useTimeFilterStore((state) => state.setFilter);
  const clear = useTimeFilterStore((state) => state.clear);
  useIpcEvent('org:changed', clear);
  return [filter, setFilter];
}
