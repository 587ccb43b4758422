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

/** price = hourly price x duration / 3 600 000, rounded to 2 decimals (addendum D). */
export function priceFor(hourly: number, durationMs: number): number {
  return Math.round(((hourly * durationMs) / 3_600_000 + Number.EPSILON) * 100) / 100;
}
