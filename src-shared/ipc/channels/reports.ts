import { z } from 'zod';
import { invoke, noArg } from '../define.ts';
import type { ExportOutcome } from '../../domain/file-export.ts';
import { reportPeriodSchema, sliceUnits } from '../../domain/report-period.ts';
import {
  reportGroupings,
  type NamedRef,
  type ReportAccount,
  type ReportRecordsPage,
  type ReportSlices,
  type ReportSummary,
  type ReportTrend,
} from '../../domain/reports.ts';
import { timeFilterSchema } from '../../domain/time-filter.ts';
import { appLocales } from '../../i18n/catalog.ts';

/** Every report reads the same thing: a period and the filter shared with the time records screen. */
const reportQuery = z.strictObject({ period: reportPeriodSchema, filter: timeFilterSchema });

export const reportSummaryArg = reportQuery.extend({ groupBy: z.enum(reportGroupings) });
export type ReportSummaryArg = z.input<typeof reportSummaryArg>;

export const reportSlicesArg = reportQuery.extend({
  /** null: the usual unit for the period (days up to a month, months for a year). */
  sliceBy: z.enum(sliceUnits).nullable(),
});
export type ReportSlicesArg = z.input<typeof reportSlicesArg>;

export const maxTrendDepth = 24;
export const reportTrendArg = reportQuery.extend({ depth: z.number().int().min(1).max(maxTrendDepth) });
export type ReportTrendArg = z.input<typeof reportTrendArg>;

export const maxRecordsPage = 500;
export const reportRecordsArg = reportQuery.extend({
  skip: z.number().int().min(0).max(10_000_000),
  top: z.number().int().min(1).max(maxRecordsPage),
});
export type ReportRecordsArg = z.input<typeof reportRecordsArg>;

export const reportExportArg = reportQuery.extend({
  /** The grouped totals of the period, or its time records one per row. */
  content: z.enum(['totals', 'records']),
  groupBy: z.enum(reportGroupings),
  /** The language the screen shows: the CSV's decimal mark, dates and separator follow it. */
  locale: z.enum(appLocales).default('en'),
});
export type ReportExportArg = z.input<typeof reportExportArg>;

export const filterOptionsArg = z.strictObject({ resource: z.enum(['projects', 'clients']) });

export const reportsInvoke = {
  /** Currency, time zone and today of the current organization. */
  'reports:account': invoke<ReportAccount>()(noArg),
  /** Totals of the period and the same totals per project, client, user or task. */
  'reports:summary': invoke<ReportSummary>()(reportSummaryArg),
  /** Time per day, week, month or year of the period, for the bar chart. */
  'reports:slices': invoke<ReportSlices>()(reportSlicesArg),
  /**
   * Totals of the period and of `depth` periods before it, and the period against the one before
   * (a running period over its days so far and the same days before; see `comparisonSpans`).
   */
  'reports:trend': invoke<ReportTrend>()(reportTrendArg),
  /** One page of the period's time records (newest first), with their prices. */
  'reports:records': invoke<ReportRecordsPage>()(reportRecordsArg),
  /**
   * CSV (RFC 4180, UTF-8 with a byte order mark unless turned off in the preferences, header row)
   * through the host's save dialog or a download; `empty`, and no file, when nothing matches.
   */
  'reports:export-csv': invoke<ExportOutcome>()(reportExportArg),
  /** Projects or clients to filter by, by name. */
  'reports:filter-options': invoke<readonly NamedRef[]>()(filterOptionsArg),
} as const;
