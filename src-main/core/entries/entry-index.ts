import { entryKey, type EntryTemplate } from '../../../src-shared/domain/entry-template.ts';

/** One of the person's records, reduced to what the index needs. */
export interface IndexedRecord {
  readonly id: string;
  /** Epoch ms. */
  readonly start: number;
  readonly template: EntryTemplate;
}

interface Entry {
  readonly key: string;
  /** The fields of the newest record with this key (its billable flag and spelling win). */
  template: EntryTemplate;
  /** Lowercased description, for prefix matches. */
  description: string;
  /** " description project code task" lowercased: a word of any of them may match. */
  words: string;
  /** The first two and three characters of each of those words: the buckets the entry is in. */
  prefixes: readonly string[];
  /** Record id -> start, so an edit or delete takes exactly its own use back. */
  readonly uses: Map<string, number>;
  latest: number;
  score: number;
}

/**
 * Ranking ("most recent and most frequent first"): every use of an entry adds a weight that
 * halves every `halfLifeMs` (a week): score = Σ 2^((start - origin) / halfLife). Two uses a week
 * ago weigh as much as one today. Because the origin is fixed, the order does not depend on "now"
 * and a new record only adds to its own entry's score: nothing is recomputed for the others.
 */
export const suggestionHalfLifeMs = 7 * 24 * 3_600_000;

export const defaultSuggestionLimit = 8;

/** Longest word prefix the entries are bucketed by; one character is answered from the whole list. */
const bucketChars = 3;

/** Rank order, total: score, then the newest use, then the key, so a binary search finds one place. */
function before(a: Entry, b: Entry): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.latest !== b.latest) return a.latest > b.latest;
  return a.key < b.key;
}

/** The first index whose entry does not rank before `entry`. */
function placeOf(list: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = list[middle];
    if (other !== undefined && before(other, entry)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The distinct entries of a person's records in rank order, so a keystroke scans an array
 * already sorted and stops at the limit. Typed text matches the start of the description first,
 * then the start of any word of description, project, code or task. The entries are also kept in
 * buckets by the first two and three characters of their words, so a keystroke scans only the
 * bucket of its first three characters.
 *
 * Filling: records added in bulk (the first read of an organization) are only counted; the first
 * question sorts once and fills the buckets. After that, each change moves its one entry to its
 * new place by binary search, in the list and in its buckets: no keystroke sorts anything.
 */
export class EntryIndex {
  readonly #entries = new Map<string, Entry>();
  readonly #records = new Map<string, string>();
  #ranked: Entry[] = [];
  /** Word prefix (two or three characters) -> the entries with such a word, in rank order. */
  readonly #buckets = new Map<string, Entry[]>();
  /** True while filling in bulk: order and buckets are built on the next question. */
  #unsorted = false;
  readonly #origin: number;

  /** `origin`: any fixed instant near the records (the time the index is built); only keeps weights small. */
  constructor(origin: number) {
    this.#origin = origin;
  }

  get size(): number {
    return this.#entries.size;
  }

  get recordCount(): number {
    return this.#records.size;
  }

  has(recordId: string): boolean {
    return this.#records.has(recordId);
  }

  /** Adds a record, or moves an edited one to its new entry. */
  upsert(record: IndexedRecord): void {
    this.remove(record.id);
    const key = entryKey(record.template);
    let entry = this.#entries.get(key);
    if (entry === undefined) {
      entry = {
        key,
        template: record.template,
        description: '',
        words: '',
        prefixes: [],
        uses: new Map(),
        latest: -Infinity,
        score: 0,
      };
      this.#entries.set(key, entry);
      if (this.#entries.size === 1) this.#unsorted = true;
    } else {
      this.#detach(entry);
    }
    entry.uses.set(record.id, record.start);
    entry.score += this.#weight(record.start);
    if (record.start >= entry.latest) {
      entry.latest = record.start;
      entry.template = record.template;
      describe(entry);
    }
    this.#records.set(record.id, key);
    this.#attach(entry);
  }

  /** Takes a record's use back (deleted, or edited into another entry). */
  remove(recordId: string): void {
    const key = this.#records.get(recordId);
    if (key === undefined) return;
    this.#records.delete(recordId);
    const entry = this.#entries.get(key);
    const start = entry?.uses.get(recordId);
    if (entry === undefined || start === undefined) return;
    this.#detach(entry);
    entry.uses.delete(recordId);
    if (entry.uses.size === 0) {
      this.#entries.delete(key);
      return;
    }
    entry.score -= this.#weight(start);
    if (start === entry.latest) entry.latest = Math.max(...entry.uses.values());
    this.#attach(entry);
  }

  /** Ids of the indexed records that started at or after `from`. */
  recordsSince(from: number): string[] {
    const ids: string[] = [];
    for (const entry of this.#entries.values()) {
      for (const [id, start] of entry.uses) if (start >= from) ids.push(id);
    }
    return ids;
  }

  clear(): void {
    this.#entries.clear();
    this.#records.clear();
    this.#ranked = [];
    this.#buckets.clear();
    this.#unsorted = false;
  }

  /** Entries matching `text`, best first; empty text gives the best entries overall. */
  suggest(text: string, limit = defaultSuggestionLimit): EntryTemplate[] {
    this.#sort();
    const query = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (query === '') return this.#ranked.slice(0, limit).map((e) => e.template);
    const word = ` ${query}`;
    const first: EntryTemplate[] = [];
    const second: EntryTemplate[] = [];
    // Only entries with a word starting like the text can match, already in rank order.
    const candidates =
      query.length < 2 ? this.#ranked : (this.#buckets.get(query.slice(0, bucketChars)) ?? []);
    for (const entry of candidates) {
      if (entry.description.startsWith(query)) {
        first.push(entry.template);
        if (first.length >= limit) break;
      } else if (second.length < limit && entry.words.includes(word)) {
        second.push(entry.template);
      }
    }
    return [...first, ...second].slice(0, limit);
  }

  /** The last distinct entries, newest first. */
  recent(limit = defaultSuggestionLimit): EntryTemplate[] {
    // A bounded insertion: `limit` is small, so this is one pass over the entries.
    const best: Entry[] = [];
    for (const entry of this.#entries.values()) {
      if (best.length === limit && entry.latest <= (best[limit - 1]?.latest ?? -Infinity)) continue;
      let at = best.length;
      while (at > 0 && (best[at - 1]?.latest ?? Infinity) < entry.latest) at -= 1;
      best.splice(at, 0, entry);
      if (best.length > limit) best.pop();
    }
    return best.map((e) => e.template);
  }

  /** Takes an entry out of the order and its buckets, at the place its current rank gives. */
  #detach(entry: Entry): void {
    if (this.#unsorted) return;
    take(this.#ranked, entry);
    for (const prefix of entry.prefixes) {
      const bucket = this.#buckets.get(prefix);
      if (bucket !== undefined) take(bucket, entry);
    }
  }

  #attach(entry: Entry): void {
    if (this.#unsorted) return;
    this.#ranked.splice(placeOf(this.#ranked, entry), 0, entry);
    for (const prefix of entry.prefixes) {
      const bucket = this.#buckets.get(prefix);
      if (bucket === undefined) this.#buckets.set(prefix, [entry]);
      else bucket.splice(placeOf(bucket, entry), 0, entry);
    }
  }

  #sort(): void {
    if (!this.#unsorted) return;
    this.#ranked = [...this.#entries.values()].sort((a, b) => (before(a, b) ? -1 : 1));
    this.#buckets.clear();
    for (const entry of this.#ranked) {
      for (const prefix of entry.prefixes) {
        const bucket = this.#buckets.get(prefix);
        if (bucket === undefined) this.#buckets.set(prefix, [entry]);
        else bucket.push(entry);
      }
    }
    this.#unsorted = false;
  }

  /**
   * Whole numbers (2^16 per use at the origin, the exponent kept within ±20 half-lives), so sums
   * and differences are exact: an entry's score never depends on the order its records came in.
   */
  #weight(start: number): number {
    const halfLives = Math.min(20, Math.max(-16, (start - this.#origin) / suggestionHalfLifeMs));
    return Math.max(1, Math.round(2 ** (halfLives + 16)));
  }
}

function take(list: Entry[], entry: Entry): void {
  const at = placeOf(list, entry);
  if (list[at] === entry) list.splice(at, 1);
  else {
    // Not where its rank says (never expected): find it the slow way rather than leave it twice.
    const found = list.indexOf(entry);
    if (found >= 0) list.splice(found, 1);
  }
}

function describe(entry: Entry): void {
  const { description, project, task } = entry.template;
  entry.description = description.trim().toLowerCase();
  const words = [description, project.name, project.code ?? '', task?.name ?? '']
    .join(' ')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  entry.words = ` ${words.join(' ')}`;
  entry.prefixes = [
    ...new Set(words.flatMap((w) => (w.length < 2 ? [] : [w.slice(0, 2), w.slice(0, bucketChars)]))),
  ];
}
