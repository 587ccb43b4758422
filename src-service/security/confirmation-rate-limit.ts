export interface ConfirmationLimits {
  /** Mails one e-mail address may be sent within a window. */
  readonly perEmail: number;
  /** Requests one source address may make within a window. */
  readonly perAddress: number;
  readonly windowMs: number;
  /** Keys remembered per kind; beyond it the oldest are forgotten. */
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
  since: number;
}

/** Counts per key in fixed windows, remembering at most `maxEntries` keys (oldest forgotten first). */
class WindowCounter {
  readonly #entries = new Map<string, Entry>();
  readonly limits: ConfirmationLimits;

  constructor(limits: ConfirmationLimits) {
    this.limits = limits;
  }

  /** Null when `key` is under `limit` (and counts it); otherwise the ms until its window ends. */
  take(key: string, limit: number, now: number): number | null {
    const { windowMs } = this.limits;
    let entry = this.#entries.get(key);
    if (entry !== undefined && now - entry.since >= windowMs) {
      this.#entries.delete(key);
      entry = undefined;
    }
    if (entry === undefined) {
      this.#makeRoom(now);
      // Inserted anew, so the map's order stays oldest window first.
      this.#entries.set(key, { count: 1, since: now });
      return null;
    }
    if (entry.count >= limit) return entry.since + windowMs - now;
    entry.count += 1;
    return null;
  }

  get size(): number {
    return this.#entries.size;
  }

  #makeRoom(now: number): void {
    if (this.#entries.size < this.limits.maxEntries) return;
    for (const [key, entry] of this.#entries) {
      if (now - entry.since >= this.limits.windowMs) this.#entries.delete(key);
    }
    // Still full (many keys in one window): forget the oldest. Someone flooding new keys can at
    // worst give one address a fresh allowance early; memory stays bounded whatever they send.
    for (const key of this.#entries.keys()) {
      if (this.#entries.size < this.limits.maxEntries) break;
      this.#entries.delete(key);
    }
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
    this.#emails = new WindowCounter(limits);
    this.#sources = new WindowCounter(limits);
  }

  take(input: { readonly email: string; readonly source: string }, now: number): ConfirmationAllowance {
    const limits = this.#sources.limits;
    const wait = this.#sources.take(input.source, limits.perAddress, now);
    if (wait !== null) return { kind: 'address-limited', retryAfterMs: wait };
    if (this.#emails.take(input.email, limits.perEmail, now) !== null) return { kind: 'email-limited' };
    return { kind: 'allowed' };
  }

  /** Keys remembered (sources, e-mails), for the test that the memory stays bounded. */
  get size(): { sources: number; emails: number } {
    return { sources: this.#sources.size, emails: this.#emails.size };
  }
}
