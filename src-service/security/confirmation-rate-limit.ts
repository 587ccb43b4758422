import type { SqlDatabase } from '../storage/sql-database.ts';
import { confirmationCountStore as store, countKey, type CountKind } from './confirmation-count-store.ts';

export interface ConfirmationLimits {
  /** Mails one e-mail address may be sent within a window. */
  readonly perEmail: number;
  /** Requests one source address may make within a window. */
  readonly perAddress: number;
  readonly windowMs: number;
  /** Keys remembered per kind; beyond it the least counted are forgotten (never one at its limit). */
  readonly maxEntries: number;
}

/**
 * Five mails per address per hour are plenty for a person who lost one; twenty requests per
 * source per hour let a shared office ask for a few people, not mail-bomb a list of strangers.
 */
export const defaultConfirmationLimits: ConfirmationLimits = {
  perEmail: 5,
  perAddress: 20,
  windowMs: 3600 * 1000,
  maxEntries: 10_000,
};

export type ConfirmationAllowance =
  | { readonly kind: 'allowed' }
  /** The mail is not sent, and the answer must not say so (it would reveal nothing, but stay alike). */
  | { readonly kind: 'email-limited' }
  | { readonly kind: 'address-limited'; readonly retryAfterMs: number };

/**
 * Counts per key in fixed windows, remembering at most `maxEntries` keys: a full table forgets
 * the key with the fewest requests, never one at its limit, so flooding other keys cannot give a
 * limited address a fresh allowance; when every key is at its limit, new keys are refused until
 * the oldest window ends. Call inside a transaction.
 */
class WindowCounter {
  readonly #db: SqlDatabase;
  readonly #kind: CountKind;
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #maxEntries: number;

  constructor(db: SqlDatabase, kind: CountKind, limits: ConfirmationLimits, limit: number) {
    this.#db = db;
    this.#kind = kind;
    this.#limit = limit;
    this.#windowMs = limits.windowMs;
    this.#maxEntries = limits.maxEntries;
  }

  /** Null when `value` is under its limit (and counts it); otherwise the ms until it may try again. */
  async take(value: string, now: number): Promise<number | null> {
    const [db, kind, key] = [this.#db, this.#kind, countKey(value)];
    const entry = await store.get(db, kind, key);
    if (entry !== undefined && entry.expiresAt > now) {
      if (entry.count >= this.#limit) return entry.since + this.#windowMs - now;
      await store.increment(db, kind, key);
      return null;
    }
    if (entry !== undefined) await store.delete(db, kind, key);
    if (!(await this.#makeRoom(now)))
      return Math.max(1, ((await store.oldestSince(db, kind)) ?? now) + this.#windowMs - now);
    await store.insert(db, kind, key, now, now + this.#windowMs);
    return null;
  }

  size(): Promise<number> {
    return store.count(this.#db, this.#kind);
  }

  async #makeRoom(now: number): Promise<boolean> {
    const [db, kind] = [this.#db, this.#kind];
    if ((await store.count(db, kind)) < this.#maxEntries) return true;
    await store.deleteExpired(db, kind, now);
    return (
      (await store.count(db, kind)) < this.#maxEntries ||
      (await store.deleteLeastCounted(db, kind, this.#limit))
    );
  }
}

/** The /64 network of an IPv6 address (one host usually holds all of it); IPv4 as it is. */
export function sourceKey(remoteAddress: string | undefined): string {
  const address = (remoteAddress ?? 'unknown').toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * How often someone may make the service send a confirmation mail (password reset, address
 * confirmation), per source address and per e-mail address, whether or not the address has an
 * account (so the limit reveals nothing). Kept in the database on the service clock, so every
 * instance of the service counts the same mails; expired windows leave with the periodic sweep.
 */
export class ConfirmationRateLimit {
  readonly #db: SqlDatabase;
  readonly #emails: WindowCounter;
  readonly #sources: WindowCounter;

  constructor(db: SqlDatabase, limits: ConfirmationLimits = defaultConfirmationLimits) {
    this.#db = db;
    this.#emails = new WindowCounter(db, 'email', limits, limits.perEmail);
    this.#sources = new WindowCounter(db, 'source', limits, limits.perAddress);
  }

  take(
    input: { readonly email: string; readonly source: string },
    now: number,
  ): Promise<ConfirmationAllowance> {
    return this.#db.transaction(async (): Promise<ConfirmationAllowance> => {
      const wait = await this.#sources.take(input.source, now);
      if (wait !== null) return { kind: 'address-limited', retryAfterMs: wait };
      if ((await this.#emails.take(input.email, now)) !== null) return { kind: 'email-limited' };
      return { kind: 'allowed' };
    });
  }

  /** Keys remembered (sources, e-mails), for the test that the memory stays bounded. */
  async size(): Promise<{ sources: number; emails: number }> {
    return { sources: await this.#sources.size(), emails: await this.#emails.size() };
  }
}
