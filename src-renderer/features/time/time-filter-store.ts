import { create } from 'zustand';
import { emptyTimeFilter, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { RangeChoice } from './time-range.ts';

interface TimeViewState {
  readonly range: RangeChoice;
  /** The filter over time records, shared by every screen that lists or sums them. */
  readonly filter: TimeFilter;
  readonly setRange: (range: RangeChoice) => void;
  readonly setFilter: (patch: Partial<TimeFilter>) => void;
  readonly clearFilter: () => void;
}

/** UI state of the time views (which range, which filter); the records live in the query cache. */
export const useTimeViewStore = create<TimeViewState>((set) => ({
  range: { kind: 'week' },
  filter: emptyTimeFilter,
  setRange: (range) => set({ range }),
  setFilter: (patch) => set((state) => ({ filter: { ...state.filter, ...patch } })),
  clearFilter: () => set({ filter: emptyTimeFilter }),
}));
