import { create } from 'zustand';
import { emptyTimeFilter, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';

interface TimeFilterState {
  readonly filter: TimeFilter;
  readonly setFilter: (filter: TimeFilter) => void;
  readonly reset: () => void;
}

/**
 * The filter over time records, one for the whole window: the reports and the time records
 * screen read and set the same one, so narrowing to a client in one shows that client in the other.
 */
export const useTimeFilterStore = create<TimeFilterState>((set) => ({
  filter: emptyTimeFilter,
  setFilter: (filter) => set({ filter }),
  reset: () => set({ filter: emptyTimeFilter }),
}));
