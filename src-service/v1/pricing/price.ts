import { priceFor } from '../../domain/pricing/price-priority.ts';

/** What a price is looked up for: the time record's own scope (null: not set). */
export type PriceScope = Readonly<Record<'task' | 'project' | 'client' | 'user' | 'workType', string | null>>;

/** price = hourly price × duration / 3 600 000, 2 decimals, on the decimal value (addendum D). */
export const calculatePrice = priceFor;
