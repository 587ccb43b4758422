import { z } from 'zod';
import type { NamedRef, ProjectRef } from './stopwatch.ts';
import { emptyTimeFilter, timeFilterSchema, v1Id } from './time-filter.ts';

/** A time record as the screens show it: plain JSON, epoch ms, references reduced to names. */
export interface TimeRecordView {
  readonly id: string;
  readonly version: number;
  readonly start: number;
  readonly stop: number | null;
  readonly durationMs: number;
  readonly description: string;
  readonly billable: boolean;
  readonly project: ProjectRef | null;
  readonly task: NamedRef | null;
  readonly client: NamedRef | null;
  /**
   * The work type (activity, Toggl's tag); optional in the type only so views built before work
   * types existed still fit: the core always answers it.
   */
  readonly workType?: NamedRef | null;
  readonly price: number | null;
  /**
   * Who recorded it, as the service names them (shown when the filter says "everyone"); absent on
   * a record made here and not saved yet, which is the person's own.
   */
  readonly user?: NamedRef | null;
}

/** The fields a person edits. */
export interface TimeRecordFields {
  readonly start: number;
  readonly stop: number | null;
  readonly durationMs: number;
  readonly projectId: string | null;
  readonly taskId: string | null;
  /** Left out: the record keeps its work type (none for a new one). */
  readonly workTypeId?: string | null | undefined;
  readonly description: string;
  readonly billable: boolean;
}

/** Some time in the past ten years or the next one, as epoch ms. */
const epochMs = z
  .number()
  .int()
  .min(Date.UTC(2000, 0, 1))
  .max(Date.UTC(2100, 0, 1));
const durationMs = z
  .number()
  .int()
  .min(0)
  .max(366 * 24 * 3_600_000);

export const timeRangeSchema = z
  .strictObject({ from: epochMs, to: epochMs })
  .refine((range) => range.to > range.from, 'The range ends before it starts.');

export const timeRecordQuerySchema = z.strictObject({
  range: timeRangeSchema,
  filter: timeFilterSchema.default(() => ({ ...emptyTimeFilter })),
});
export type TimeRecordQuery = z.output<typeof timeRecordQuerySchema>;

export const timeRecordPageSchema = z.strictObject({
  range: timeRangeSchema,
  filter: timeFilterSchema.default(() => ({ ...emptyTimeFilter })),
  skip: z.number().int().min(0).max(10_000_000),
  top: z.number().int().min(1).max(1000),
});
export type TimeRecordPageQuery = z.output<typeof timeRecordPageSchema>;

const description = z.string().max(2000, 'The description is too long (at most 2000 characters).');

const fieldsShape = {
  start: epochMs,
  stop: epochMs.nullable(),
  durationMs,
  projectId: v1Id.nullable(),
  taskId: v1Id.nullable(),
  workTypeId: v1Id.nullable().optional(),
  description,
  billable: z.boolean(),
};

/** Start, stop and duration agree: the duration never exceeds the span between start and stop. */
function timesAgree(fields: { start: number; stop: number | null; durationMs: number }): boolean {
  return (
    fields.stop === null || (fields.stop >= fields.start && fields.durationMs <= fields.stop - fields.start)
  );
}

export const timeRecordCreateSchema = z
  .strictObject(fieldsShape)
  .refine(timesAgree, 'The stop is before the start, or the duration is longer than start to stop.');

export const timeRecordUpdateSchema = z.strictObject({
  id: v1Id,
  /** The version the person edited; a newer one on the service is a conflict, never overwritten. */
  version: z.number().int().min(0),
  changes: z.strictObject(fieldsShape).partial(),
});
export type TimeRecordUpdate = z.output<typeof timeRecordUpdateSchema>;

export const idArg = z.strictObject({ id: v1Id });

/** Undo of a delete: names the delete by the id of its write. */
export const undoArg = z.strictObject({ writeId: z.uuid() });

export { timesAgree as timeRecordTimesAgree };
