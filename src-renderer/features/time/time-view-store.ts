import { create } from 'zustand';
import type { RangeChoice } from './time-range.ts';

interface TimeViewState {
  readonly range: RangeChoice;
  readonly setRange: (range: RangeChoice) => void;
}

/**
 * Which days the time records screen shows (UI state; the records live in the query cache). The
 * filter is not here: it is the one shared with the reports, in features/time-filter.
 */
export const useTimeViewStore = create<TimeViewState>((set) => ({
  range: { kind: 'week' },
  setRange: (range) => set({ range }),
}));
