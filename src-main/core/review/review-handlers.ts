import type { Message } from '../../../src-shared/i18n/catalog.ts';
import type { InvokeChannel } from '../../../src-shared/ipc/contract.ts';
import type { EventHub } from '../ipc/event-hub.ts';
import type { InvokeHandler } from '../ipc/invoke-handlers.ts';
import type { FileExporter } from '../export/file-exporter.ts';
import { PriceService } from '../prices/price-service.ts';
import { ReportService } from '../reports/report-service.ts';
import type { CsvFormat } from '../../../src-shared/format/csv-style.ts';
import { TrashService } from '../trash/trash-service.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { withV1Failure } from '../v1/v1-failure.ts';
import { OrganizationAccounts } from '../v1-reading/organization-account.ts';

export interface ReviewHandlerOptions {
  /** The v1 client of the current organization; throws the person's sentence when there is none. */
  readonly client: () => V1Client;
  /** The v1 user id of the person signed in on this connection ("only me" in the time filter). */
  readonly me: () => Promise<string>;
  readonly events: EventHub;
  readonly files: FileExporter;
  /** The clock that decides what "today" is in the organization's time zone. */
  readonly now: () => number;
  /** Whether CSV exports start with a UTF-8 byte order mark. */
  readonly csvBom: () => boolean;
  readonly csvFormat?: () => CsvFormat;
  /** Where the organization's zone and currency are already read (the daily loop's). */
  readonly accountFacts?: Pick<OrganizationAccounts, 'facts'>;
}

type ReviewChannel = Extract<InvokeChannel, `reports:${string}` | `trash:${string}` | `prices:${string}`>;
export type ReviewHandlers = { readonly [C in ReviewChannel]: InvokeHandler<C> };

/**
 * The look back and the safety net: reports (`reports:*`), the trash (`trash:*`) and prices
 * (`prices:*`), all over the current organization's v1 client. Every v1 failure reaches the
 * person as a sentence that says what did not work.
 */
export function reviewHandlers(options: ReviewHandlerOptions): ReviewHandlers {
  const accounts = new OrganizationAccounts(options.now, options.accountFacts ?? null);
  const reports = new ReportService({
    client: options.client,
    me: options.me,
    accounts,
    files: options.files,
    csvBom: options.csvBom,
    ...(options.csvFormat === undefined ? {} : { csvFormat: options.csvFormat }),
  });
  const trash = new TrashService({ client: options.client, events: options.events });
  const prices = new PriceService({ client: options.client, accounts, events: options.events });
  const run = <T>(action: Message, work: () => Promise<T>): Promise<T> => withV1Failure(action, work);
  return {
    'reports:account': () => run({ id: 'action.readOrganization' }, () => reports.account()),
    'reports:summary': (arg) => run({ id: 'action.loadTotals' }, () => reports.summary(arg)),
    'reports:slices': (arg) => run({ id: 'action.loadChart' }, () => reports.slices(arg)),
    'reports:trend': (arg) => run({ id: 'action.loadTrend' }, () => reports.trend(arg)),
    'reports:records': (arg) => run({ id: 'action.loadRecords' }, () => reports.records(arg)),
    'reports:export-csv': (arg) => run({ id: 'action.export' }, () => reports.exportCsv(arg)),
    'reports:filter-options': (arg) =>
      run({ id: 'action.loadFilterOptions', values: { resource: arg.resource } }, () =>
        reports.filterOptions(arg.resource),
      ),
    'trash:list': () => run({ id: 'action.loadTrash' }, () => trash.list()),
    'trash:preview': (arg) => run({ id: 'action.previewTrash' }, () => trash.preview(arg.rootItemId)),
    'trash:restore': (arg) => run({ id: 'action.restore' }, () => trash.restore(arg.rootItemId)),
    'trash:purge': (arg) => run({ id: 'action.purge' }, () => trash.purge(arg.rootItemId)),
    'prices:quote': (arg) => run({ id: 'action.quotePrice' }, () => prices.quote(arg)),
    'prices:preview-update': (arg) =>
      run({ id: 'action.previewPrices' }, () => prices.previewUpdate(arg.ids)),
    'prices:update': (arg) => run({ id: 'action.updatePrices' }, () => prices.update(arg.ids)),
  };
}
