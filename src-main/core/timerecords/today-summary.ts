import type { ProjectRef, TodaySummary } from '../../../src-shared/domain/stopwatch.ts';
import { timeRangeToV1, v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { DataResource } from '../../../src-shared/ipc/channels/data.ts';
import type { Scheduler } from '../auth/scheduler.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import type { NameBook } from '../daily/name-book.ts';
import type { OrganizationLink } from '../daily/organization-link.ts';
import type { Logger } from '../logging/logger.ts';
import { V1UnavailableError } from '../v1/v1-errors.ts';
import { timeRecordsPath } from './time-record-codec.ts';

export interface TodaySummaryOptions {
  readonly link: OrganizationLink;
  readonly names: NameBook;
  readonly clock: ServerClock;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  /** The running stopwatch's project, listed first among the recent ones. */
  readonly currentProject: () => ProjectRef | null;
  /** How many recent projects to offer. */
  readonly recentCount?: number;
}

const empty: TodaySummary = { finishedMs: null, recentProjects: [] };

/** Local midnight at the start of the day of `at`, and of the next day. */
export function localDay(at: number): { from: number; to: number } {
  const start = new Date(at);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.getTime(), to: end.getTime() };
}

/**
 * Today's finished time and the projects worked on lately, for the stopwatch screen and the
 * tray. Read from the service when the organization changes, after confirmed writes of time
 * records, and at midnight; kept as they were while the service does not answer.
 */
export class TodaySummaryService {
  readonly #options: TodaySummaryOptions;
  readonly #listeners = new Set<(summary: TodaySummary) => void>();
  #summary: TodaySummary = empty;
  #scope: string | null = null;
  #reading: Promise<void> | null = null;
  #again = false;
  #midnight: unknown = null;
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
    const me = v1StringLiteral(await link.me());
    const day = localDay(clock.now());
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
      localDay(now).to - now + 1000,
    );
  }

  #emit(): void {
    if (this.#disposed) return;
    const state = this.state();
    for (const listener of [...this.#listeners]) listener(state);
  }
}
