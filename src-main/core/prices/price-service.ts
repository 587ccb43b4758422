import { CoreError } from '../ipc/core-error.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import type {
  PriceChange,
  PriceQuote,
  PriceUpdatePreview,
  PriceUpdateResult,
} from '../../../src-shared/domain/prices.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { PriceDraft } from '../../../src-shared/ipc/channels/prices.ts';
import type { EventHub } from '../ipc/event-hub.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { v1Failure } from '../v1/v1-failure.ts';
import { chunks, mapLimit } from '../v1-reading/map-limit.ts';
import type { OrganizationAccounts } from '../v1-reading/organization-account.ts';
import { parseV1, readTimeRecords, v1PriceCalculation, type V1TimeRecord } from '../v1-reading/v1-shapes.ts';
import { type z } from 'zod';

export interface PriceServiceOptions {
  readonly client: () => V1Client;
  readonly accounts: OrganizationAccounts;
  readonly events: EventHub;
}

/** v1 calls that run at once for a batch of records: quick, without crowding the service. */
const concurrency = 4;

const ref = (id: string | null | undefined): { id: string } | undefined => (id == null ? undefined : { id });

/** Sums money the way it is written (2 decimals), without float drift over many records. */
function sumMoney(values: readonly number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
}

/**
 * Prices over v1: what a record would cost (`$calculateprice`, nothing stored) and recomputing
 * stored prices after the price lists changed (`$updateprice`). A price set by hand
 * (`priceModified`) is kept by the service, and the preview says so.
 */
export class PriceService {
  readonly #options: PriceServiceOptions;

  constructor(options: PriceServiceOptions) {
    this.#options = options;
  }

  async quote(draft: PriceDraft): Promise<PriceQuote> {
    const client = this.#options.client();
    const [facts, raw] = await Promise.all([
      this.#options.accounts.facts(client),
      this.#calculate(client, {
        project: ref(draft.projectId),
        task: ref(draft.taskId),
        client: ref(draft.clientId),
        workType: ref(draft.workTypeId),
        user: ref(draft.userId),
        duration: draft.duration,
        billable: draft.billable,
      }),
    ]);
    return {
      price: raw.price,
      unitPrice: raw.unitPrice ?? 0,
      duration: raw.duration ?? draft.duration,
      level: raw.level ?? null,
      currency: facts.currency,
    };
  }

  async previewUpdate(ids: readonly string[]): Promise<PriceUpdatePreview> {
    const client = this.#options.client();
    const [facts, records] = await Promise.all([
      this.#options.accounts.facts(client),
      this.#records(client, ids),
    ]);
    const changes = await mapLimit(records, concurrency, async (record): Promise<PriceChange> => {
      const current = record.price ?? 0;
      if (record.priceModified === true) return { id: record.id, current, next: current, kept: true };
      const calculated = await this.#calculate(client, {
        project: ref(record.project?.id),
        task: ref(record.task?.id),
        client: ref(record.client?.id),
        workType: ref(record.workType?.id),
        user: ref(record.user?.id),
        duration: record.duration,
        billable: record.billable ?? false,
      });
      return { id: record.id, current, next: calculated.price, kept: false };
    });
    return {
      currency: facts.currency,
      changes,
      currentTotal: sumMoney(changes.map((c) => c.current)),
      nextTotal: sumMoney(changes.map((c) => c.next)),
    };
  }

  async update(ids: readonly string[]): Promise<PriceUpdateResult> {
    const client = this.#options.client();
    const records = await this.#records(client, ids);
    const found = new Set(records.map((record) => record.id));
    const failed: { id: string; message: Message }[] = [...new Set(ids)]
      .filter((id) => !found.has(id))
      .map((id) => ({ id, message: { id: 'prices.recordGone' } }));
    let updated = 0;
    let kept = 0;
    await mapLimit(records, concurrency, async (record) => {
      if (record.priceModified === true) {
        kept += 1;
        return;
      }
      try {
        await client.call('PUT', `time/timerecords/${encodeURIComponent(record.id)}/$updateprice`);
        updated += 1;
      } catch (error) {
        const failure = v1Failure(error, { id: 'action.updatePrice' });
        failed.push({
          id: record.id,
          message:
            failure instanceof CoreError
              ? { id: failure.messageId, values: failure.values }
              : { id: 'error.asIs', values: { text: failure.message } },
        });
      }
    });
    if (updated > 0) this.#options.events.emit('data:changed', { resources: ['timerecords', 'reports'] });
    return { updated, kept, failed };
  }

  async #calculate(
    client: V1Client,
    body: Record<string, unknown>,
  ): Promise<z.infer<typeof v1PriceCalculation>> {
    const raw = await client.call('POST', 'time/timerecords/$calculateprice', {}, body);
    return parseV1(v1PriceCalculation, raw, 'the price');
  }

  /** The live records among `ids`, in the order asked, fetched 100 per request. */
  async #records(client: V1Client, ids: readonly string[]): Promise<V1TimeRecord[]> {
    const unique = [...new Set(ids)];
    const byId = new Map<string, V1TimeRecord>();
    for (const part of chunks(unique, 100)) {
      const raw = await client.list('time/timerecords', {
        $filter: part.map((id) => `id eq ${v1StringLiteral(id)}`).join(' or '),
        $top: part.length,
        no_expand: true,
      });
      for (const record of readTimeRecords(raw)) byId.set(record.id, record);
    }
    return unique.flatMap((id) => {
      const record = byId.get(id);
      return record === undefined ? [] : [record];
    });
  }
}
