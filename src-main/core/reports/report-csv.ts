import type { ReportGrouping, ReportRecord, ReportSummary } from '../../../src-shared/domain/reports.ts';
import { CsvWriter, type CsvOptions, type CsvValue } from '../export/csv.ts';
import type { TextSink } from '../export/text-sink.ts';
import { ZoneClock } from '../../../src-shared/domain/zoned-time.ts';
import { csvDate, csvDecimal, neutralCsvStyle, type CsvStyle } from '../../../src-shared/format/csv-style.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';

/** The file's options and how numbers and dates are written (neutral when not given). */
export interface ReportCsvOptions {
  readonly bom: boolean;
  readonly style?: CsvStyle;
  /** The export's language: column headers, Total and yes/no (English when not given). */
  readonly t?: Translate;
}

function writerOptions(options: ReportCsvOptions | undefined): CsvOptions {
  return { bom: options?.bom ?? false, separator: (options?.style ?? neutralCsvStyle).separator };
}

/**
 * The two CSV exports of a report. Values are written for spreadsheets and scripts alike: times
 * as `h:mm(:ss)` and as decimal hours, money with two decimals, dates and times in the
 * organization's time zone (named in the header), booleans as yes/no, no thousands separators.
 * The decimal mark, the date order and the field separator follow the CsvStyle (Settings → CSV
 * number and date format): German spreadsheets read `1,50`, `05.11.2025` and `;`. The headers and
 * words are in the export's language, whatever the number format.
 */

const groupingTitle: Record<ReportGrouping, MessageId> = {
  project: 'csv.project',
  client: 'csv.client',
  user: 'csv.user',
  task: 'csv.task',
};

/** `h:mm`, or `h:mm:ss` with seconds; whole seconds, never rounded up. */
export function clockText(ms: number, seconds: boolean): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  if (!seconds) return `${h}:${m}`;
  return `${h}:${m}:${String(total % 60).padStart(2, '0')}`;
}

export function hoursText(ms: number, decimals: number, style: CsvStyle = neutralCsvStyle): string {
  return csvDecimal((ms / 3_600_000).toFixed(decimals), style);
}

export function moneyText(amount: number, style: CsvStyle = neutralCsvStyle): string {
  return csvDecimal(amount.toFixed(2), style);
}

const yesNo = (value: boolean, t: Translate): string => (value ? t('csv.yes') : t('csv.no'));

export function totalsCsvHeader(
  grouping: ReportGrouping,
  currency: string,
  t: Translate = english.t,
): string[] {
  return [
    t(groupingTitle[grouping]),
    t('csv.records'),
    t('csv.timeClock'),
    t('csv.hours'),
    t('csv.billableHours'),
    t('csv.effectiveHours'),
    t('csv.money', { currency }),
    t('csv.averagePrice', { currency }),
    t('csv.averageTime'),
  ];
}

/** One row per group, largest first, then a Total row: the period's totals. */
export async function writeTotalsCsv(
  sink: TextSink,
  summary: ReportSummary,
  options?: ReportCsvOptions,
): Promise<{ rows: number }> {
  const style = options?.style ?? neutralCsvStyle;
  const t = options?.t ?? english.t;
  const writer = new CsvWriter(
    sink,
    totalsCsvHeader(summary.groupBy, summary.currency, t),
    writerOptions(options),
  );
  const line = (name: string, t: ReportSummary['totals']): CsvValue[] => [
    name,
    t.count,
    clockText(t.time, false),
    hoursText(t.time, 2, style),
    hoursText(t.billableTime, 2, style),
    hoursText(t.effectiveTime, 2, style),
    moneyText(t.money, style),
    moneyText(t.averagePricePerHour, style),
    clockText(t.averageTime, false),
  ];
  for (const group of summary.groups) {
    const name = group.key === null ? t('reports.noGroup', { grouping: summary.groupBy }) : group.label;
    await writer.row(line(name, group.totals));
  }
  await writer.row(line(t('csv.total'), summary.totals));
  await writer.flush();
  return { rows: writer.rows };
}

export function recordsCsvHeader(currency: string, timeZone: string, t: Translate = english.t): string[] {
  return [
    t('csv.date'),
    t('csv.start', { zone: timeZone }),
    t('csv.stop', { zone: timeZone }),
    t('csv.duration'),
    t('csv.hours'),
    t('csv.user'),
    t('csv.client'),
    t('csv.project'),
    t('csv.task'),
    t('csv.workType'),
    t('csv.description'),
    t('csv.billable'),
    t('csv.effective'),
    t('csv.approved'),
    t('csv.unitPrice', { currency }),
    t('csv.price', { currency }),
    t('csv.priceSetByHand'),
    t('csv.recordId'),
  ];
}

export function recordCsvRow(
  record: ReportRecord,
  clock: ZoneClock,
  style: CsvStyle = neutralCsvStyle,
  t: Translate = english.t,
): CsvValue[] {
  return [
    csvDate(clock.dateOf(record.start), style),
    csvDate(clock.dateTimeOf(record.start), style),
    record.stop === null ? null : csvDate(clock.dateTimeOf(record.stop), style),
    clockText(record.duration, true),
    hoursText(record.duration, 4, style),
    record.user?.name ?? null,
    record.client?.name ?? null,
    record.project?.name ?? null,
    record.task?.name ?? null,
    record.workType?.name ?? null,
    record.description,
    yesNo(record.billable, t),
    yesNo(record.effective, t),
    yesNo(record.approved, t),
    moneyText(record.unitPrice, style),
    moneyText(record.price, style),
    yesNo(record.priceModified, t),
    record.id,
  ];
}

/** Streams the records as they arrive from the service, one page of 1000 at a time. */
export async function writeRecordsCsv(
  sink: TextSink,
  records: AsyncIterable<ReportRecord>,
  account: { readonly currency: string; readonly timeZone: string },
  options?: ReportCsvOptions,
): Promise<{ rows: number }> {
  const style = options?.style ?? neutralCsvStyle;
  const t = options?.t ?? english.t;
  const writer = new CsvWriter(
    sink,
    recordsCsvHeader(account.currency, account.timeZone, t),
    writerOptions(options),
  );
  const clock = new ZoneClock(account.timeZone);
  for await (const record of records) await writer.row(recordCsvRow(record, clock, style, t));
  await writer.flush();
  return { rows: writer.rows };
}
