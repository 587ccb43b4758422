import { create } from 'zustand';
import type { ReportPeriod, SliceUnit } from '../../../src-shared/domain/report-period.ts';
import type { ReportGrouping } from '../../../src-shared/domain/reports.ts';

export type ReportTab = 'overview' | 'records';

interface ReportViewState {
  readonly period: ReportPeriod;
  readonly groupBy: ReportGrouping;
  /** null: the usual unit for the period. */
  readonly sliceBy: SliceUnit | null;
  readonly tab: ReportTab;
  readonly setPeriod: (period: ReportPeriod) => void;
  readonly setGroupBy: (groupBy: ReportGrouping) => void;
  readonly setSliceBy: (sliceBy: SliceUnit | null) => void;
  readonly setTab: (tab: ReportTab) => void;
}

/** What the reports screen looks at (UI state only; the numbers live in the query cache). */
export const useReportViewStore = create<ReportViewState>((set) => ({
  period: { unit: 'month', anchor: null, offset: 0 },
  groupBy: 'project',
  sliceBy: null,
  tab: 'overview',
  // A new period keeps the slice unit only if the person chose one that still fits; see the chart.
  setPeriod: (period) => set({ period }),
  setGroupBy: (groupBy) => set({ groupBy }),
  setSliceBy: (sliceBy) => set({ sliceBy }),
  setTab: (tab) => set({ tab }),
}));
