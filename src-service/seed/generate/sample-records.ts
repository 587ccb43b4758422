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

/** What the records of a set are made from: their starts in order, and who and what they can be for. */
export interface RecordPlan {
  readonly starts: Float64Array;
  readonly userIds: readonly string[];
  readonly projectIds: readonly string[];
}

/** `total` starts spread evenly over `sampleSpan`, sorted: rows written in key order grow each index at its end. */
export function sampleStarts(total: number): Float64Array {
  const rand = seededRandom(7);
  const starts = new Float64Array(total);
  for (let i = 0; i < total; i++) starts[i] = sampleEnd - sampleSpan + Math.floor(rand() * sampleSpan);
  return starts.sort();
}

/**
 * Record `i` of the plan: a random person and project, 15 minutes to 4 hours in quarter hours,
 * 70 % billable. Its draws come from its index alone, so any range of records can be made (and
 * written) apart from the rest and still be the same.
 */
export function sampleRecord(plan: RecordPlan, i: number): SampleRecord {
  const rand = seededRandom(Math.imul(i + 1, 0x9e3779b1) ^ 0x5bd1e995);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const start = plan.starts[i] ?? 0;
  const duration = (1 + Math.floor(rand() * 16)) * quarterHour;
  const billable = rand() < 0.7 ? 1 : 0;
  const userId = pick(plan.userIds);
  const projectId = pick(plan.projectIds);
  return { id: seededUuid(rand, start), userId, projectId, start, duration, billable };
}

/** Records `from` to `to` (exclusive) of the plan, `batch` at a time. */
export function* recordBatches(
  plan: RecordPlan,
  from: number,
  to: number,
  batch: number,
): Generator<SampleRecord[]> {
  for (let first = from; first < to; first += batch) {
    const rows: SampleRecord[] = [];
    for (let i = first; i < Math.min(to, first + batch); i++) rows.push(sampleRecord(plan, i));
    yield rows;
  }
}

/** The first instant of the UTC month of `ms`. */
const monthStart = (ms: number): number => {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/**
 * The plan cut into `parts` ranges of about the same size, each cut at the first record of a UTC
 * month (the sample's time zone): writers of different ranges then never add to the same day's
 * or month's report totals, and never wait for each other's rows.
 */
export function splitByMonth(plan: RecordPlan, parts: number): [number, number][] {
  const total = plan.starts.length;
  const cuts = [0];
  for (let p = 1; p < parts; p++) {
    const cutAt = monthStart(plan.starts[Math.floor((total * p) / parts)] ?? 0);
    let cut = cuts.at(-1) ?? 0;
    while (cut < total && (plan.starts[cut] ?? 0) < cutAt) cut++;
    cuts.push(cut);
  }
  cuts.push(total);
  return cuts
    .slice(1)
    .map((to, p): [number, number] => [cuts[p] ?? 0, to])
    .filter(([from, to]) => to > from);
}

/** A record's price: its hours at the unit price when billable (whole units: durations are quarter hours). */
export const samplePrice = (record: SampleRecord): number =>
  record.billable === 1 ? Math.round((record.duration * sampleUnitPrice) / 3_600_000) : 0;
