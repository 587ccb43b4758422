import type { Database } from 'better-sqlite3';
import { loginFailureKey, loginFailureStore as store, type LoginFailureRow } from './login-failure-store.ts';

/** One password check in progress for an address; ends as a success or a failure, once. */
export interface LoginAttempt {
  succeeded(): void;
  failed(now: number): void;
}

/**
 * Slows password guessing: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, further attempts for it are refused until the window has passed. Kept in the
 * database, so every instance of the service counts the same guesses and a restart forgets
 * nothing; per address whether or not it exists, so it reveals nothing.
 *
 * An attempt is reserved before its password is hashed, not counted after: otherwise guesses
 * sent all at once would pass the check together and every one of them would be tried. The
 * reservation is written in an IMMEDIATE transaction, so two instances cannot both read the
 * count below the limit. An instance that dies while hashing leaves its reservation counted
 * until the window ends: the limit errs towards refusing.
 *
 * Addresses come from requests, so at most `maxEntries` are remembered: a full table forgets the
 * address with the fewest failures, never a lockout in force, so flooding other addresses cannot
 * lift a victim's lockout; a table full of lockouts refuses new addresses until the oldest window
 * passes. Expired windows also leave with the periodic sweep (storage/sweep-expired.ts).
 */
export class LoginThrottle {
  readonly #db: Database;
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #maxEntries: number;

  constructor(db: Database, maxFailures = 10, windowMs = 15 * 60 * 1000, maxEntries = 10_000) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`The lockout needs room for one address at least, got ${maxEntries}.`);
    }
    this.#db = db;
    this.#maxFailures = maxFailures;
    this.#windowMs = windowMs;
    this.#maxEntries = maxEntries;
  }

  /** Reserves an attempt for `email`; null when the address is blocked (refuse without hashing). */
  begin(email: string, now: number): LoginAttempt | null {
    const key = loginFailureKey(email);
    const since = this.#db
      .transaction((): number | null => {
        const entry = this.#live(key, now) ?? this.#add(key, now);
        if (entry === null || entry.failures + entry.inFlight >= this.#maxFailures) return null;
        store.reserve(this.#db, key);
        return entry.since;
      })
      .immediate();
    if (since === null) return null;
    let ended = false;
    const end = (): boolean => {
      if (ended) return false;
      ended = true;
      return true;
    };
    return {
      succeeded: () => {
        if (end()) store.delete(this.#db, key);
      },
      failed: (at) => {
        if (!end()) return;
        this.#db
          .transaction(() => {
            store.release(this.#db, key, since);
            // The window may have been renewed meanwhile: the failure counts where it lives now.
            if ((this.#live(key, at) ?? this.#add(key, at)) !== null) store.addFailure(this.#db, key);
          })
          .immediate();
      },
    };
  }

  /** Addresses tracked now (for tests of the bound). */
  get size(): number {
    return store.count(this.#db);
  }

  /** The window of `key` still running at `now`; an expired one is forgotten. */
  #live(key: string, now: number): LoginFailureRow | undefined {
    const entry = store.get(this.#db, key);
    if (entry === undefined || entry.expiresAt > now) return entry;
    store.delete(this.#db, key);
    return undefined;
  }

  /** Starts a window for `key`, making room if the table is full; null when there is none. */
  #add(key: string, now: number): LoginFailureRow | null {
    if (store.count(this.#db) >= this.#maxEntries) {
      store.deleteExpired(this.#db, now);
      if (
        store.count(this.#db) >= this.#maxEntries &&
        !store.deleteLeastPenalized(this.#db, this.#maxFailures)
      ) {
        return null;
      }
    }
    const entry = { failures: 0, inFlight: 0, since: now, expiresAt: now + this.#windowMs };
    store.insert(this.#db, key, entry.since, entry.expiresAt);
    return entry;
  }
}
