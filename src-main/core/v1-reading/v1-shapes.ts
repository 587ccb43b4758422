import { z } from 'zod';
import type { NamedRef, ReportRecord, ReportTotals } from '../../../src-shared/domain/reports.ts';
import { CoreError } from '../ipc/core-error.ts';

/**
 * What Stint reads from the v1 interface for reports, the trash and prices, checked before use:
 * a remote service of the same contract may answer something slightly different, and a wrong
 * shape should become a clear sentence, not a broken screen.
 */
const stub = z.object({
  id: z.string(),
  displayName: z.string().nullish(),
  name: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
});
export type V1Stub = z.infer<typeof stub>;

export const v1Totals = z.object({
  count: z.number(),
  time: z.number(),
  billableTime: z.number(),
  effectiveTime: z.number(),
  money: z.number(),
  averagePricePerHour: z.number(),
  averageTime: z.number(),
});

export const v1TotalsByGroup = z.record(z.string(), v1Totals);
export const v1TotalsList = z.array(v1Totals);
export const v1Slices = z.array(z.object({ offset: z.number().int().min(0), time: z.number() }));

export const v1Account = z.object({
  title: z.string().nullish(),
  displayName: z.string().nullish(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  timeZone: z.string().min(1),
});

export interface V1TimeRecord {
  readonly id: string;
  readonly version: number;
  readonly start: Date;
  readonly stop: Date | null;
  readonly duration: number;
  readonly description: string | null;
  readonly billable: boolean | null;
  readonly effective: boolean | null;
  readonly approved: boolean | null;
  readonly price: number | null;
  readonly unitPrice: number | null;
  readonly priceModified: boolean | null;
  readonly user: V1Stub | null;
  readonly project: V1Stub | null;
  readonly task: V1Stub | null;
  readonly client: V1Stub | null;
  readonly workType: V1Stub | null;
}

class ShapeError extends Error {}

function field<T>(
  record: Record<string, unknown>,
  name: string,
  check: (v: unknown) => v is T,
  optional: boolean,
): T | null {
  const value = record[name];
  if (value === undefined || value === null) {
    if (optional) return null;
    throw new ShapeError(name);
  }
  if (!check(value)) throw new ShapeError(name);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isDate = (v: unknown): v is Date => v instanceof Date && !Number.isNaN(v.getTime());
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readStub(record: Record<string, unknown>, name: string): V1Stub | null {
  const value = field(record, name, isObject, true);
  if (value === null) return null;
  const id = value['id'];
  if (typeof id !== 'string') throw new ShapeError(`${name}.id`);
  const text = (key: string): string | null => {
    const v = value[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string') throw new ShapeError(`${name}.${key}`);
    return v;
  };
  return {
    id,
    displayName: text('displayName'),
    name: text('name'),
    firstName: text('firstName'),
    lastName: text('lastName'),
  };
}

/**
 * A time record as the v1 interface answers it, checked field by field. Written by hand rather than
 * as a schema because an export reads tens of thousands of them: this costs a fraction of a
 * schema parse per record (bench/reports-export.bench.ts).
 */
export function readTimeRecord(value: unknown, what = 'a time record'): V1TimeRecord {
  try {
    if (!isObject(value)) throw new ShapeError('body');
    return {
      id: field(value, 'id', isString, false) as string,
      version: field(value, 'version', isNumber, false) as number,
      start: field(value, 'start', isDate, false) as Date,
      stop: field(value, 'stop', isDate, true),
      duration: field(value, 'duration', isNumber, false) as number,
      description: field(value, 'description', isString, true),
      billable: field(value, 'billable', isBoolean, true),
      effective: field(value, 'effective', isBoolean, true),
      approved: field(value, 'approved', isBoolean, true),
      price: field(value, 'price', isNumber, true),
      unitPrice: field(value, 'unitPrice', isNumber, true),
      priceModified: field(value, 'priceModified', isBoolean, true),
      user: readStub(value, 'user'),
      project: readStub(value, 'project'),
      task: readStub(value, 'task'),
      client: readStub(value, 'client'),
      workType: readStub(value, 'workType'),
    };
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error;
    throw new CoreError('unexpected-answer', 'error.unexpectedAnswer', { what, detail: error.message });
  }
}

export function readTimeRecords(value: unknown, what = 'the time records'): V1TimeRecord[] {
  if (!Array.isArray(value)) {
    throw new CoreError('unexpected-answer', 'error.unexpectedAnswer', { what, detail: 'body' });
  }
  return value.map((item) => readTimeRecord(item, what));
}

export const v1Named = z.object({
  id: z.string(),
  displayName: z.string().nullish(),
  name: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  project: stub.nullish(),
  client: stub.nullish(),
});
export type V1Named = z.infer<typeof v1Named>;

export const v1TrashItem = z.object({
  id: z.string(),
  groupId: z.string(),
  deletedObjectClass: z.string(),
  deletedObjectId: z.string().nullish(),
  displayName: z.string().nullish(),
  createdAt: z.date(),
  deletedByUser: stub.nullish(),
});
export type V1TrashItem = z.infer<typeof v1TrashItem>;

export const v1PriceCalculation = z.object({
  price: z.number(),
  unitPrice: z.number().nullish(),
  duration: z.number().nullish(),
  level: z.number().nullish(),
});

/** The value checked against its shape, or a sentence saying the service answered something else. */
export function parseV1<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new CoreError('unexpected-answer', 'error.unexpectedAnswer', {
    what,
    detail: parsed.error.issues[0]?.path.join('.') ?? 'body',
  });
}

/** The name people know an object by. */
export function nameOf(value: V1Stub | V1Named): string {
  const person = [value.firstName, value.lastName].filter((part) => part != null && part !== '').join(' ');
  return value.name ?? value.displayName ?? (person === '' ? value.id : person);
}

function ref(value: V1Stub | null | undefined): NamedRef | null {
  return value == null ? null : { id: value.id, name: nameOf(value) };
}

export function toReportRecord(raw: V1TimeRecord): ReportRecord {
  return {
    id: raw.id,
    version: raw.version,
    start: raw.start.getTime(),
    stop: raw.stop == null ? null : raw.stop.getTime(),
    duration: raw.duration,
    description: raw.description ?? '',
    user: ref(raw.user),
    project: ref(raw.project),
    task: ref(raw.task),
    client: ref(raw.client),
    workType: ref(raw.workType),
    billable: raw.billable ?? false,
    effective: raw.effective ?? true,
    approved: raw.approved ?? false,
    price: raw.price ?? 0,
    unitPrice: raw.unitPrice ?? 0,
    priceModified: raw.priceModified ?? false,
  };
}

export function toTotals(raw: z.infer<typeof v1Totals> | undefined): ReportTotals {
  return {
    count: raw?.count ?? 0,
    time: raw?.time ?? 0,
    billableTime: raw?.billableTime ?? 0,
    effectiveTime: raw?.effectiveTime ?? 0,
    money: raw?.money ?? 0,
    averagePricePerHour: raw?.averagePricePerHour ?? 0,
    averageTime: raw?.averageTime ?? 0,
  };
}
