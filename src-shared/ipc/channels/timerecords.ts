import { invoke } from '../define.ts';
import type { WriteOutcome } from '../../domain/outbox.ts';
import {
  idArg,
  timeRecordCreateSchema,
  timeRecordPageSchema,
  timeRecordQuerySchema,
  timeRecordUpdateSchema,
  undoArg,
  type TimeRecordView,
} from '../../domain/time-record.ts';

export interface TimeRecordTotal {
  readonly count: number;
  readonly durationMs: number;
}

/** Time records of the signed-in person in the current organization. */
export const timeRecordsInvoke = {
  /** One page (at most 1000) of the range, newest first. */
  'timerecords:list': invoke<readonly TimeRecordView[]>()(timeRecordPageSchema),
  'timerecords:count': invoke<number>()(timeRecordQuerySchema),
  /** Count and summed duration of the range (a day's total, say). */
  'timerecords:total': invoke<TimeRecordTotal>()(timeRecordQuerySchema),
  'timerecords:get': invoke<TimeRecordView>()(idArg),
  'timerecords:create': invoke<WriteOutcome>()(timeRecordCreateSchema),
  'timerecords:update': invoke<WriteOutcome>()(timeRecordUpdateSchema),
  /** To the trash; the outcome's write id undoes it. */
  'timerecords:delete': invoke<WriteOutcome>()(idArg),
  /** Restores the trash group of that delete, or cancels it while it still waits in the outbox. */
  'timerecords:undo-delete': invoke<WriteOutcome>()(undoArg),
} as const;
