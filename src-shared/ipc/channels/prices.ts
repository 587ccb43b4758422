import { z } from 'zod';
import { invoke } from '../define.ts';
import type { PriceQuote, PriceUpdatePreview, PriceUpdateResult } from '../../domain/prices.ts';
import { v1Id } from '../../domain/time-filter.ts';

/** A time record as far as its price goes; null fields are not set. */
export const priceDraftArg = z.strictObject({
  projectId: v1Id.nullable(),
  taskId: v1Id.nullable(),
  clientId: v1Id.nullable(),
  workTypeId: v1Id.nullable(),
  /** null: the signed-in person. */
  userId: v1Id.nullable(),
  /** Milliseconds, at most 31 days. */
  duration: z
    .number()
    .int()
    .min(0)
    .max(31 * 86_400_000),
  billable: z.boolean(),
});
export type PriceDraft = z.infer<typeof priceDraftArg>;

export const maxPriceUpdate = 1000;
export const priceRecordsArg = z.strictObject({ ids: z.array(v1Id).min(1).max(maxPriceUpdate) });

export const pricesInvoke = {
  /** The price a new entry would get from the price lists; nothing is stored. */
  'prices:quote': invoke<PriceQuote>()(priceDraftArg),
  /** What recomputing these records would change, before the person confirms. */
  'prices:preview-update': invoke<PriceUpdatePreview>()(priceRecordsArg),
  /** Recomputes the prices of these records from today's price lists (`$updateprice`). */
  'prices:update': invoke<PriceUpdateResult>()(priceRecordsArg),
} as const;
