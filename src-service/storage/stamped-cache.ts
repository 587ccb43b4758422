interface Entry<V> {
  readonly stamp: string;
  readonly value: V;
  readonly weight: number;
}

/**
 * Values kept under the database's change stamp (SqlDatabase.changeStamp): one is served only
 * while the stamp is still the one it was kept under, so a change to any watched table retires
 * everything kept before it. Bounded by entries and by total weight; the least recently served
 * goes first.
 */
export class StampedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #maxWeight: number;
  #weight = 0;

  constructor(limits: { readonly entries: number; readonly weight: number }) {
    this.#maxEntries = limits.entries;
    this.#maxWeight = limits.weight;
  }

  /** Entries and weight held now (for the tests of the bounds). */
  get size(): { entries: number; weight: number } {
    return { entries: this.#entries.size, weight: this.#weight };
  }

  get(key: string, stamp: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.stamp !== stamp) {
      this.#weight -= entry.weight;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the front is the least recently served.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, stamp: string, value: V, weight: number): void {
    if (weight > this.#maxWeight) return;
    const old = this.#entries.get(key);
    if (old !== undefined) {
      this.#entries.delete(key);
      this.#weight -= old.weight;
    }
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size < this.#maxEntries && this.#weight + weight <= this.#maxWeight) break;
      this.#entries.delete(oldestKey);
      this.#weight -= oldest.weight;
    }
    this.#entries.set(key, { stamp, value, weight });
    this.#weight += weight;
  }
}
