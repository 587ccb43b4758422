import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { randomUUID } from 'node:crypto';
import {
  defaultStopwatchSettings,
  stoppedStopwatch,
  type AwayChoice,
  type AwayQuestion,
  type NamedRef,
  type ProjectRef,
  type StopwatchSettings,
  type StopwatchState,
} from '../../../src-shared/domain/stopwatch.ts';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import type { StopwatchEditArg, StopwatchStartArg } from '../../../src-shared/ipc/channels/stopwatch.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import type { Scheduler } from '../scheduler/scheduler.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import {
  availabilityOf,
  requireWritable,
  workplaceOf,
  type OrganizationLink,
} from '../workplace/organization-link.ts';
import type { NameBook } from '../workplace/name-book.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Logger } from '../logging/logger.ts';
import type { Outbox, WriteDone } from '../outbox/outbox.ts';
import type { StoredWrite } from '../outbox/outbox-store.ts';
import type { OutboxLabel } from '../outbox/outbox-label.ts';
import type { UserNotification } from '../platform/platform-services.ts';
import type { PowerEvent, PowerSignals } from '../platform/power-signals.ts';
import type { SettingsStore } from '../platform/settings-store.ts';
import { V1Error, V1UnavailableError } from '../v1/v1-errors.ts';
import { AwayTracker } from './away-tracker.ts';
import { elapsedAt, impulseTiming, parseImpulses, unattendedSince, type V1Impulse } from './impulse.ts';
import { impulsesPath, type EditImpulsePayload } from './impulse-writes.ts';
import {
  applyImpulse,
  isImpulseWrite,
  replayImpulses,
  type ImpulseWrite,
  type LocalStopwatch,
} from './stopwatch-reducer.ts';

const settingsKey = 'stopwatch.idleThresholdMinutes';
const minute = 60_000;
/** A start typed in another window whose clock runs a little ahead is still "now". */
const startToleranceMs = 5000;

export interface StopwatchTiming {
  /** How often the core looks (idle time, clock jumps, the service) while a stopwatch runs. */
  readonly runningTickMs?: number;
  /** ... and while none runs: only the service is asked, rarely. */
  readonly stoppedTickMs?: number;
  /** While the person is away: how soon their return is noticed. */
  readonly awayTickMs?: number;
}

export interface StopwatchServiceOptions {
  readonly link: OrganizationLink;
  readonly outbox: Outbox;
  readonly clock: ServerClock;
  readonly scheduler: Scheduler;
  readonly settings: SettingsStore;
  readonly power: PowerSignals | null;
  readonly names: NameBook;
  readonly logger: Logger;
  readonly notify: (notification: UserNotification) => void;
  /** The person's language at the moment of a notification (English when not given). */
  readonly translate?: () => Translate;
  readonly onDataChanged: (resources: readonly DataResource[]) => void;
  readonly timing?: StopwatchTiming;
}

/** The person's stopwatch as it was last seen in the organization they switched away from. */
interface ElsewhereStopwatch {
  readonly organization: { readonly id: string; readonly title: string };
  /** The workplace it belongs to: switching back there makes it the current one again. */
  readonly workplace: string;
  readonly local: LocalStopwatch;
}

/**
 * The stopwatch: v1 impulses, driven from here. Every change is applied to the local state at
 * once and written through the outbox, so it works offline and survives a crash; the service's
 * view is read back (on focus, after sleep, every few minutes) so a stopwatch started or stopped
 * on another device shows up. Elapsed time is always server timestamps plus the clock offset to
 * the server. The core keeps no per-second timer: displays compute the face from `elapsedMs`
 * and `asOf`. While a stopwatch runs one timer looks once a minute (idle time, clock jumps, a
 * sign of life to the service), and every five minutes otherwise.
 */
export class StopwatchService {
  readonly #options: StopwatchServiceOptions;
  readonly #listeners = new Set<(state: StopwatchState) => void>();
  readonly #tracker: AwayTracker;
  #local: LocalStopwatch | null = null;
  #away: AwayQuestion | null = null;
  /** Unattended time up to this local moment has been answered; do not ask about it again. */
  #answeredUpTo = 0;
  #problem: Message | null = null;
  #scope: string | null = null;
  #organization: { readonly id: string; readonly title: string } | null = null;
  #elsewhere: ElsewhereStopwatch | null = null;
  #timer: unknown = null;
  #ticks = 0;
  #lastNotifyAt = 0;
  #polling: Promise<void> | null = null;
  #stopPower: (() => void) | null = null;
  #disposed = false;

  constructor(options: StopwatchServiceOptions) {
    this.#options = options;
    this.#tracker = new AwayTracker(this.settings().idleThresholdMinutes * minute);
    this.#stopPower = options.power?.onPowerEvent((event) => this.#power(event)) ?? null;
  }

  state(): StopwatchState {
    const { clock, link } = this.#options;
    const now = clock.now();
    const availability = availabilityOf(link);
    const local = this.#local;
    const serverNow = clock.toServer(now);
    const elsewhere = this.#elsewhereState(now, serverNow);
    if (local === null) return { ...stoppedStopwatch(now, availability), problem: this.#problem, elsewhere };
    return {
      status: local.timing.running ? 'running' : 'paused',
      id: local.id,
      project: local.project,
      task: local.task,
      workType: local.workType,
      description: local.description,
      billable: local.billable,
      startedAt: clock.toLocal(local.startedAt),
      elapsedMs: elapsedAt(local.timing, serverNow),
      asOf: now,
      pending: this.#options.outbox.hasPending(`impulses:${local.id}`),
      away: this.#away,
      availability,
      problem: this.#problem,
      elsewhere,
    };
  }

  #elsewhereState(now: number, serverNow: number): StopwatchState['elsewhere'] {
    const elsewhere = this.#elsewhere;
    if (elsewhere === null) return null;
    const { local, organization } = elsewhere;
    return {
      organization,
      status: local.timing.running ? 'running' : 'paused',
      project: local.project,
      elapsedMs: elapsedAt(local.timing, serverNow),
      asOf: now,
    };
  }

  subscribe(listener: (state: StopwatchState) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  settings(): StopwatchSettings {
    const stored = this.#options.settings.get(settingsKey);
    return typeof stored === 'number' && Number.isInteger(stored) && stored >= 1 && stored <= 240
      ? { idleThresholdMinutes: stored }
      : defaultStopwatchSettings;
  }

  setSettings(settings: StopwatchSettings): StopwatchSettings {
    this.#options.settings.set(settingsKey, settings.idleThresholdMinutes);
    this.#tracker.thresholdMs = settings.idleThresholdMinutes * minute;
    this.#schedule();
    return this.settings();
  }

  /** The session, organization, person or v1 connection changed: start over from the service's view. */
  contextChanged(): void {
    const scope = workplaceOf(this.#options.link);
    if (scope !== this.#scope) {
      this.#leaving(scope);
      this.#scope = scope;
      this.#organization = this.#options.link.organization();
      this.#local = null;
      this.#away = null;
      this.#problem = null;
      this.#tracker.reset();
      // Changes made here that the service has not seen (offline, before a restart) are the
      // stopwatch until it has: replayed from the outbox, in order.
      if (scope !== null) this.#local = this.#replay();
    }
    this.#schedule();
    this.#emit();
    if (scope !== null && this.#options.link.client() !== null) void this.refresh().catch(() => undefined);
  }

  /**
   * Stops the stopwatch left going in the organization switched away from, there, with this
   * device's v1 key of that organization. The person acts now, so it is one `$stop` now.
   */
  async stopElsewhere(): Promise<StopwatchState> {
    const elsewhere = this.#elsewhere;
    if (elsewhere === null) {
      throw new CoreError('no-stopwatch', 'error.noStopwatchElsewhere');
    }
    await this.#options.link.withClientOf(elsewhere.organization.id, async (client) => {
      try {
        await client.call('POST', `${impulsesPath}/${encodeURIComponent(elsewhere.local.id)}/$stop`);
      } catch (error) {
        // Stopped there already (another device): nothing runs there any more, as asked.
        const gone = error instanceof V1Error && (error.code === 'PE01-1106' || error.code === 'PE01-1101');
        if (!gone) throw error;
      }
    });
    if (this.#elsewhere === elsewhere) this.#elsewhere = null;
    return this.#emit();
  }

  /** Remembers the stopwatch of the workplace being left, or forgets it when coming back to it. */
  #leaving(next: string | null): void {
    const local = this.#local;
    const scope = this.#scope;
    const organization = this.#organization;
    if (this.#elsewhere?.workplace === next) this.#elsewhere = null;
    // Signing out or changing person is not a switch between one person's organizations.
    const samePerson = next !== null && scope !== null && personOf(next) === personOf(scope);
    if (local !== null && scope !== null && organization !== null && samePerson) {
      this.#elsewhere = { organization, workplace: scope, local };
    } else if (!samePerson) {
      this.#elsewhere = null;
    }
  }

  start(arg: StopwatchStartArg): StopwatchState {
    requireWritable(this.#options.link);
    const { clock, names } = this.#options;
    const serverNow = clock.serverNow();
    // Quick switch: the running one stops first, in the same breath.
    if (this.#local !== null) this.#enqueueStop(this.#local, serverNow);
    this.#startNew(
      {
        project: names.projectById(arg.projectId),
        task: names.namedById(arg.taskId ?? null),
        workType: names.namedById(arg.workTypeId ?? null),
        description: arg.description ?? '',
        billable: arg.billable ?? true,
      },
      serverNow,
    );
    void this.#learnProjectName(arg.projectId);
    return this.state();
  }

  pause(): StopwatchState {
    const local = this.#require('running');
    const serverNow = this.#options.clock.serverNow();
    this.#enqueueTimed(
      'impulse.pause',
      { id: 'outbox.label.pauseStopwatch' },
      local,
      serverNow,
      elapsedAt(local.timing, serverNow),
    );
    this.#schedule();
    return this.#emit();
  }

  resume(): StopwatchState {
    const local = this.#require('paused');
    const serverNow = this.#options.clock.serverNow();
    this.#enqueueTimed(
      'impulse.resume',
      { id: 'outbox.label.resumeStopwatch' },
      local,
      serverNow,
      local.timing.bankedMs,
    );
    this.#lastNotifyAt = this.#options.clock.now();
    this.#schedule();
    return this.#emit();
  }

  stop(): StopwatchState {
    const local = this.#require(null);
    this.#enqueueStop(local, this.#options.clock.serverNow());
    this.#away = null;
    this.#tracker.reset();
    return this.#emit();
  }

  /**
   * Changes the running or paused stopwatch. A new start moves the elapsed time by as much as
   * the start moved (a stopwatch that never paused shows the time since the new start); finished
   * runs of a paused one keep their lengths, and the time cannot go below zero.
   */
  edit(arg: StopwatchEditArg): StopwatchState {
    const local = this.#require(null);
    const { clock } = this.#options;
    let moved: { readonly startedAt: number } | null = null;
    let timing: EditImpulsePayload['timing'];
    if (arg.start !== undefined) {
      if (arg.start > clock.now() + startToleranceMs) {
        throw new CoreError('invalid-start', 'error.startInFuture');
      }
      // A typed start is a whole minute on the person's clock; rounding to the second keeps the
      // offset estimate's millisecond noise from moving 13:45 to 13:44:59.997 (a minute earlier).
      const startedAt = Math.round(clock.toServer(arg.start) / 1000) * 1000;
      const serverNow = clock.serverNow();
      const elapsedMs = Math.max(0, elapsedAt(local.timing, serverNow) + local.startedAt - startedAt);
      moved = { startedAt };
      timing = { at: serverNow, elapsedMs };
    }
    const changes: EditImpulsePayload['changes'] = {
      ...(arg.projectId === undefined ? {} : { projectId: arg.projectId }),
      ...(arg.taskId === undefined ? {} : { taskId: arg.taskId }),
      ...(arg.workTypeId === undefined ? {} : { workTypeId: arg.workTypeId }),
      ...(arg.description === undefined ? {} : { description: arg.description }),
      ...(arg.billable === undefined ? {} : { billable: arg.billable }),
      ...(moved === null ? {} : { start: moved.startedAt }),
    };
    const write: ImpulseWrite = {
      kind: 'impulse.edit',
      payload: { id: local.id, changes, ...(timing === undefined ? {} : { timing }) },
    };
    const edited = applyImpulse(local, write, this.#options.names);
    this.#enqueue(
      write,
      onProject(moved === null ? 'outbox.label.changeStopwatch' : 'outbox.label.moveStopwatchStart', edited),
      needsOf(arg.projectId, arg.taskId),
    );
    if (arg.projectId !== undefined) void this.#learnProjectName(arg.projectId);
    return this.#emit();
  }

  answerAway(choice: AwayChoice): StopwatchState {
    const away = this.#away;
    const local = this.#local;
    if (away === null || local === null) return this.state();
    const { clock } = this.#options;
    this.#away = null;
    this.#answeredUpTo = Math.max(this.#answeredUpTo, away.to);
    const awayMs = Math.max(0, away.to - away.from);
    if (choice === 'discard') {
      const serverNow = clock.serverNow();
      const corrected = Math.max(0, elapsedAt(local.timing, serverNow) - awayMs);
      this.#enqueueTimed(
        'impulse.adjust',
        { id: 'outbox.label.leaveOutAway', values: { duration: formatHoursMinutes(awayMs) } },
        local,
        serverNow,
        corrected,
      );
    } else if (choice === 'discard-and-start-new') {
      this.#enqueueStop(local, clock.toServer(away.from));
      this.#startNew(
        {
          project: local.project,
          task: local.task,
          workType: local.workType,
          description: '',
          billable: local.billable,
        },
        clock.toServer(away.to),
      );
    }
    void this.#watchNotify(true);
    return this.#emit();
  }

  /** Reads the service's stopwatch now (a window got focus, the machine woke up). */
  async refresh(): Promise<StopwatchState> {
    this.#polling ??= this.#poll().finally(() => {
      this.#polling = null;
    });
    await this.#polling;
    return this.state();
  }

  /** The outbox confirmed a write: stopwatch writes update the pending flag, or bring news. */
  confirmed(write: StoredWrite, done: WriteDone): void {
    if (!write.kind.startsWith('impulse.')) return;
    const value = done.value ?? {};
    if (value['gone'] === true || value['stoppedElsewhere'] === true) {
      // Stopped on another device meanwhile: the service's view wins.
      void this.refresh().catch(() => undefined);
      return;
    }
    this.#problem = null;
    this.#emit();
  }

  /** A stopwatch write was refused or dropped: show it, and read back what the service has. */
  writesChanged(): void {
    const local = this.#local;
    const refused =
      local === null
        ? null
        : this.#options.outbox
            .waiting()
            .find((w) => w.state === 'refused' && w.keys.includes(`impulses:${local.id}`));
    this.#problem = refused?.refusal?.message ?? null;
    this.#emit();
  }

  dispose(): void {
    this.#disposed = true;
    this.#stopPower?.();
    this.#clearTimer();
    this.#listeners.clear();
  }

  #startNew(
    what: {
      project: ProjectRef | null;
      task: NamedRef | null;
      workType: NamedRef | null;
      description: string;
      billable: boolean;
    },
    startAt: number,
  ): void {
    const projectId = what.project?.id ?? null;
    const taskId = what.task?.id ?? null;
    this.#enqueue(
      {
        kind: 'impulse.start',
        payload: {
          id: randomUUID(),
          projectId,
          projectName: what.project?.name ?? null,
          taskId,
          workTypeId: what.workType?.id ?? null,
          description: what.description,
          billable: what.billable,
          startAt,
          watchTimeout: this.#tracker.thresholdMs,
        },
      },
      onProject('outbox.label.startStopwatch', what),
      needsOf(projectId, taskId),
    );
    this.#away = null;
    this.#problem = null;
    this.#tracker.reset();
    this.#lastNotifyAt = this.#options.clock.now();
    this.#schedule();
    this.#emit();
  }

  #enqueueStop(local: LocalStopwatch, at: number): void {
    this.#enqueueTimed(
      'impulse.stop',
      onProject('outbox.label.stopStopwatch', local),
      local,
      at,
      elapsedAt(local.timing, at),
    );
    this.#schedule();
  }

  #enqueueTimed(
    kind: Exclude<ImpulseWrite['kind'], 'impulse.start' | 'impulse.edit'>,
    label: OutboxLabel,
    local: LocalStopwatch,
    at: number,
    elapsedMs: number,
  ): void {
    this.#enqueue({ kind, payload: { id: local.id, at, elapsedMs, startedAt: local.startedAt } }, label, []);
  }

  /**
   * Writes a stopwatch change to the outbox and shows it at once: the stopwatch here becomes
   * what the write makes of it (the same reducer replays waiting writes after a restart).
   */
  #enqueue(write: ImpulseWrite, label: OutboxLabel, needs: string[]): void {
    const id = write.payload.id;
    const before = this.#local;
    // Changed first: the outbox tells its listeners at once, and they read the new stopwatch.
    this.#local = applyImpulse(before, write, this.#options.names);
    try {
      this.#options.outbox.enqueue({
        ...write,
        keys: [`impulses:${id}`],
        needs,
        label,
        target: { resource: 'impulses', id, action: 'stopwatch' },
        preview: null,
      });
    } catch (error) {
      this.#local = before;
      throw error;
    }
  }

  /**
   * The stopwatch as the waiting impulse writes leave it, applied over `base` (the service's
   * stopwatch, when known); null when they leave none.
   */
  #replay(base: LocalStopwatch | null = null): LocalStopwatch | null {
    const { names } = this.#options;
    const writes = this.#options.outbox
      .waiting()
      .flatMap((write) => (write.entry !== null && isImpulseWrite(write.entry) ? [write.entry] : []));
    const local = replayImpulses(writes, names, base);
    // Names seen only in the outbox (offline since the start) are worth keeping for the labels.
    if (local?.project != null) names.project(local.project);
    return local;
  }

  #require(status: 'running' | 'paused' | null): LocalStopwatch {
    requireWritable(this.#options.link);
    const local = this.#local;
    if (local === null) throw new CoreError('no-stopwatch', 'error.noStopwatch');
    if (status === 'running' && !local.timing.running) {
      throw new CoreError('stopwatch-paused', 'error.stopwatchPaused');
    }
    if (status === 'paused' && local.timing.running) {
      throw new CoreError('stopwatch-running', 'error.stopwatchRunning');
    }
    return local;
  }

  async #learnProjectName(projectId: string): Promise<void> {
    const client = this.#options.link.client();
    if (client === null) return;
    try {
      const project = await client.get(`time/projects/${encodeURIComponent(projectId)}`, { no_expand: true });
      const ref = this.#options.names.project(project);
      const local = this.#local;
      if (ref !== null && local?.project?.id === ref.id) {
        this.#local = { ...local, project: ref };
        this.#emit();
      }
    } catch {
      // The name is cosmetic; the id is what counts.
    }
  }

  async #poll(): Promise<void> {
    const { link, clock, outbox } = this.#options;
    const client = link.client();
    const scope = workplaceOf(link);
    if (client === null || scope === null) return;
    const waitingChanges = (): string =>
      outbox
        .waiting()
        .filter((w) => w.kind.startsWith('impulse.'))
        .map((w) => w.id)
        .join(' ');
    // Changes made here that the service has not seen yet: its view is behind ours. Unless ours
    // has no stopwatch while changes of one wait (killed with a change of a stopwatch started
    // before; no start to replay): then it is the service's stopwatch with those changes on top.
    const ahead = waitingChanges();
    if (ahead !== '' && this.#local !== null) return;
    let impulses: V1Impulse[];
    let answeredAt: number;
    try {
      const me = await link.me();
      const list = await client.list(impulsesPath, {
        $filter: `user/id eq ${v1StringLiteral(me)}`,
        $orderby: 'start desc',
        $top: 50,
      });
      answeredAt = clock.serverNow();
      impulses = parseImpulses(list);
    } catch (error) {
      if (!(error instanceof V1UnavailableError)) {
        this.#options.logger.warn('could not read the stopwatch from the service', { error });
      }
      return;
    }
    // A change made or confirmed meanwhile: this answer may be older than it.
    if (this.#disposed || workplaceOf(link) !== scope || waitingChanges() !== ahead) return;
    const current = pickCurrent(impulses);
    if (ahead !== '') {
      this.#local = this.#replay(current === null ? null : this.#localOf(current, answeredAt));
      this.#schedule();
      this.#emit();
      return;
    }
    const before = this.#local;
    if (current === null) {
      this.#local = null;
      this.#away = null;
      this.#tracker.reset();
      if (before !== null) this.#options.onDataChanged(['impulses', 'timerecords']);
    } else {
      this.#local = this.#localOf(current, answeredAt);
      if (before?.id !== current.id) {
        this.#away = null;
        this.#tracker.reset();
        this.#options.onDataChanged(['impulses']);
      }
      const since = unattendedSince(current, answeredAt);
      if (since !== null) this.#ask({ reason: 'unattended', from: clock.toLocal(since), to: clock.now() });
    }
    this.#problem = null;
    this.#schedule();
    this.#emit();
  }

  #localOf(current: V1Impulse, answeredAt: number): LocalStopwatch {
    const { names } = this.#options;
    return {
      id: current.id,
      project: names.project(current.project),
      task: names.named(current.task),
      workType: names.named(current.workType),
      description: current.description ?? '',
      billable: current.billable ?? true,
      startedAt: current.start?.getTime() ?? answeredAt,
      timing: impulseTiming(current, answeredAt),
    };
  }

  /** A question about time away, if a running stopwatch covers enough of it. */
  #ask(question: AwayQuestion): void {
    const local = this.#local;
    if (local === null || !local.timing.running) return;
    const { clock } = this.#options;
    const from = Math.max(question.from, clock.toLocal(local.startedAt), this.#answeredUpTo);
    const to = question.to;
    if (to - from < this.#tracker.thresholdMs) return;
    const previous = this.#away;
    this.#away =
      previous === null
        ? { reason: question.reason, from, to }
        : { reason: previous.reason, from: Math.min(previous.from, from), to: Math.max(previous.to, to) };
    if (previous === null) {
      const t = this.#options.translate?.() ?? english.t;
      this.#options.notify({
        title: t('notice.away.title'),
        body: t('notice.away.body', { duration: formatHoursMinutes(to - from) }),
      });
    }
    this.#emit();
  }

  #power(event: PowerEvent): void {
    const now = this.#options.clock.now();
    switch (event.kind) {
      case 'suspend':
        this.#tracker.suspend(now);
        return;
      case 'lock':
        this.#tracker.lock(now);
        this.#schedule();
        return;
      case 'unlock': {
        const question = this.#tracker.unlock(now);
        if (question !== null) this.#ask(question);
        this.#schedule();
        return;
      }
      case 'resume': {
        const question = this.#tracker.resume(now, event.sleptMs);
        if (question !== null) this.#ask(question);
        this.#options.clock.checkJump();
        void this.refresh().catch(() => undefined);
        this.#schedule();
        return;
      }
    }
  }

  #tick(): void {
    this.#ticks += 1;
    const { clock, power } = this.#options;
    const running = this.#local?.timing.running === true;
    let shouldPoll = this.#ticks % (running ? 2 : 1) === 0;
    if (clock.checkJump()) shouldPoll = true;
    const idleSeconds = running ? (power?.systemIdleSeconds() ?? null) : null;
    if (idleSeconds !== null) {
      const question = this.#tracker.observeIdle(idleSeconds * 1000, clock.now());
      if (question !== null) this.#ask(question);
    }
    if (running) void this.#watchNotify(false);
    if (shouldPoll) void this.refresh().catch(() => undefined);
    this.#schedule();
  }

  /** A sign of life to the service, so it does not call a watched stopwatch unattended. */
  async #watchNotify(force: boolean): Promise<void> {
    const local = this.#local;
    const { clock, link, outbox } = this.#options;
    const client = link.client();
    if (local === null || client === null || !local.timing.running) return;
    if (this.#tracker.away || (this.#away !== null && !force)) return;
    if (outbox.hasPending(`impulses:${local.id}`)) return;
    const now = clock.now();
    if (!force && now - this.#lastNotifyAt < this.#tracker.thresholdMs / 2 - 1000) return;
    this.#lastNotifyAt = now;
    const sentAt = now;
    try {
      const answer = await client.call<{ watchLast?: unknown }>(
        'POST',
        `${impulsesPath}/${encodeURIComponent(local.id)}/$watchnotify`,
        { response_object: true },
      );
      if (answer?.watchLast instanceof Date) clock.addExact(answer.watchLast.getTime(), sentAt, clock.now());
    } catch {
      // A missed sign of life only risks an unattended question later.
    }
  }

  #schedule(): void {
    this.#clearTimer();
    if (this.#disposed || this.#scope === null) return;
    const timing = this.#options.timing ?? {};
    const running = this.#local?.timing.running === true;
    const delay =
      running && this.#tracker.away
        ? (timing.awayTickMs ?? 5000)
        : running
          ? Math.min(timing.runningTickMs ?? minute, this.#tracker.thresholdMs / 2)
          : (timing.stoppedTickMs ?? 5 * minute);
    this.#timer = this.#options.scheduler.setTimeout(() => {
      this.#timer = null;
      this.#tick();
    }, delay);
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#options.scheduler.clearTimeout(this.#timer);
    this.#timer = null;
  }

  #emit(): StopwatchState {
    const state = this.state();
    if (!this.#disposed) for (const listener of [...this.#listeners]) listener(state);
    return state;
  }
}

/** The service's current stopwatch: the newest running one, else the newest paused one. */
export function pickCurrent(impulses: readonly V1Impulse[]): V1Impulse | null {
  const time = (impulse: V1Impulse, field: 'start' | 'updatedAt'): number => impulse[field]?.getTime() ?? 0;
  const running = impulses
    .filter((i) => i.mode !== 'PAUSE')
    .sort((a, b) => time(b, 'start') - time(a, 'start'));
  if (running[0] !== undefined) return running[0];
  const paused = [...impulses].sort((a, b) => time(b, 'updatedAt') - time(a, 'updatedAt'));
  return paused[0] ?? null;
}

/** The person part of a workplace (`<connection>|<organization>#<person>`), with the connection. */
function personOf(workplace: string): string {
  const [connection = ''] = workplace.split('|');
  return `${connection}#${workplace.slice(workplace.lastIndexOf('#') + 1)}`;
}

function needsOf(projectId: string | null | undefined, taskId: string | null | undefined): string[] {
  return [
    ...(projectId == null ? [] : [`projects:${projectId}`]),
    ...(taskId == null ? [] : [`tasks:${taskId}`]),
  ];
}

/** A stopwatch write's label, naming the project as it is at that moment (the payload may not). */
function onProject(
  id:
    | 'outbox.label.startStopwatch'
    | 'outbox.label.stopStopwatch'
    | 'outbox.label.changeStopwatch'
    | 'outbox.label.moveStopwatchStart',
  local: { readonly project: ProjectRef | null } | null,
): OutboxLabel {
  const project = local?.project ?? null;
  return { id, values: { onProject: project === null ? 'no' : 'yes', project: project?.name ?? '' } };
}
