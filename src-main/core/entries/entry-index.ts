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
  /** The first one, two and three characters of each of those words: the buckets the entry is in. */
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

/** Longest word prefix the entries are bucketed by. */
const bucketChars = 3;

/**
 * The distinct entries of a person's records, ranked once and kept current record by record, so a
 * keystroke only scans an array already in rank order and stops at the limit. Typed text matches
 * the start of the description first, then the start of any word of description, project, code or
 * task. The entries are also bucketed by the first one, two and three characters of their words, so a
 * keystroke scans only the bucket of its first three characters. After changes, the first question
 * sorts again (mostly sorted already) and refills the buckets.
 */
export class EntryIndex {
  readonly #entries = new Map<string, Entry>();
  readonly #records = new Map<string, string>();
  #ranked: Entry[] = [];
  /** Word prefix (one to three characters) -> the entries with such a word, in rank order. */
  #buckets = new Map<string, Entry[]>();
  #dirty = false;
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
      this.#ranked.push(entry);
    }
    entry.uses.set(record.id, record.start);
    entry.score += this.#weight(record.start);
    if (record.start >= entry.latest) {
      entry.latest = record.start;
      entry.template = record.template;
      describe(entry);
    }
    this.#records.set(record.id, key);
    this.#dirty = true;
  }

  /** Takes a record's use back (deleted, or edited into another entry). */
  remove(recordId: string): void {
    const key = this.#records.get(recordId);
    if (key === undefined) return;
    this.#records.delete(recordId);
    const entry = this.#entries.get(key);
    const start = entry?.uses.get(recordId);
    if (entry === undefined || start === undefined) return;
    entry.uses.delete(recordId);
    if (entry.uses.size === 0) {
      this.#entries.delete(key);
      this.#ranked = this.#ranked.filter((e) => e !== entry);
      return;
    }
    entry.score -= this.#weight(start);
    if (start === entry.latest) entry.latest = Math.max(...entry.uses.values());
    this.#dirty = true;
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
    this.#dirty = false;
  }

  /** Entries matching `text`, best first; empty text gives the best entries overall. */
  suggest(text: string, limit = defaultSuggestionLimit): EntryTemplate[] {
    const ranked = this.#rankedEntries();
    const query = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (query === '') return ranked.slice(0, limit).map((e) => e.template);
    const word = ` ${query}`;
    const first: EntryTemplate[] = [];
    const second: EntryTemplate[] = [];
    // Only entries with a word starting like the text can match, already in rank order.
    for (const entry of this.#buckets.get(query.slice(0, bucketChars)) ?? []) {
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

  #rankedEntries(): readonly Entry[] {
    if (this.#dirty) {
      // Mostly sorted already after a few changes, which the engine's merge sort finishes fast.
      this.#ranked.sort((a, b) => b.score - a.score || b.latest - a.latest);
      this.#buckets.clear();
      for (const entry of this.#ranked) {
        for (const prefix of entry.prefixes) {
          const bucket = this.#buckets.get(prefix);
          if (bucket === undefined) this.#buckets.set(prefix, [entry]);
          else bucket.push(entry);
        }
      }
      this.#dirty = false;
    }
    return this.#ranked;
  }

  #weight(start: number): number {
    return 2 ** ((start - this.#origin) / suggestionHalfLifeMs);
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
    ...new Set(words.flatMap((w) => [w.slice(0, 1), w.slice(0, 2), w.slice(0, bucketChars)])),
  ];
}
