import type { SqlDatabase } from '../storage/sql-database.ts';
import { loginFailureKey, loginFailureStore as store, type LoginFailureRow } from './login-failure-store.ts';

/** One password check in progress for an address; ends as a success or a failure, once. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(now: number): Promise<void>;
}

/**
 * Slows password guessing: after `maxFailures` wrong passwords for one e-mail address within
 * `windowMs`, further attempts for it are refused until the window has passed. Kept in the
 * database, so every instance of the service counts the same guesses and a restart forgets
 * nothing; per address whether or not it exists, so it reveals nothing.
 *
 * An attempt is reserved before its password is hashed, not counted after: otherwise guesses
 * sent all at once would pass the check together and every one of them would be tried. The
 * reservation is written in a transaction (IMMEDIATE on SQLite, SERIALIZABLE on PostgreSQL), so
 * two instances cannot both read the count below the limit. An instance that dies while hashing leaves its reservation counted
 * until the window ends: the limit errs towards refusing.
 *
 * Addresses come from requests, so at most `maxEntries` are remembered: a full table forgets the
 * address with the fewest failures, never a lockout in force, so flooding other addresses cannot
 * lift a victim's lockout; a table full of lockouts refuses new addresses until the oldest window
 * passes. Expired windows also leave with the periodic sweep (storage/sweep-expired.ts).
 */
export class LoginThrottle {
  readonly #db: SqlDatabase;
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #maxEntries: number;

  constructor(db: SqlDatabase, maxFailures = 10, windowMs = 15 * 60 * 1000, maxEntries = 10_000) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new RangeError(`The lockout needs room for one address at least, got ${maxEntries}.`);
    }
    this.#db = db;
    this.#maxFailures = maxFailures;
    this.#windowMs = windowMs;
    this.#maxEntries = maxEntries;
  }

  /** Reserves an attempt for `email`; null when the address is blocked (refuse without hashing). */
  async begin(email: string, now: number): Promise<LoginAttempt | null> {
    const key = loginFailureKey(email);
    const since = await this.#db.transaction(async (): Promise<number | null> => {
      const entry = (await this.#live(key, now)) ?? (await this.#add(key, now));
      if (entry === null || entry.failures + entry.inFlight >= this.#maxFailures) return null;
      await store.reserve(this.#db, key);
      return entry.since;
    });
    if (since === null) return null;
    let ended = false;
    const end = (): boolean => {
      if (ended) return false;
      ended = true;
      return true;
    };
    return {
      succeeded: async () => {
        if (end()) await store.delete(this.#db, key);
      },
      failed: async (at) => {
        if (!end()) return;
        await this.#db.transaction(async () => {
          await store.release(this.#db, key, since);
          // The window may have been renewed meanwhile: the failure counts where it lives now.
          if (((await this.#live(key, at)) ?? (await this.#add(key, at))) !== null)
            await store.addFailure(this.#db, key);
        });
      },
    };
  }

  /** Addresses tracked now (for tests of the bound). */
  size(): Promise<number> {
    return store.count(this.#db);
  }

  /** The window of `key` still running at `now`; an expired one is forgotten. */
  async #live(key: string, now: number): Promise<LoginFailureRow | undefined> {
    const entry = await store.get(this.#db, key);
    if (entry === undefined || entry.expiresAt > now) return entry;
    await store.delete(this.#db, key);
    return undefined;
  }

  /** Starts a window for `key`, making room if the table is full; null when there is none. */
  async #add(key: string, now: number): Promise<LoginFailureRow | null> {
    if ((await store.count(this.#db)) >= this.#maxEntries) {
      await store.deleteExpired(this.#db, now);
      if (
        (await store.count(this.#db)) >= this.#maxEntries &&
        !(await store.deleteLeastPenalized(this.#db, this.#maxFailures))
      ) {
        return null;
      }
    }
    const entry = { failures: 0, inFlight: 0, since: now, expiresAt: now + this.#windowMs };
    await store.insert(this.#db, key, entry.since, entry.expiresAt);
    return entry;
  }
}
