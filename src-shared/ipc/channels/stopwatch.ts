import { z } from 'zod';
import { event, invoke, noArg } from '../define.ts';
import type { StopwatchSettings, StopwatchState, TodaySummary } from '../../domain/stopwatch.ts';
import { v1Id } from '../../domain/time-filter.ts';

const description = z.string().max(2000, 'The description is too long (at most 2000 characters).');

export const stopwatchStartArg = z.strictObject({
  projectId: v1Id,
  taskId: v1Id.nullable().optional(),
  workTypeId: v1Id.nullable().optional(),
  description: description.optional(),
  billable: z.boolean().optional(),
});
export type StopwatchStartArg = z.output<typeof stopwatchStartArg>;

export const stopwatchEditArg = z.strictObject({
  projectId: v1Id.optional(),
  taskId: v1Id.nullable().optional(),
  workTypeId: v1Id.nullable().optional(),
  description: description.optional(),
  billable: z.boolean().optional(),
  /**
   * A new first start (local epoch ms) of the running or paused stopwatch; the core checks it
   * (not in the future, the elapsed time at most a day and a bit).
   */
  start: z
    .number()
    .int()
    .min(Date.UTC(2000, 0, 1))
    .max(Date.UTC(2100, 0, 1))
    .optional(),
});
export type StopwatchEditArg = z.output<typeof stopwatchEditArg>;

export const awayAnswerArg = z.strictObject({
  choice: z.enum(['keep', 'discard', 'discard-and-start-new']),
});

export const stopwatchSettingsArg = z.strictObject({
  idleThresholdMinutes: z.number().int().min(1, 'At least one minute.').max(240, 'At most four hours.'),
});

export const stopwatchInvoke = {
  'stopwatch:get': invoke<StopwatchState>()(noArg),
  /** Starts on a project; a running or paused stopwatch is stopped first (quick switch). */
  'stopwatch:start': invoke<StopwatchState>()(stopwatchStartArg),
  'stopwatch:pause': invoke<StopwatchState>()(noArg),
  'stopwatch:resume': invoke<StopwatchState>()(noArg),
  /** Stops the stopwatch: the service turns it into exactly one time record. */
  'stopwatch:stop': invoke<StopwatchState>()(noArg),
  /** Stops the person's stopwatch in the other organization it was left going in. */
  'stopwatch:stop-elsewhere': invoke<StopwatchState>()(noArg),
  'stopwatch:edit': invoke<StopwatchState>()(stopwatchEditArg),
  /** Asks the service now (a window got focus): a stopwatch started on another device shows up. */
  'stopwatch:refresh': invoke<StopwatchState>()(noArg),
  /** The answer to the question asked after the person was away. */
  'stopwatch:answer-away': invoke<StopwatchState>()(awayAnswerArg),
  'stopwatch:get-settings': invoke<StopwatchSettings>()(noArg),
  'stopwatch:set-settings': invoke<StopwatchSettings>()(stopwatchSettingsArg),
  'stopwatch:today': invoke<TodaySummary>()(noArg),
} as const;

export const stopwatchEvents = {
  'stopwatch:changed': event<StopwatchState>(),
  'stopwatch:today-changed': event<TodaySummary>(),
} as const;
