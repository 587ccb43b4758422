/**
 * Slows password guessing: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, further attempts for it are refused until the window has passed. Kept in memory
 * (a restart forgets it), per address whether or not it exists, so it reveals nothing.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, { count: number; since: number }>();
  readonly #maxFailures: number;
  readonly #windowMs: number;

  constructor(maxFailures = 10, windowMs = 15 * 60 * 1000) {
    this.#maxFailures = maxFailures;
    this.#windowMs = windowMs;
  }

  isBlocked(email: string, now: number): boolean {
    const entry = this.#failures.get(email);
    if (entry === undefined) return false;
    if (now - entry.since > this.#windowMs) {
      this.#failures.delete(email);
      return false;
    }
    return entry.count >= this.#maxFailures;
  }

  recordFailure(email: string, now: number): void {
    const entry = this.#failures.get(email);
    if (entry === undefined || now - entry.since > this.#windowMs) {
      if (this.#failures.size > 10_000) this.#prune(now);
      this.#failures.set(email, { count: 1, since: now });
    } else {
      entry.count += 1;
    }
  }

  recordSuccess(email: string): void {
    this.#failures.delete(email);
  }

  #prune(now: number): void {
    for (const [email, entry] of this.#failures) {
      if (now - entry.since > this.#windowMs) this.#failures.delete(email);
    }
  }
}
