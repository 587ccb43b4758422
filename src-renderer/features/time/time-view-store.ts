import { create } from 'zustand';
import type { RangeChoice } from './time-range.ts';

/** How the Time screen shows the range: records one by one, a week's grid, or blocks on a day. */
export type TimeView = 'list' | 'timesheet' | 'calendar';

export const timeViews: readonly TimeView[] = ['list', 'timesheet', 'calendar'];

/** Where the chosen view is kept between runs (plain UI state, nothing private). */
export const timeViewStorageKey = 'stint.time.view';

function storedView(): TimeView {
  try {
    const stored = globalThis.localStorage.getItem(timeViewStorageKey);
    return timeViews.find((view) => view === stored) ?? 'list';
  } catch {
    // Storage may be off (private windows, tests without it): the list is the default.
    return 'list';
  }
}

interface TimeViewState {
  readonly range: RangeChoice;
  readonly setRange: (range: RangeChoice) => void;
  readonly view: TimeView;
  readonly setView: (view: TimeView) => void;
}

/**
 * Which days the time records screen shows and how (UI state; the records live in the query
 * cache). The filter is not here: it is the one shared with the reports, in features/time-filter.
 */
export const useTimeViewStore = create<TimeViewState>((set) => ({
  range: { kind: 'week' },
  setRange: (range) => set({ range }),
  view: storedView(),
  setView: (view) => {
    try {
      globalThis.localStorage.setItem(timeViewStorageKey, view);
    } catch {
      // Not remembered this time; the switch still works.
    }
    set({ view });
  },
}));

/** Test support and sign-out: what a fresh start would read. */
export function rereadTimeView(): void {
  useTimeViewStore.setState({ view: storedView() });
}
