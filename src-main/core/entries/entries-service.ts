import type { EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import type { WriteTarget } from '../../../src-shared/domain/outbox.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { timeRangeToV1, v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import type { NameBook } from '../workplace/name-book.ts';
import { workplaceOf, type OrganizationLink } from '../workplace/organization-link.ts';
import type { Logger } from '../logging/logger.ts';
import { timeRecordsPath, timeRecordView } from '../timerecords/time-record-codec.ts';
import { V1UnavailableError } from '../v1/v1-errors.ts';
import { defaultSuggestionLimit, EntryIndex, type IndexedRecord } from './entry-index.ts';

export interface EntriesServiceOptions {
  readonly link: OrganizationLink;
  readonly names: NameBook;
  readonly clock: ServerClock;
  readonly logger: Logger;
  /** How far back the person's records are read when an organization is opened. */
  readonly windowDays?: number;
  /** How many of the newest records are read again after a change. */
  readonly latestCount?: number;
}

const dayMs = 24 * 3_600_000;

function indexed(view: TimeRecordView | null): IndexedRecord | null {
  if (view === null || view.project === null) return null;
  return {
    id: view.id,
    start: view.start,
    template: {
      project: view.project,
      task: view.task,
      workType: view.workType ?? null,
      description: view.description,
      billable: view.billable,
    },
  };
}

/**
 * The entries the person used before in the current organization, for autocomplete and continue.
 * Their records of the last 90 days are read once per organization (1000 a page); afterwards a
 * change of time records reads only the newest few again (which also shows deletes among them),
 * and an edit or delete confirmed here is applied to its record directly.
 */
export class EntriesService {
  readonly #options: EntriesServiceOptions;
  readonly #listeners = new Set<(recent: readonly EntryTemplate[]) => void>();
  #index: EntryIndex;
  #workplace: string | null = null;
  #loading: Promise<void> | null = null;
  #generation = 0;
  /** The organization's records were read (once per organization and person). */
  #loaded = false;
  #disposed = false;

  constructor(options: EntriesServiceOptions) {
    this.#options = options;
    this.#index = new EntryIndex(options.clock.now());
  }

  /** Answers from what is indexed; while the organization's records are first read, after that. */
  async suggest(text: string, limit?: number): Promise<EntryTemplate[]> {
    await this.#loading;
    return this.#index.suggest(text, limit);
  }

  async recent(limit?: number): Promise<EntryTemplate[]> {
    await this.#loading;
    return this.#index.recent(limit);
  }

  /** The recent entries as indexed now, without waiting (for the tray). */
  recentNow(limit?: number): EntryTemplate[] {
    return this.#index.recent(limit);
  }

  subscribe(listener: (recent: readonly EntryTemplate[]) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  contextChanged(): void {
    const { link, clock } = this.#options;
    const workplace = workplaceOf(link);
    if (workplace !== this.#workplace) {
      this.#workplace = workplace;
      this.#generation += 1;
      this.#loaded = false;
      this.#index = new EntryIndex(clock.now());
      this.#emit();
    }
    if (workplace === null || link.client() === null || this.#loaded || this.#loading !== null) return;
    const loading = this.#track(this.#load()).finally(() => {
      if (this.#loading === loading) this.#loading = null;
    });
    this.#loading = loading;
  }

  dataChanged(resources: readonly DataResource[]): void {
    if (!resources.includes('timerecords') && !resources.includes('projects')) return;
    if (this.#loaded) void this.#track(this.#readLatest());
    else this.contextChanged();
  }

  /** A write of this app reached the service: an edit or delete of an older record counts too. */
  written(target: WriteTarget): void {
    if (target.resource !== 'timerecords') return;
    if (target.action === 'delete') {
      this.#index.remove(target.id);
      this.#emit();
    } else if (target.action === 'update' || target.action === 'restore') {
      void this.#track(this.#readOne(target.id));
    }
  }

  dispose(): void {
    this.#disposed = true;
    this.#listeners.clear();
  }

  async #load(): Promise<void> {
    const { link, clock } = this.#options;
    const client = link.client();
    if (client === null) return;
    const generation = this.#generation;
    const me = v1StringLiteral(await link.me());
    const now = clock.now();
    const from = now - (this.#options.windowDays ?? 90) * dayMs;
    const index = this.#index;
    for await (const record of client.iterate<Record<string, unknown>>(timeRecordsPath, {
      $filter: `user/id eq ${me} and project ne null and ${timeRangeToV1(from, now + 2 * dayMs)}`,
      $orderby: 'start desc',
      no_expand: true,
    })) {
      if (generation !== this.#generation) return;
      const entry = indexed(timeRecordView(record, this.#options.names));
      if (entry !== null) index.upsert(entry);
    }
    this.#loaded = true;
    this.#emit();
  }

  async #readLatest(): Promise<void> {
    await this.#loading;
    const { link } = this.#options;
    const client = link.client();
    if (client === null) return;
    const generation = this.#generation;
    const me = v1StringLiteral(await link.me());
    const top = this.#options.latestCount ?? 100;
    const records = await client.list<Record<string, unknown>>(timeRecordsPath, {
      $filter: `user/id eq ${me} and project ne null`,
      $orderby: 'start desc',
      $top: top,
      no_expand: true,
    });
    if (generation !== this.#generation) return;
    const seen = new Set<string>();
    let oldest = Infinity;
    for (const record of records) {
      const view = timeRecordView(record, this.#options.names);
      if (view === null) continue;
      oldest = Math.min(oldest, view.start);
      seen.add(view.id);
      const entry = indexed(view);
      if (entry !== null) this.#index.upsert(entry);
    }
    // Everything this new than the oldest one read is in the answer; what is missing was deleted.
    const since = records.length < top ? -Infinity : oldest + 1;
    for (const id of this.#index.recordsSince(since)) if (!seen.has(id)) this.#index.remove(id);
    this.#emit();
  }

  async #readOne(id: string): Promise<void> {
    await this.#loading;
    const client = this.#options.link.client();
    if (client === null) return;
    const generation = this.#generation;
    const record = await client.get<Record<string, unknown> | undefined>(
      `${timeRecordsPath}/${encodeURIComponent(id)}`,
      { no_expand: true },
    );
    if (generation !== this.#generation) return;
    const entry = indexed(record === undefined ? null : timeRecordView(record, this.#options.names));
    if (entry === null) this.#index.remove(id);
    else this.#index.upsert(entry);
    this.#emit();
  }

  /** A read that fails leaves the index as it was: suggestions are a help, not a must. */
  #track(work: Promise<void>): Promise<void> {
    return work.catch((error: unknown) => {
      if (!(error instanceof V1UnavailableError)) {
        this.#options.logger.warn('could not read earlier entries', { error });
      }
    });
  }

  #emit(): void {
    if (this.#disposed) return;
    const recent = this.#index.recent(defaultSuggestionLimit);
    for (const listener of [...this.#listeners]) listener(recent);
  }
}
