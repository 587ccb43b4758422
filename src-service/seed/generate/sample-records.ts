import { seededRandom, seededUuid } from './seeded-random.ts';

/** The period the records cover: the two years before 2025-01-01 (UTC). */
export const sampleEnd = Date.UTC(2025, 0, 1);
const day = 86_400_000;
export const sampleSpan = 2 * 365 * day;
const quarterHour = 15 * 60_000;
/** The hourly price of billable work; a record's price is its share of it. */
export const sampleUnitPrice = 100;

/** The columns of one record that vary; the rest are the same for every record of the set. */
export interface SampleRecord {
  readonly id: string;
  readonly userId: string;
  readonly projectId: string;
  readonly start: number;
  readonly duration: number;
  /** 0 or 1, as stored. */
  readonly billable: number;
}

/**
 * `total` records in start order, in batches of `batch`: a random person and project each,
 * 15 minutes to 4 hours in quarter hours, 70 % billable, spread evenly over `sampleSpan`. The same
 * `total` always gives the same records, ids included.
 */
export function* sampleRecords(
  total: number,
  userIds: readonly string[],
  projectIds: readonly string[],
  batch: number,
): Generator<SampleRecord[]> {
  const rand = seededRandom(7);
  // Every start first, sorted: rows written in the order of their keys grow each index at its end.
  const starts = new Float64Array(total);
  for (let i = 0; i < total; i++) starts[i] = sampleEnd - sampleSpan + Math.floor(rand() * sampleSpan);
  starts.sort();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  for (let done = 0; done < total; done += batch) {
    const rows: SampleRecord[] = [];
    for (let i = done; i < Math.min(total, done + batch); i++) {
      const start = starts[i] ?? 0;
      const duration = (1 + Math.floor(rand() * 16)) * quarterHour;
      const billable = rand() < 0.7 ? 1 : 0;
      const userId = pick(userIds);
      const projectId = pick(projectIds);
      rows.push({ id: seededUuid(rand, start), userId, projectId, start, duration, billable });
    }
    yield rows;
  }
}

/** A record's price: its hours at the unit price when billable (whole units: durations are quarter hours). */
export const samplePrice = (record: SampleRecord): number =>
  record.billable === 1 ? Math.round((record.duration * sampleUnitPrice) / 3_600_000) : 0;
