export interface BackoffPolicy {
  readonly initialMs: number;
  readonly maxMs: number;
  /** 0..1: the delay is drawn from [delay * (1 - jitter), delay]. */
  readonly jitter: number;
}

export const defaultBackoff: BackoffPolicy = { initialMs: 1000, maxMs: 5 * 60 * 1000, jitter: 0.2 };

/**
 * Delay before retry number `attempt` (1 for the first retry): doubling from `initialMs` up to
 * `maxMs`, with jitter so that many clients do not retry in step. A server's Retry-After wins
 * when it asks for longer.
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy = defaultBackoff,
  retryAfterMs: number | null = null,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const base = Math.min(policy.initialMs * 2 ** exponent, policy.maxMs);
  const delay = Math.round(base * (1 - policy.jitter * random()));
  return retryAfterMs === null ? delay : Math.max(delay, retryAfterMs);
}
