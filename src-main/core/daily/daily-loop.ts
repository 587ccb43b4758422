import type { Translate } from '../../../src-shared/i18n/translator.ts';
import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { outboxInvoke } from '../../../src-shared/ipc/channels/outbox.ts';
import type { projectsInvoke } from '../../../src-shared/ipc/channels/projects.ts';
import type { stopwatchInvoke } from '../../../src-shared/ipc/channels/stopwatch.ts';
import type { timeRecordsInvoke } from '../../../src-shared/ipc/channels/timerecords.ts';
import type { workTypesInvoke } from '../../../src-shared/ipc/channels/worktypes.ts';
import type { entriesInvoke } from '../../../src-shared/ipc/channels/entries.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import { EntriesService } from '../entries/entries-service.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import type { BackoffPolicy } from '../http/backoff.ts';
import type { EventHub } from '../ipc/event-hub.ts';
import type { InvokeHandler } from '../ipc/invoke-handlers.ts';
import type { Logger } from '../logging/logger.ts';
import { Outbox, type OutboxHooks } from '../outbox/outbox.ts';
import { OutboxStore } from '../outbox/outbox-store.ts';
import type { PlatformServices } from '../platform/platform-services.ts';
import { ProjectsService } from '../projects/projects-service.ts';
import { OrganizationAccounts } from '../v1-reading/organization-account.ts';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { StopwatchService, type StopwatchTiming } from '../stopwatch/stopwatch-service.ts';
import { TimeRecordsService } from '../timerecords/time-records-service.ts';
import { TodaySummaryService } from '../timerecords/today-summary.ts';
import { WorkTypesService } from '../worktypes/work-types-service.ts';
import { NameBook } from '../workplace/name-book.ts';
import { outboxExecutors } from './outbox-executors.ts';
import { workplaceOf, type OrganizationLink } from '../workplace/organization-link.ts';

type DailyContract = typeof stopwatchInvoke &
  typeof timeRecordsInvoke &
  typeof projectsInvoke &
  typeof workTypesInvoke &
  typeof outboxInvoke &
  typeof entriesInvoke;
export type DailyHandlers = { readonly [C in keyof DailyContract]: InvokeHandler<C> };

export interface DailyLoopOptions {
  readonly link: OrganizationLink;
  readonly events: EventHub;
  readonly platform: PlatformServices;
  readonly logger: Logger;
  readonly clock: ServerClock;
  readonly scheduler: Scheduler;
  /** The outbox file (SQLite) in the user-data folder. */
  readonly outboxPath: string;
  readonly stopwatchTiming?: StopwatchTiming;
  readonly outboxBackoff?: BackoffPolicy;
  readonly outboxHooks?: OutboxHooks;
  /** How long a write call waits for the service before answering "queued". */
  readonly settleMs?: number;
  /** The person's language at the moment of a notification. */
  readonly translate?: () => Translate;
}

/** Retries of a write that did not reach the service: soon at first, at most every 30 s. */
const outboxBackoff: BackoffPolicy = { initialMs: 1000, maxMs: 30_000, jitter: 0.2 };

/**
 * The daily loop: stopwatch, time records, projects and the outbox under them, wired to the
 * account layer and to the renderer's channels. The tray and menus read `stopwatch`, `today`
 * and `outboxStatus()` and subscribe to their changes; nothing here knows Electron.
 */
export class DailyLoop {
  readonly stopwatch: StopwatchService;
  /** The organization's zone and currency, read once per connection and shared with the reports. */
  readonly accounts: OrganizationAccounts;
  readonly today: TodaySummaryService;
  /** Earlier entries for autocomplete and continue. */
  readonly entries: EntriesService;
  readonly outbox: Outbox;
  readonly timeRecords: TimeRecordsService;
  readonly projects: ProjectsService;
  readonly workTypes: WorkTypesService;
  readonly handlers: DailyHandlers;
  readonly #options: DailyLoopOptions;
  readonly #store: OutboxStore;
  readonly #names = new NameBook();
  readonly #outboxListeners = new Set<(status: OutboxStatus) => void>();
  #seen = '';
  #unsubscribe: (() => void)[] = [];

  constructor(options: DailyLoopOptions) {
    this.#options = options;
    const { link, events, clock, scheduler, logger } = options;
    const names = this.#names;
    this.#store = new OutboxStore(options.outboxPath, () => clock.now());
    this.outbox = new Outbox({
      store: this.#store,
      executors: outboxExecutors(names, () => this.today.timeZone() ?? computerTimeZone()),
      connection: () => {
        const scope = link.scope();
        const owner = link.owner();
        return scope === null || owner === null
          ? null
          : { scope, owner, client: link.client(), me: () => link.me() };
      },
      clock,
      scheduler,
      logger,
      backoff: options.outboxBackoff ?? outboxBackoff,
      onChange: (status) => {
        events.emit('outbox:changed', status);
        for (const listener of [...this.#outboxListeners]) listener(status);
        this.stopwatch.writesChanged();
      },
      onConfirmed: (write, done) => {
        this.#dataChanged(done.changed);
        this.entries.written(write.target);
        this.stopwatch.confirmed(write, done);
      },
      ...(options.outboxHooks === undefined ? {} : { hooks: options.outboxHooks }),
    });
    this.stopwatch = new StopwatchService({
      link,
      outbox: this.outbox,
      clock,
      scheduler,
      settings: options.platform.settings,
      power: options.platform.power ?? null,
      names,
      logger,
      notify: (notification) => options.platform.notify(notification),
      ...(options.translate === undefined ? {} : { translate: options.translate }),
      onDataChanged: (resources) => this.#dataChanged(resources),
      ...(options.stopwatchTiming === undefined ? {} : { timing: options.stopwatchTiming }),
    });
    const accounts = new OrganizationAccounts(() => clock.now());
    this.accounts = accounts;
    this.today = new TodaySummaryService({
      link,
      names,
      clock,
      scheduler,
      logger,
      timeZone: async (client) => (await accounts.facts(client)).timeZone,
      currentProject: () => this.stopwatch.state().project,
    });
    this.entries = new EntriesService({ link, names, clock, logger });
    const settleMs = options.settleMs === undefined ? {} : { settleMs: options.settleMs };
    this.timeRecords = new TimeRecordsService({ link, outbox: this.outbox, names, ...settleMs });
    this.projects = new ProjectsService({ link, outbox: this.outbox, names, ...settleMs });
    this.workTypes = new WorkTypesService({ link, names });
    this.handlers = this.#handlers();
  }

  /** Starts following the session; call once the core is up. */
  start(): void {
    const { events, platform } = this.#options;
    let lastProject: string | null = null;
    this.#unsubscribe.push(
      this.stopwatch.subscribe((state) => {
        events.emit('stopwatch:changed', state);
        if ((state.project?.id ?? null) !== lastProject) {
          lastProject = state.project?.id ?? null;
          this.today.touch();
        }
      }),
      this.today.subscribe((summary) => events.emit('stopwatch:today-changed', summary)),
      this.entries.subscribe((recent) => events.emit('entries:changed', recent)),
      events.subscribe((channel, payload) => {
        if (channel === 'session:changed' || channel === 'org:changed') this.#contextChanged();
        if (channel === 'backend:status-changed' && (payload as { state?: unknown }).state === 'connected') {
          this.outbox.retryNow();
        }
      }),
      platform.onResume(() => {
        this.outbox.retryNow();
        if (platform.power === undefined) void this.stopwatch.refresh().catch(() => undefined);
      }),
    );
    this.#contextChanged();
  }

  /** A project the core read from the graph endpoint: its name is worth remembering. */
  learnProject(project: { readonly id: string; readonly title: string; readonly code: string | null }): void {
    this.#names.learnProject(project);
  }

  outboxStatus(): OutboxStatus {
    return this.outbox.status();
  }

  subscribeOutbox(listener: (status: OutboxStatus) => void): () => void {
    this.#outboxListeners.add(listener);
    return () => {
      this.#outboxListeners.delete(listener);
    };
  }

  async dispose(): Promise<void> {
    for (const stop of this.#unsubscribe.splice(0)) stop();
    this.stopwatch.dispose();
    this.today.dispose();
    this.entries.dispose();
    await this.outbox.dispose();
    this.#store.close();
  }

  /** Acts only when the organization or the v1 connection really changed, not on every session event. */
  #contextChanged(): void {
    const { link } = this.#options;
    // The person counts as much as the organization: someone else's writes and stopwatch are not theirs.
    const where = workplaceOf(link) ?? '';
    const seen = `${where}#${link.v1State() ?? ''}#${link.client() === null ? 0 : 1}`;
    if (seen === this.#seen) return;
    const scopeChanged = where !== this.#seen.split('#')[0];
    this.#seen = seen;
    if (scopeChanged) this.#names.clear();
    this.stopwatch.contextChanged();
    this.today.contextChanged();
    this.entries.contextChanged();
    // The renderer reads the outbox again itself after `org:changed`.
    this.outbox.retryNow();
  }

  #dataChanged(resources: readonly DataResource[]): void {
    if (resources.length === 0) return;
    this.#options.events.emit('data:changed', { resources: [...new Set(resources)] });
    this.today.dataChanged(resources);
    this.entries.dataChanged(resources);
  }

  #handlers(): DailyHandlers {
    const stopwatch = this.stopwatch;
    const records = this.timeRecords;
    const projects = this.projects;
    const outbox = this.outbox;
    return {
      'stopwatch:get': () => stopwatch.state(),
      'stopwatch:start': (arg) => stopwatch.start(arg),
      'stopwatch:pause': () => stopwatch.pause(),
      'stopwatch:resume': () => stopwatch.resume(),
      'stopwatch:stop': () => stopwatch.stop(),
      'stopwatch:stop-elsewhere': () => stopwatch.stopElsewhere(),
      'stopwatch:edit': (arg) => stopwatch.edit(arg),
      'stopwatch:refresh': () => stopwatch.refresh(),
      'stopwatch:answer-away': (arg) => stopwatch.answerAway(arg.choice),
      'stopwatch:get-settings': () => stopwatch.settings(),
      'stopwatch:set-settings': (arg) => stopwatch.setSettings(arg),
      'stopwatch:today': () => this.today.state(),
      'timerecords:list': (arg) => records.list(arg),
      'timerecords:count': (arg) => records.count(arg),
      'timerecords:total': (arg) => records.total(arg),
      'timerecords:get': (arg) => records.get(arg.id),
      'timerecords:create': (arg) => records.create(arg),
      'timerecords:update': (arg) => records.update(arg),
      'timerecords:delete': (arg) => records.delete(arg.id),
      'timerecords:undo-delete': (arg) => records.undoDelete(arg.writeId),
      'projects:detail': (arg) => projects.detail(arg.id),
      'projects:tasks': (arg) => projects.tasks(arg.projectId),
      'projects:clients': () => projects.clients(),
      'projects:create': (arg) => projects.createProject(arg),
      'projects:update': (arg) => projects.updateProject(arg),
      'projects:delete': (arg) => projects.deleteProject(arg.id),
      'projects:undo-delete': (arg) => projects.undoDeleteProject(arg.writeId),
      'tasks:create': (arg) => projects.createTask(arg.projectId, arg.name),
      'tasks:update': (arg) => projects.updateTask(arg.id, arg.version, arg.changes),
      'tasks:delete': (arg) => projects.deleteTask(arg.id),
      'tasks:undo-delete': (arg) => projects.undoDeleteTask(arg.writeId),
      'worktypes:list': () => this.workTypes.list(),
      'entries:suggest': (arg) => this.entries.suggest(arg.text, arg.limit),
      'entries:recent': (arg) => this.entries.recent(arg?.limit),
      'outbox:get': () => outbox.status(),
      'outbox:retry': (arg) => {
        outbox.retry(arg.id);
        return outbox.status();
      },
      'outbox:drop': (arg) => {
        const write = this.#store.get(arg.id);
        outbox.drop(arg.id);
        if (write !== null) {
          // What the service has is the truth again: views drop the change that was given up.
          this.#dataChanged([write.target.resource]);
          if (write.kind.startsWith('impulse.')) void stopwatch.refresh().catch(() => undefined);
        }
        return outbox.status();
      },
      'outbox:overwrite': (arg) => {
        outbox.overwrite(arg.id);
        return outbox.status();
      },
      'outbox:held': () => outbox.held(),
      'outbox:discard-held': (arg) => {
        outbox.discardHeld(arg.connection, arg.person);
        return outbox.held();
      },
    };
  }
}
