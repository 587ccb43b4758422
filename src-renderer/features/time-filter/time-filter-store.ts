import { create } from 'zustand';
import { emptyTimeFilter, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';

interface TimeFilterState {
  readonly filter: TimeFilter;
  readonly setFilter: (filter: TimeFilter) => void;
  /** Takes back what narrows (projects, clients, billable, words); "only me" or "everyone" stays. */
  readonly clear: () => void;
  /** Back to the first filter of a window: nothing narrowed, only the person's own records. */
  readonly reset: () => void;
}

/**
 * The filter over time records, one for the whole window: the time records screen and the reports
 * read and set the same one, so narrowing to a client, or showing everyone, in one shows it in the
 * other. The only store of the filter; screens keep their own range or period.
 */
export const useTimeFilterStore = create<TimeFilterState>((set) => ({
  filter: emptyTimeFilter,
  setFilter: (filter) => set({ filter }),
  clear: () => set((state) => ({ filter: { ...emptyTimeFilter, people: state.filter.people } })),
  reset: () => set({ filter: emptyTimeFilter }),
}));
