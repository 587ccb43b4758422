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

export const v1TimeRecord = z.object({
  id: z.string(),
  version: z.number(),
  start: z.date(),
  stop: z.date().nullish(),
  duration: z.number(),
  description: z.string().nullish(),
  billable: z.boolean().nullish(),
  effective: z.boolean().nullish(),
  approved: z.boolean().nullish(),
  price: z.number().nullish(),
  unitPrice: z.number().nullish(),
  priceModified: z.boolean().nullish(),
  user: stub.nullish(),
  project: stub.nullish(),
  task: stub.nullish(),
  client: stub.nullish(),
  workType: stub.nullish(),
});
export type V1TimeRecord = z.infer<typeof v1TimeRecord>;

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
  throw new CoreError(
    'unexpected-answer',
    `The service answered ${what} in a form Stint does not understand (${parsed.error.issues[0]?.path.join('.') ?? 'body'}).`,
  );
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
