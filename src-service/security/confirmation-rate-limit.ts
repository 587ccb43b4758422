import { PenaltyWindowMap } from './penalty-window-map.ts';

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

interface Entry {
  count: number;
  readonly since: number;
}

/**
 * Counts per key in fixed windows, remembering at most `maxEntries` keys (PenaltyWindowMap): a
 * full map forgets the key with the fewest requests, never one at its limit, so flooding other
 * keys cannot give a limited address a fresh allowance; when every key is at its limit, new keys
 * are refused until the oldest window ends.
 */
class WindowCounter {
  readonly #entries: PenaltyWindowMap<Entry>;
  readonly #limit: number;
  readonly #windowMs: number;

  constructor(limits: ConfirmationLimits, limit: number) {
    this.#limit = limit;
    this.#windowMs = limits.windowMs;
    this.#entries = new PenaltyWindowMap<Entry>({
      windowMs: limits.windowMs,
      maxEntries: limits.maxEntries,
      penalty: (entry) => entry.count,
      blockingPenalty: limit,
    });
  }

  /** Null when `key` is under its limit (and counts it); otherwise the ms until it may try again. */
  take(key: string, now: number): number | null {
    const entry = this.#entries.get(key, now);
    if (entry === undefined) {
      const added = this.#entries.add(key, { count: 1, since: now }, now);
      return added === null ? Math.max(1, this.#entries.roomAt() - now) : null;
    }
    if (entry.count >= this.#limit) return entry.since + this.#windowMs - now;
    entry.count += 1;
    return null;
  }

  get size(): number {
    return this.#entries.size;
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
 * account (so the limit reveals nothing). Kept in memory on the service clock; a restart forgets it.
 */
export class ConfirmationRateLimit {
  readonly #emails: WindowCounter;
  readonly #sources: WindowCounter;

  constructor(limits: ConfirmationLimits = defaultConfirmationLimits) {
    this.#emails = new WindowCounter(limits, limits.perEmail);
    this.#sources = new WindowCounter(limits, limits.perAddress);
  }

  take(input: { readonly email: string; readonly source: string }, now: number): ConfirmationAllowance {
    const wait = this.#sources.take(input.source, now);
    if (wait !== null) return { kind: 'address-limited', retryAfterMs: wait };
    if (this.#emails.take(input.email, now) !== null) return { kind: 'email-limited' };
    return { kind: 'allowed' };
  }

  /** Keys remembered (sources, e-mails), for the test that the memory stays bounded. */
  get size(): { sources: number; emails: number } {
    return { sources: this.#sources.size, emails: this.#emails.size };
  }
}
