import type { ProjectRef, TodaySummary } from '../../../src-shared/domain/stopwatch.ts';
import { timeRangeToV1, v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import { computerTimeZone, daysInstants, localDateOf } from '../../../src-shared/domain/zoned-time.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import type { NameBook } from '../workplace/name-book.ts';
import type { OrganizationLink } from '../workplace/organization-link.ts';
import type { Logger } from '../logging/logger.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { V1UnavailableError } from '../v1/v1-errors.ts';
import { timeRecordsPath } from './time-record-codec.ts';

export interface TodaySummaryOptions {
  readonly link: OrganizationLink;
  readonly names: NameBook;
  readonly clock: ServerClock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** The zone the organization counts its days in: "today" is its today. */
  readonly timeZone: (client: V1Client) => Promise<string>;
  /** The running stopwatch's project, listed first among the recent ones. */
  readonly currentProject: () => ProjectRef | null;
  /** How many recent projects to offer. */
  readonly recentCount?: number;
}

const empty: TodaySummary = { finishedMs: null, recentProjects: [] };

/** The instants the day of `at` begins and ends in `timeZone`. */
export function dayAround(at: number, timeZone: string): { from: number; to: number } {
  const today = localDateOf(at, timeZone);
  return daysInstants(today, today, timeZone);
}

/**
 * Today's finished time and the projects worked on lately, for the stopwatch screen and the
 * tray. Read from the service when the organization changes, after confirmed writes of time
 * records, and at the organization's midnight; kept as they were while the service does not answer.
 */
export class TodaySummaryService {
  readonly #options: TodaySummaryOptions;
  readonly #listeners = new Set<(summary: TodaySummary) => void>();
  #summary: TodaySummary = empty;
  #scope: string | null = null;
  #reading: Promise<void> | null = null;
  #again = false;
  #midnight: unknown = null;
  /** The organization's zone as last read; the computer's until then (only for the midnight timer). */
  #zone: string | null = null;
  #disposed = false;

  constructor(options: TodaySummaryOptions) {
    this.#options = options;
  }

  state(): TodaySummary {
    const current = this.#options.currentProject();
    if (current === null) return this.#summary;
    const others = this.#summary.recentProjects.filter((p) => p.id !== current.id);
    return { ...this.#summary, recentProjects: [current, ...others].slice(0, this.#recentCount()) };
  }

  /** The organization's zone as last read, or null before the first read of this organization. */
  timeZone(): string | null {
    return this.#zone;
  }

  subscribe(listener: (summary: TodaySummary) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  contextChanged(): void {
    const scope = this.#options.link.scope();
    if (scope !== this.#scope) {
      this.#scope = scope;
      this.#zone = null;
      this.#summary = empty;
      this.#emit();
    }
    this.#scheduleMidnight();
    if (scope !== null && this.#options.link.client() !== null) void this.refresh();
  }

  dataChanged(resources: readonly DataResource[]): void {
    if (resources.includes('timerecords') || resources.includes('projects')) void this.refresh();
  }

  /** Reads both again; a read under way is followed by one more, never by many. */
  refresh(): Promise<void> {
    if (this.#reading !== null) {
      this.#again = true;
      return this.#reading;
    }
    this.#reading = this.#read()
      .catch((error: unknown) => {
        if (!(error instanceof V1UnavailableError)) {
          this.#options.logger.warn("could not read today's time", { error });
        }
      })
      .finally(() => {
        this.#reading = null;
        if (this.#again) {
          this.#again = false;
          void this.refresh();
        }
      });
    return this.#reading;
  }

  /** Emits the current state again (the stopwatch's project changed). */
  touch(): void {
    this.#emit();
  }

  dispose(): void {
    this.#disposed = true;
    if (this.#midnight !== null) this.#options.scheduler.clearTimeout(this.#midnight);
    this.#listeners.clear();
  }

  async #read(): Promise<void> {
    const { link, clock, names } = this.#options;
    const client = link.client();
    const scope = link.scope();
    if (client === null || scope === null) return;
    const [who, zone] = await Promise.all([link.me(), this.#options.timeZone(client)]);
    const me = v1StringLiteral(who);
    const day = dayAround(clock.now(), zone);
    const [totals, latest] = await Promise.all([
      client.get<{ summaries?: { name?: string; value?: string }[] }[]>(`${timeRecordsPath}/summary`, {
        summary: 'sum(duration)',
        $filter: `user/id eq ${me} and ${timeRangeToV1(day.from, day.to)}`,
      }),
      client.list<{ project?: unknown }>(timeRecordsPath, {
        $filter: `user/id eq ${me} and project ne null`,
        $orderby: 'start desc',
        $top: 50,
        no_expand: true,
      }),
    ]);
    if (this.#disposed || link.scope() !== scope) return;
    const sum = Array.isArray(totals) ? Number(totals[0]?.summaries?.[0]?.value ?? 0) : 0;
    const seen = new Set<string>();
    const recent: ProjectRef[] = [];
    for (const record of latest) {
      const project = names.project(record.project);
      if (project === null || seen.has(project.id)) continue;
      seen.add(project.id);
      recent.push(project);
      if (recent.length >= this.#recentCount()) break;
    }
    this.#summary = { finishedMs: Number.isFinite(sum) ? sum : null, recentProjects: recent };
    if (zone !== this.#zone) {
      this.#zone = zone;
      this.#scheduleMidnight();
    }
    this.#emit();
  }

  #recentCount(): number {
    return this.#options.recentCount ?? 5;
  }

  #scheduleMidnight(): void {
    const { scheduler, clock } = this.#options;
    if (this.#midnight !== null) scheduler.clearTimeout(this.#midnight);
    this.#midnight = null;
    if (this.#scope === null || this.#disposed) return;
    const now = clock.now();
    this.#midnight = scheduler.setTimeout(
      () => {
        this.#midnight = null;
        void this.refresh();
        this.#scheduleMidnight();
      },
      dayAround(now, this.#zone ?? computerTimeZone()).to - now + 1000,
    );
  }

  #emit(): void {
    if (this.#disposed) return;
    const state = this.state();
    for (const listener of [...this.#listeners]) listener(state);
  }
}
