/** The scope columns of a price-list entry or a time record (null: any / none). */
export interface PriceScope {
  readonly taskId: string | null;
  readonly projectId: string | null;
  readonly clientId: string | null;
  readonly userId: string | null;
  readonly workTypeId: string | null;
}

export interface PriceEntry extends PriceScope {
  /** Hourly price. */
  readonly price: number;
}

/**
 * The v1 priority table, keyed by which scope columns an entry sets (T task, P project, C client,
 * U user, W work type). Higher wins. Row 18 is printed with row 16's label; it is task + project +
 * user + work type (addendum F). A combination not in the table (say project + client + user)
 * has no level and never applies.
 */
const levels: ReadonlyMap<string, number> = new Map([
  ['', 1],
  ['W', 2],
  ['U', 3],
  ['UW', 4],
  ['C', 5],
  ['CW', 6],
  ['CU', 7],
  ['CUW', 8],
  ['P', 9],
  ['PC', 10],
  ['PW', 11],
  ['PU', 12],
  ['PUW', 13],
  ['T', 14],
  ['TP', 15],
  ['TPW', 16],
  ['TPU', 17],
  ['TPUW', 18],
]);

export function priceLevel(scope: PriceScope): number | null {
  const key =
    (scope.taskId === null ? '' : 'T') +
    (scope.projectId === null ? '' : 'P') +
    (scope.clientId === null ? '' : 'C') +
    (scope.userId === null ? '' : 'U') +
    (scope.workTypeId === null ? '' : 'W');
  return levels.get(key) ?? null;
}

const matches = (entry: PriceScope, record: PriceScope): boolean =>
  (entry.taskId === null || entry.taskId === record.taskId) &&
  (entry.projectId === null || entry.projectId === record.projectId) &&
  (entry.clientId === null || entry.clientId === record.clientId) &&
  (entry.userId === null || entry.userId === record.userId) &&
  (entry.workTypeId === null || entry.workTypeId === record.workTypeId);

/** The most specific entry that applies to the record (addendum D), or null: price 0. */
export function bestPriceEntry<T extends PriceEntry>(entries: readonly T[], record: PriceScope): T | null {
  let best: T | null = null;
  let bestLevel = 0;
  for (const entry of entries) {
    const level = priceLevel(entry);
    if (level === null || level <= bestLevel || !matches(entry, record)) continue;
    best = entry;
    bestLevel = level;
  }
  return best;
}

/** A number's exact decimal value as mantissa × 10^exponent (from its shortest round-trip text). */
function decimalOf(value: number): { mantissa: bigint; exponent: number } {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (m === null) throw new Error(`Not a finite number: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exp = '0'] = m;
  return { mantissa: BigInt(`${sign}${whole}${fraction}`), exponent: Number(exp) - fraction.length };
}

/**
 * price = hourly price × duration / 3 600 000, rounded half away from zero to 2 decimals
 * (addendum D). Computed on the decimal values, so 1.005 an hour for one hour is 1.01 and 2.675
 * is 2.68, where binary floating point would round both down.
 */
export function priceFor(hourly: number, durationMs: number): number {
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
