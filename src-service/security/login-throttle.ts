import { PenaltyWindowMap } from './penalty-window-map.ts';

/** One password check in progress for an address; ends as a success or a failure, once. */
export interface LoginAttempt {
  succeeded(): void;
  failed(now: number): void;
}

interface Entry {
  failures: number;
  /** Attempts reserved and not yet ended: they count against the limit while they hash. */
  inFlight: number;
  readonly since: number;
}

/**
 * Slows password guessing: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, further attempts for it are refused until the window has passed. Kept in memory
 * (a restart forgets it), per address whether or not it exists, so it reveals nothing.
 *
 * An attempt is reserved before its password is hashed, not counted after: otherwise guesses
 * sent all at once would pass the check together and every one of them would be tried.
 *
 * Addresses come from requests, so at most `maxEntries` are remembered (PenaltyWindowMap): a
 * full map forgets the address with the fewest failures, never a lockout in force, so flooding
 * other addresses cannot lift a victim's lockout; a map full of lockouts refuses new addresses
 * until the oldest window passes (a hundred thousand wrong passwords in one window, at the defaults).
 */
export class LoginThrottle {
  readonly #entries: PenaltyWindowMap<Entry>;
  readonly #maxFailures: number;

  constructor(maxFailures = 10, windowMs = 15 * 60 * 1000, maxEntries = 10_000) {
    this.#maxFailures = maxFailures;
    this.#entries = new PenaltyWindowMap<Entry>({
      windowMs,
      maxEntries,
      penalty: (entry) => entry.failures + entry.inFlight,
      blockingPenalty: maxFailures,
    });
  }

  /** Reserves an attempt for `email`; null when the address is blocked (refuse without hashing). */
  begin(email: string, now: number): LoginAttempt | null {
    const entry = this.#entries.get(email, now) ?? this.#add(email, now);
    if (entry === null || entry.failures + entry.inFlight >= this.#maxFailures) return null;
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
        // The entry may have been renewed meanwhile: the failure counts where it lives now.
        const live = this.#entries.get(email, at) ?? this.#add(email, at);
        if (live !== null) live.failures += 1;
      },
    };
  }

  /** Addresses tracked now (for tests of the bound). */
  get size(): number {
    return this.#entries.size;
  }

  #add(email: string, now: number): Entry | null {
    return this.#entries.add(email, { failures: 0, inFlight: 0, since: now }, now);
  }
}
