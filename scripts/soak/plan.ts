/** A small seeded generator (mulberry32): the same seed and trial give the same plan. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const operations = ['sw-start', 'sw-stop', 'sw-edit', 'rec-create', 'rec-edit', 'rec-delete'] as const;
export type Operation = (typeof operations)[number];
export type KillTarget = 'core' | 'service' | 'both';
/**
 * Where the kill lands: before the call, while it is on its way, right after the answer, or
 * while the outbox is sending what waited (after an answer, or once the service is back).
 */
export const killPoints = ['before', 'mid-flight', 'after-ack', 'replay'] as const;
export type KillPoint = (typeof killPoints)[number];

export interface TrialPlan {
  readonly trial: number;
  /** One operation, or several made while the service is unreachable (offline) and then sent. */
  readonly operations: readonly Operation[];
  readonly offline: boolean;
  readonly kill: { readonly target: KillTarget; readonly point: KillPoint; readonly delayMs: number } | null;
  /** Draws for the operation's details (which record, billable or not). */
  readonly draw: () => number;
}

function pick<T>(items: readonly T[], draw: () => number): T {
  const item = items[Math.floor(draw() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** The plan of one trial, from the run's seed and the trial number alone. */
export function planTrial(seed: number, trial: number, killRate: number): TrialPlan {
  const draw = random((seed ^ Math.imul(trial + 1, 0x9e3779b1)) >>> 0);
  const offline = draw() < 0.2;
  const count = offline ? 1 + Math.floor(draw() * 4) : 1;
  const ops = Array.from({ length: count }, () => pick(operations, draw));
  let kill: TrialPlan['kill'] = null;
  if (draw() < killRate) {
    const target = pick(['core', 'core', 'service', 'both'] as const, draw);
    const point = pick(killPoints, draw);
    kill = { target, point, delayMs: Math.floor(draw() * (point === 'replay' ? 150 : 40)) };
  }
  return { trial, operations: ops, offline, kill, draw };
}
