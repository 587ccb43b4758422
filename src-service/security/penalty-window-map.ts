/** What a penalty map keeps per key: when its window began and how much it has been penalized. */
export interface PenaltyEntry {
  readonly since: number;
}

export interface PenaltyMapOptions<E extends PenaltyEntry> {
  readonly windowMs: number;
  /** Keys remembered at most. */
  readonly maxEntries: number;
  /** How much an entry has earned (failures, mails sent): the least penalized are dropped first. */
  readonly penalty: (entry: E) => number;
  /** From this penalty on an entry is a block in force and is never dropped to make room. */
  readonly blockingPenalty: number;
}

/**
 * Per-key counters of the security limits (login lockout, confirmation mails), keyed by what
 * requests send, so bounded - without letting the bound undo a limit. When the map is full it
 * forgets, in this order: entries whose window has passed; then the least penalized entry (oldest
 * first among equals), never one whose block is in force. When every entry is a block in force,
 * a new key is refused (`add` answers null) until the oldest window passes: an attacker who wants
 * a victim's block forgotten must first earn a bigger penalty on every other entry, and if he
 * fills the map with blocks, new keys are held back - the limit fails closed, not open.
 *
 * Entries are inserted when their window starts and never moved, so the map's order is the order
 * of `since` and expired entries are dropped from its front as new ones come: no timers at all.
 */
export class PenaltyWindowMap<E extends PenaltyEntry> {
  readonly #entries = new Map<string, E>();
  readonly #options: PenaltyMapOptions<E>;

  constructor(options: PenaltyMapOptions<E>) {
    if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
      throw new RangeError(`A penalty map needs room for one entry at least, got ${options.maxEntries}.`);
    }
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The live entry of `key`; an expired one is forgotten. */
  get(key: string, now: number): E | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.#expired(entry, now)) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Starts `key`'s window with `entry` (replacing an old one); null when there is no room. */
  add(key: string, entry: E, now: number): E | null {
    this.#entries.delete(key);
    this.#dropExpired(now);
    if (this.#entries.size >= this.#options.maxEntries && !this.#dropLeastPenalized()) return null;
    this.#entries.set(key, entry);
    return entry;
  }

  /** When the oldest window ends (the earliest a refused key can get room). */
  roomAt(): number {
    const oldest = this.#entries.values().next();
    return oldest.done === true ? 0 : oldest.value.since + this.#options.windowMs;
  }

  #expired(entry: E, now: number): boolean {
    return now - entry.since >= this.#options.windowMs;
  }

  #dropExpired(now: number): void {
    for (const [key, entry] of this.#entries) {
      if (!this.#expired(entry, now)) break;
      this.#entries.delete(key);
    }
  }

  #dropLeastPenalized(): boolean {
    const { penalty, blockingPenalty } = this.#options;
    let victim: string | null = null;
    let least = blockingPenalty;
    for (const [key, entry] of this.#entries) {
      const earned = penalty(entry);
      if (earned < least) {
        victim = key;
        least = earned;
        if (earned <= 0) break;
      }
    }
    if (victim === null) return false;
    this.#entries.delete(victim);
    return true;
  }
}
