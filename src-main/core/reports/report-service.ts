import type { ExportOutcome } from '../../../src-shared/domain/file-export.ts';
import {
  comparisonSpans,
  defaultSliceUnit,
  periodToV1Params,
  pinPeriod,
  resolvePeriod,
  serviceCountsWeeks,
  slicesOf,
  trendPeriods,
  v1SliceOf,
  type DaySpan,
  type ReportPeriod,
  type ResolvedPeriod,
} from '../../../src-shared/domain/report-period.ts';
import { daysInclusive } from '../../../src-shared/domain/local-date.ts';
import type {
  NamedRef,
  ReportAccount,
  ReportComparison,
  ReportGroup,
  ReportRecord,
  ReportRecordsPage,
  ReportSlices,
  ReportSummary,
  ReportTrend,
} from '../../../src-shared/domain/reports.ts';
import { timeFilterToV1, timeRangeToV1, type TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { InvokeChannel, InvokeParsedArg } from '../../../src-shared/ipc/contract.ts';
import { safeFileName, type FileExporter } from '../export/file-exporter.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { V1Client, V1Query } from '../v1/v1-client.ts';
import type { OrganizationAccounts, OrganizationContext } from '../v1-reading/organization-account.ts';
import {
  nameOf,
  parseV1,
  toReportRecord,
  toTotals,
  v1Named,
  v1Slices,
  readTimeRecord,
  readTimeRecords,
  v1Totals,
  v1TotalsByGroup,
  v1TotalsList,
} from '../v1-reading/v1-shapes.ts';
import { groupLabels } from './group-labels.ts';
import { writeRecordsCsv, writeTotalsCsv } from './report-csv.ts';
import { csvStyleFor, type CsvFormat } from '../../../src-shared/format/csv-style.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { english } from '../../../src-shared/i18n/translator.ts';
import { daysInstants } from '../../../src-shared/domain/zoned-time.ts';

type Arg<C extends InvokeChannel> = InvokeParsedArg<C>;

export interface ReportServiceOptions {
  /** The v1 client of the current organization (throws the person's sentence when there is none). */
  readonly client: () => V1Client;
  /** The v1 user id of the person signed in on this connection: what "only me" means. */
  readonly me: () => Promise<string>;
  readonly accounts: OrganizationAccounts;
  readonly files: FileExporter;
  /** Whether CSV exports start with a UTF-8 byte order mark (the person's preference, read per export). */
  readonly csvBom: () => boolean;
  /** Settings → CSV number and date format. */
  readonly csvFormat?: () => CsvFormat;
}

/** What one report request is about: the period pinned to a day, and the v1 parameters for it. */
interface ReportScope {
  readonly context: OrganizationContext;
  readonly pinned: ReportPeriod;
  readonly resolved: ResolvedPeriod;
  readonly params: V1Query;
  /** The person's filter as `$filter` clauses ("me" resolved), or null. */
  readonly filter: string | null;
}

const reportsPath = 'time/reports';

/**
 * The reports of the current organization over v1 (`singletotals`, `groupedtotals`,
 * `singleslices`, `trendedtotals`) and the period's time records, with CSV export. The period is
 * pinned to a day in the organization's time zone before any request, so the totals, the chart,
 * the records and the export of one view all cover the same days.
 */
export class ReportService {
  readonly #options: ReportServiceOptions;

  constructor(options: ReportServiceOptions) {
    this.#options = options;
  }

  account(): Promise<ReportAccount> {
    return this.#options.accounts.describe(this.#options.client());
  }

  async summary(arg: Arg<'reports:summary'>): Promise<ReportSummary> {
    const scope = await this.#scope(arg.period, arg.filter);
    const client = scope.context.client;
    const [single, grouped] = await Promise.all([
      client.get(`${reportsPath}/singletotals`, scope.params),
      client.get(`${reportsPath}/groupedtotals`, { ...scope.params, summary: arg.groupBy }),
    ]);
    const totals = toTotals(parseV1(v1Totals, single, 'the totals'));
    const byKey = parseV1(v1TotalsByGroup, grouped, 'the grouped totals');
    const keys = Object.keys(byKey).filter((key) => key !== '' && key !== '*');
    const labels = await groupLabels(client, arg.groupBy, keys);
    const groups: ReportGroup[] = Object.entries(byKey).map(([key, value]) => {
      const id = key === '' || key === '*' ? null : key;
      return {
        key: id,
        // English for logs and sorting; the screen and the CSV name it in their language.
        label: id === null ? english.t('reports.noGroup', { grouping: arg.groupBy }) : (labels.get(id) ?? id),
        totals: toTotals(value),
      };
    });
    groups.sort((a, b) => b.totals.time - a.totals.time || a.label.localeCompare(b.label));
    return {
      period: scope.resolved,
      currency: scope.context.account.currency,
      totals,
      groupBy: arg.groupBy,
      groups,
    };
  }

  async slices(arg: Arg<'reports:slices'>): Promise<ReportSlices> {
    const scope = await this.#scope(arg.period, arg.filter);
    const sliceBy = arg.sliceBy ?? defaultSliceUnit(scope.resolved);
    // The service's week slices start on Monday: other weeks are summed here from days.
    const byDays = sliceBy === 'week' && !serviceCountsWeeks(scope.resolved);
    const raw = parseV1(
      v1Slices,
      await scope.context.client.get(`${reportsPath}/singleslices`, {
        ...scope.params,
        slice_by: v1SliceOf[byDays ? 'day' : sliceBy],
      }),
      'the time per slice',
    );
    const time = new Map(raw.map((slice) => [slice.offset, slice.time]));
    const slices = slicesOf(scope.resolved, sliceBy);
    if (byDays) {
      let day = 0;
      return {
        period: scope.resolved,
        sliceBy,
        slices: slices.map((slice) => {
          const days = daysInclusive(slice.first, slice.last);
          let sum = 0;
          for (let i = 0; i < days; i++) sum += time.get(day + i) ?? 0;
          day += days;
          return { ...slice, time: sum };
        }),
      };
    }
    return {
      period: scope.resolved,
      sliceBy,
      slices: slices.map((slice, offset) => ({ ...slice, time: time.get(offset) ?? 0 })),
    };
  }

  async trend(arg: Arg<'reports:trend'>): Promise<ReportTrend> {
    const scope = await this.#scope(arg.period, arg.filter);
    const raw = parseV1(
      v1TotalsList,
      await scope.context.client.get(`${reportsPath}/trendedtotals`, { ...scope.params, depth: arg.depth }),
      'the trend',
    );
    const periods = trendPeriods(scope.pinned, arg.depth, scope.context.today);
    if (raw.length !== periods.length) {
      throw new CoreError('unexpected-answer', 'error.trendMismatch', {
        answered: raw.length,
        asked: periods.length,
      });
    }
    const points = periods.map((period, i) => ({ period, totals: toTotals(raw[i]) }));
    return {
      currency: scope.context.account.currency,
      points,
      comparison: await this.#comparison(
        scope,
        points.at(-2)?.totals.time ?? 0,
        points.at(-1)?.totals.time ?? 0,
      ),
    };
  }

  /**
   * The period against the one before: whole periods come from the trend itself; a running
   * period is read again over its days so far and the same days before, so the first days of a
   * month never stand against a whole month.
   */
  async #comparison(scope: ReportScope, before: number, now: number): Promise<ReportComparison> {
    const spans = comparisonSpans(scope.resolved, scope.context.today);
    if (spans.basis !== 'same-days') {
      return {
        basis: spans.basis,
        current: { ...dayspan(spans.current), time: now },
        previous: { ...dayspan(spans.previous), time: before },
      };
    }
    const [current, previous] = await Promise.all([
      this.#spanTime(scope, spans.current),
      this.#spanTime(scope, spans.previous),
    ]);
    return {
      basis: spans.basis,
      current: { ...spans.current, time: current },
      previous: { ...spans.previous, time: previous },
    };
  }

  async #spanTime(scope: ReportScope, span: DaySpan): Promise<number> {
    // The same filter as the rest of the view; only the days change.
    const raw = await scope.context.client.get(`${reportsPath}/singletotals`, {
      ...scope.params,
      ...periodToV1Params({ unit: 'custom', from: span.first, to: span.last, offset: 0 }),
    });
    return toTotals(parseV1(v1Totals, raw, 'the totals to compare')).time;
  }

  async records(arg: Arg<'reports:records'>): Promise<ReportRecordsPage> {
    const scope = await this.#scope(arg.period, arg.filter);
    const filter = this.#recordsFilter(scope);
    const client = scope.context.client;
    const [total, page] = await Promise.all([
      client.count('time/timerecords', filter),
      client.list('time/timerecords', {
        $filter: filter,
        $orderby: 'start desc',
        $top: arg.top,
        $skip: arg.skip,
        no_expand: true,
      }),
    ]);
    return {
      period: scope.resolved,
      currency: scope.context.account.currency,
      total,
      records: readTimeRecords(page).map(toReportRecord),
    };
  }

  async exportCsv(arg: Arg<'reports:export-csv'>): Promise<ExportOutcome> {
    const scope = await this.#scope(arg.period, arg.filter);
    const { first, last } = scope.resolved;
    const days = first === last ? first : `${first}_${last}`;
    // The language the person reads the app in, sent by the screen: German gets German spreadsheets.
    const csv = {
      bom: this.#options.csvBom(),
      style: csvStyleFor(arg.locale, this.#options.csvFormat?.() ?? 'locale'),
      t: mainTranslator(arg.locale),
    };
    if (arg.content === 'totals') {
      // Small (one row per group): read now, so a failure reaches the person as a sentence.
      const summary = await this.summary(arg);
      // A file of a header and a zero Total would look like an export that went wrong.
      if (summary.totals.count === 0) return { kind: 'empty' };
      return this.#options.files.save({
        suggestedName: safeFileName(`stint-totals-by-${arg.groupBy}-${days}.csv`),
        contentType: 'text/csv; charset=utf-8',
        filter: { name: 'CSV', extensions: ['csv'] },
        write: (sink) => writeTotalsCsv(sink, summary, csv),
      });
    }
    const filter = this.#recordsFilter(scope);
    const client = scope.context.client;
    const account = scope.context.account;
    // Counted before the save dialog, so the person is never asked where to put an empty file.
    if ((await client.count('time/timerecords', filter)) === 0) return { kind: 'empty' };
    return this.#options.files.save({
      suggestedName: safeFileName(`stint-records-${days}.csv`),
      contentType: 'text/csv; charset=utf-8',
      filter: { name: 'CSV', extensions: ['csv'] },
      write: (sink) => writeRecordsCsv(sink, recordsOf(client, filter), account, csv),
    });
  }

  async filterOptions(resource: 'projects' | 'clients'): Promise<NamedRef[]> {
    const client = this.#options.client();
    const out: NamedRef[] = [];
    const path = resource === 'projects' ? 'time/projects' : 'time/clients';
    for await (const raw of client.iterate(path, { $orderby: 'name', no_expand: true, $top: 5000 })) {
      const object = parseV1(v1Named, raw, `the ${resource}`);
      const name = nameOf(object);
      out.push({ id: object.id, name: object.client == null ? name : `${name} (${nameOf(object.client)})` });
    }
    return out;
  }

  async #scope(period: ReportPeriod, filter: TimeFilter): Promise<ReportScope> {
    // "Only me" is the person of this connection, resolved here: the renderer never names a user.
    // Everyone's reports need no "me": a failed lookup of the person must not fail them.
    const [context, me] = await Promise.all([
      this.#options.accounts.context(this.#options.client()),
      filter.people === 'me' ? this.#options.me() : Promise.resolve(''),
    ]);
    const pinned = pinPeriod(period, context.today);
    const text = timeFilterToV1(filter, { me });
    return {
      context,
      pinned,
      resolved: resolvePeriod(pinned, context.today),
      params: { ...periodToV1Params(pinned), ...(text === null ? {} : { $filter: text }) },
      filter: text,
    };
  }

  /** The `$filter` of the period's records: their start in the period's days, and the person's filter. */
  #recordsFilter(scope: ReportScope): string {
    const { from, to } = daysInstants(
      scope.resolved.first,
      scope.resolved.last,
      scope.context.account.timeZone,
    );
    const text = scope.filter;
    return text === null ? timeRangeToV1(from, to) : `${timeRangeToV1(from, to)} and ${text}`;
  }
}

function dayspan(span: DaySpan): DaySpan {
  return { first: span.first, last: span.last };
}

/** The records of a filter, oldest first, fetched a page of 1000 at a time as they are consumed. */
async function* recordsOf(client: V1Client, filter: string): AsyncGenerator<ReportRecord> {
  for await (const raw of client.iterate('time/timerecords', {
    $filter: filter,
    $orderby: 'start asc',
    no_expand: true,
  })) {
    yield toReportRecord(readTimeRecord(raw));
  }
}
