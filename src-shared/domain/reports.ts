import type { LocalDate } from './local-date.ts';
import type { ComparisonBasis, DaySpan, ResolvedPeriod, SliceUnit } from './report-period.ts';

/** The v1 totals object (times in ms, money in the organization's currency). */
export interface ReportTotals {
  readonly count: number;
  readonly time: number;
  readonly billableTime: number;
  readonly effectiveTime: number;
  readonly money: number;
  readonly averagePricePerHour: number;
  readonly averageTime: number;
}

export const reportGroupings = ['project', 'client', 'user', 'task'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** What the organization counts in: reports are computed in its time zone and priced in its currency. */
export interface ReportAccount {
  readonly title: string;
  /** ISO 4217, e.g. EUR. */
  readonly currency: string;
  /** IANA, e.g. Europe/Vienna. */
  readonly timeZone: string;
  /** Today in that time zone. */
  readonly today: LocalDate;
}

export interface ReportGroup {
  /** The grouped object's id; null for records without one (no project, no client…). */
  readonly key: string | null;
  readonly label: string;
  readonly totals: ReportTotals;
}

export interface ReportSummary {
  readonly period: ResolvedPeriod;
  readonly currency: string;
  readonly totals: ReportTotals;
  readonly groupBy: ReportGrouping;
  /** Largest time first. */
  readonly groups: readonly ReportGroup[];
}

export interface ReportSlice {
  readonly first: LocalDate;
  readonly last: LocalDate;
  readonly time: number;
}

export interface ReportSlices {
  readonly period: ResolvedPeriod;
  readonly sliceBy: SliceUnit;
  readonly slices: readonly ReportSlice[];
}

export interface ReportTrendPoint {
  readonly period: ResolvedPeriod;
  readonly totals: ReportTotals;
}

/** The period against the one before it, over the days `comparisonSpans` decides. */
export interface ReportComparison {
  readonly basis: ComparisonBasis;
  readonly current: DaySpan & { readonly time: number };
  readonly previous: DaySpan & { readonly time: number };
}

export interface ReportTrend {
  readonly currency: string;
  /** Oldest first; the last one is the period being looked at. */
  readonly points: readonly ReportTrendPoint[];
  readonly comparison: ReportComparison;
}

/** A related object of a record, by id and the name people know it by. */
export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

export interface ReportRecord {
  readonly id: string;
  readonly version: number;
  /** Epoch ms. */
  readonly start: number;
  readonly stop: number | null;
  readonly duration: number;
  readonly description: string;
  readonly user: NamedRef | null;
  readonly project: NamedRef | null;
  readonly task: NamedRef | null;
  readonly client: NamedRef | null;
  readonly workType: NamedRef | null;
  readonly billable: boolean;
  readonly effective: boolean;
  readonly approved: boolean;
  readonly price: number;
  readonly unitPrice: number;
  /** Set by hand: a recomputation keeps it. */
  readonly priceModified: boolean;
}

export interface ReportRecordsPage {
  readonly period: ResolvedPeriod;
  readonly currency: string;
  /** Records of the period that match the filter, in all pages. */
  readonly total: number;
  readonly records: readonly ReportRecord[];
}
