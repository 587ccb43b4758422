import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';
import { useTimeFilterStore } from './time-filter-store.ts';

/** The shared filter; it is cleared when the organization changes (its projects and clients are gone). */
export function useTimeFilter(): [TimeFilter, (filter: TimeFilter) => void] {
  const filter = useTimeFilterStore((state) => state.filter);
  const setFilter = useTimeFilterStore((state) => state.setFilter);
  const reset = useTimeFilterStore((state) => state.reset);
  useIpcEvent('org:changed', reset);
  return [filter, setFilter];
}
