import { z } from 'zod';

/** A reference as the v1 interface embeds it (`no_expand` stub or full object). */
const refSchema = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    code: z.string().nullish(),
    displayName: z.string().nullish(),
  })
  .nullish();

const dateSchema = z.date().nullish();

/** The impulse fields of addendum C, plus `resumedAt`/`elapsed` where the service offers them. */
export const impulseSchema = z.object({
  id: z.string(),
  version: z.number(),
  project: refSchema,
  task: refSchema,
  workType: refSchema,
  description: z.string().nullish(),
  billable: z.boolean().nullish(),
  start: dateSchema,
  duration: z.number().nullish(),
  mode: z.string().nullish(),
  watchLast: dateSchema,
  watchTimeout: z.number().nullish(),
  updatedAt: dateSchema,
  createdAt: dateSchema,
  resumedAt: dateSchema,
  elapsed: z.number().nullish(),
});
export type V1Impulse = z.infer<typeof impulseSchema>;

export function parseImpulse(value: unknown): V1Impulse | null {
  const parsed = impulseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parseImpulses(value: unknown): V1Impulse[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseImpulse).filter((impulse): impulse is V1Impulse => impulse !== null);
}

/**
 * Where an impulse's time stands, in server time: the ms of finished runs, and when the current
 * run started (null while paused). Elapsed at server time T is `banked + (T − runStartedAt)`.
 */
export interface ImpulseTiming {
  readonly running: boolean;
  readonly bankedMs: number;
  readonly runStartedAt: number | null;
}

/**
 * The timing of an impulse from its timestamps. `resumedAt` (when the service gives it) is the
 * start of the current run. Without it, `elapsed` read at `answeredAt` (server time of the
 * answer) gives it; without either, a run that banked nothing started at `start`, and otherwise
 * the last write (`updatedAt`, the resume) is the best the documented fields tell.
 */
export function impulseTiming(impulse: V1Impulse, answeredAt: number): ImpulseTiming {
  const running = impulse.mode !== 'PAUSE';
  const bankedMs = Math.max(0, impulse.duration ?? 0);
  if (!running) return { running, bankedMs: impulse.elapsed ?? bankedMs, runStartedAt: null };
  let runStartedAt: number;
  if (impulse.resumedAt != null) runStartedAt = impulse.resumedAt.getTime();
  else if (impulse.elapsed != null) runStartedAt = answeredAt - Math.max(0, impulse.elapsed - bankedMs);
  else if (bankedMs === 0 && impulse.start != null) runStartedAt = impulse.start.getTime();
  else runStartedAt = (impulse.updatedAt ?? impulse.start ?? new Date(answeredAt)).getTime();
  return { running, bankedMs, runStartedAt };
}

export function elapsedAt(timing: ImpulseTiming, serverNow: number): number {
  if (!timing.running || timing.runStartedAt === null) return timing.bankedMs;
  return timing.bankedMs + Math.max(0, serverNow - timing.runStartedAt);
}

/** Unattended (addendum C): running, and its last sign of life is older than its timeout. */
export function unattendedSince(impulse: V1Impulse, serverNow: number): number | null {
  if (impulse.mode === 'PAUSE' || impulse.watchLast == null || impulse.watchTimeout == null) return null;
  if (impulse.watchTimeout <= 0) return null;
  const last = impulse.watchLast.getTime();
  return serverNow - last > impulse.watchTimeout ? last : null;
}
