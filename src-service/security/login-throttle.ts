/** One password check in progress for an address; ends as a success or a failure, once. */
export interface LoginAttempt {
  succeeded(): void;
  failed(now: number): void;
}

interface Entry {
  failures: number;
  /** Attempts reserved and not yet ended: they count against the limit while they hash. */
  inFlight: number;
  since: number;
}

/**
 * Slows password guessing: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, further attempts for it are refused until the window has passed. Kept in memory
 * (a restart forgets it), per address whether or not it exists, so it reveals nothing.
 *
 * An attempt is reserved before its password is hashed, not counted after: otherwise guesses
 * sent all at once would pass the check together and every one of them would be tried.
 */
export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #maxEntries: number;

  constructor(maxFailures = 10, windowMs = 15 * 60 * 1000, maxEntries = 10_000) {
    this.#maxFailures = maxFailures;
    this.#windowMs = windowMs;
    this.#maxEntries = maxEntries;
  }

  /** Reserves an attempt for `email`; null when the address is blocked (refuse without hashing). */
  begin(email: string, now: number): LoginAttempt | null {
    const entry = this.#current(email, now) ?? this.#add(email, now);
    if (entry.failures + entry.inFlight >= this.#maxFailures) return null;
    entry.inFlight += 1;
    let ended = false;
    const end = (): boolean => {
      if (ended) return false;
      ended = true;
      entry.inFlight -= 1;
      return true;
    };
    return {
      succeeded: () => {
        if (end()) this.#entries.delete(email);
      },
      failed: (at) => {
        if (!end()) return;
        // The entry may have been evicted or renewed meanwhile: the failure counts where it lives now.
        const live = this.#current(email, at) ?? this.#add(email, at);
        live.failures += 1;
      },
    };
  }

  /** Addresses tracked now (for tests of the bound). */
  get size(): number {
    return this.#entries.size;
  }

  #current(email: string, now: number): Entry | undefined {
    const entry = this.#entries.get(email);
    if (entry === undefined) return undefined;
    if (now - entry.since > this.#windowMs) {
      this.#entries.delete(email);
      return undefined;
    }
    return entry;
  }

  /**
   * The map is keyed by what requests send, so it is bounded: expired entries go first, then the
   * oldest. Evicting an address forgets its failures, but every entry costs the evictor one
   * password hash, so flushing a victim's count costs far more than the ten guesses it buys.
   */
  #add(email: string, now: number): Entry {
    if (this.#entries.size >= this.#maxEntries) {
      for (const [key, entry] of this.#entries) {
        if (now - entry.since > this.#windowMs) this.#entries.delete(key);
      }
      for (const key of this.#entries.keys()) {
        if (this.#entries.size < this.#maxEntries) break;
        this.#entries.delete(key);
      }
    }
    const entry: Entry = { failures: 0, inFlight: 0, since: now };
    this.#entries.set(email, entry);
    return entry;
  }
}
