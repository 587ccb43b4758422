import type { TenantScope } from '../../storage/tenant-scope.ts';
import { calculatePrice, type PriceScope } from './price.ts';
import { priceScopeColumns, priorityLevelSql, type PriceScopeField } from './price-priority.ts';

export interface HourlyPrice {
  readonly entryId: string;
  readonly hourly: number;
  readonly level: number;
}

/**
 * The hourly price for a record's scope: one query over the account's live price-list entries
 * whose set scope fields all equal the record's, most specific level first, then the most
 * recently changed (tenancy and trash by the scope). Null when nothing matches: price 0.
 */
export async function findHourlyPrice(scope: TenantScope, record: PriceScope): Promise<HourlyPrice | null> {
  const fields = Object.keys(priceScopeColumns) as PriceScopeField[];
  const level = priorityLevelSql('e');
  const row = await scope.first<{ id: string; price: number; level: number }>({
    from: 'price_list_entries',
    as: 'e',
    columns: ['e.id AS id', 'e.price AS price', `${level} AS level`],
    where: [
      ...fields.map((f) => ({
        sql: `e.${priceScopeColumns[f]} IS NULL OR e.${priceScopeColumns[f]} = ?`,
        params: [record[f]],
      })),
      { sql: `${level} > 0` },
    ],
    orderBy: ['level DESC', 'e.updated_at DESC', 'e.id ASC'],
  });
  return row === undefined ? null : { entryId: row.id, hourly: row.price, level: row.level };
}

export interface PriceResult {
  readonly price: number;
  readonly unitPrice: number;
  readonly entry: HourlyPrice | null;
}

/** price = hourly × duration / 3 600 000 (2 decimals); a record that is not billable costs 0. */
export async function priceRecord(
  scope: TenantScope,
  record: PriceScope,
  durationMs: number,
  billable: boolean,
): Promise<PriceResult> {
  const entry = await findHourlyPrice(scope, record);
  const hourly = entry?.hourly ?? 0;
  return { price: billable ? calculatePrice(hourly, durationMs) : 0, unitPrice: hourly, entry };
}
