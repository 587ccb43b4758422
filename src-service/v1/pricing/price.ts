import { priceScopeColumns, priorityLevelSql, type PriceScopeField } from './price-priority.ts';

/** What a price is looked up for: the time record's own scope (null: not set). */
export type PriceScope = Readonly<Record<PriceScopeField, string | null>>;

/** A number's exact decimal value as mantissa × 10^exponent (from its shortest round-trip text). */
function decimalOf(value: number): { mantissa: bigint; exponent: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (m === null) throw new Error(`Not a finite number: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exp = '0'] = m;
  return { mantissa: BigInt(`${sign}${whole}${fraction}`), exponent: Number(exp) - fraction.length };
}

/**
 * price = hourly price × duration / 3 600 000, rounded half away from zero to 2 decimals
 * (addendum D). Computed on the decimal values, so 1.005 an hour for one hour is 1.01, not the
 * 1.00 that binary floating point would give.
 */
export function calculatePrice(hourly: number, durationMs: number): number {
  if (!Number.isFinite(hourly) || !Number.isSafeInteger(durationMs))
    throw new Error('Price needs finite inputs.');
  const { mantissa, exponent } = decimalOf(hourly);
  // cents = mantissa × 10^exponent × duration × 100 / 3 600 000
  const scale = exponent + 2;
  let numerator = mantissa * BigInt(durationMs);
  let denominator = 3_600_000n;
  if (scale >= 0) numerator *= 10n ** BigInt(scale);
  else denominator *= 10n ** BigInt(-scale);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let cents = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) cents += 1n;
  const result = Number(negative ? -cents : cents) / 100;
  return result === 0 ? 0 : result;
}

export interface PriceLookup {
  readonly sql: string;
  readonly params: readonly (string | null)[];
}

/**
 * One SQL query that finds the hourly price for a scope: every live entry of the organization
 * whose set scope fields all equal the record's, ordered by priority level (most specific
 * first), then the most recently changed. Entries whose combination has no level never match.
 * The first `?` is the organization id.
 */
export function priceLookupSql(scope: PriceScope): PriceLookup {
  const fields = Object.keys(priceScopeColumns) as PriceScopeField[];
  const conditions = fields.map(
    (f) => `(e.${priceScopeColumns[f]} IS NULL OR e.${priceScopeColumns[f]} = ?)`,
  );
  return {
    sql:
      `SELECT e.id AS id, e.price AS price, ${priorityLevelSql('e')} AS level FROM price_list_entries AS e ` +
      `WHERE e.organization_id = ? AND e.trash_item_id IS NULL AND ${conditions.join(' AND ')} AND level > 0 ` +
      'ORDER BY level DESC, e.updated_at DESC, e.id ASC LIMIT 1',
    params: fields.map((f) => scope[f]),
  };
}
