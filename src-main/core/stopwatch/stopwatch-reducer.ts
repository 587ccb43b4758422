import type { NamedRef, ProjectRef } from '../../../src-shared/domain/stopwatch.ts';
import type { ImpulseKind, NewOutboxEntry, OutboxEntry } from '../outbox/outbox-entry.ts';
import type { ImpulseTiming } from './impulse.ts';

/** The stopwatch as this computer knows it; times in server ms. */
export interface LocalStopwatch {
  readonly id: string;
  readonly project: ProjectRef | null;
  readonly task: NamedRef | null;
  readonly workType: NamedRef | null;
  readonly description: string;
  readonly billable: boolean;
  readonly startedAt: number;
  readonly timing: ImpulseTiming;
}

/** The names known on this computer, read only (the reducer learns nothing). */
export interface StopwatchNames {
  projectById(id: string | null | undefined): ProjectRef | null;
  namedById(id: string | null | undefined): NamedRef | null;
}

/** A stopwatch write: what a command enqueues, and what the outbox gives back for replay. */
export type ImpulseWrite = NewOutboxEntry<ImpulseKind>;

/** True for the outbox entries that change the stopwatch. */
export function isImpulseWrite(entry: OutboxEntry): entry is OutboxEntry<ImpulseKind> {
  return entry.kind.startsWith('impulse.');
}

/** Elapsed time `elapsedMs` at server time `at`; a running stopwatch counts on from there. */
function timingAt(running: boolean, elapsedMs: number, at: number): ImpulseTiming {
  return running
    ? { running: true, bankedMs: elapsedMs, runStartedAt: at }
    : { running: false, bankedMs: elapsedMs, runStartedAt: null };
}

/**
 * The stopwatch after one write. The one place that says what a stopwatch write does to the
 * stopwatch shown here: the commands apply the write they enqueue, and a restart (or a switch
 * back to an organization) replays the writes still waiting in the outbox, in order, through the
 * same function. A write of another stopwatch than the current one changes nothing; a start
 * replaces whatever there was (a quick switch enqueues the stop of the old one first).
 */
export function applyImpulse(
  stopwatch: LocalStopwatch | null,
  write: ImpulseWrite,
  names: StopwatchNames,
): LocalStopwatch | null {
  if (write.kind === 'impulse.start') {
    const p = write.payload;
    const project = names.projectById(p.projectId);
    return {
      id: p.id,
      // The name the person saw when starting: offline after a restart nobody else knows it.
      project: project === null ? null : { ...project, name: p.projectName ?? project.name },
      task: names.namedById(p.taskId),
      workType: names.namedById(p.workTypeId),
      description: p.description,
      billable: p.billable,
      startedAt: p.startAt,
      timing: timingAt(true, 0, p.startAt),
    };
  }
  if (stopwatch === null || write.payload.id !== stopwatch.id) return stopwatch;
  switch (write.kind) {
    case 'impulse.pause':
      return { ...stopwatch, timing: timingAt(false, write.payload.elapsedMs, write.payload.at) };
    case 'impulse.resume':
      return { ...stopwatch, timing: timingAt(true, write.payload.elapsedMs, write.payload.at) };
    case 'impulse.adjust':
      return {
        ...stopwatch,
        timing: timingAt(stopwatch.timing.running, write.payload.elapsedMs, write.payload.at),
      };
    case 'impulse.stop':
      return null;
    case 'impulse.edit': {
      const { changes: c, timing } = write.payload;
      return {
        ...stopwatch,
        ...(c.projectId === undefined ? {} : { project: names.projectById(c.projectId) }),
        ...(c.taskId === undefined ? {} : { task: names.namedById(c.taskId) }),
        ...(c.workTypeId === undefined ? {} : { workType: names.namedById(c.workTypeId) }),
        ...(c.description === undefined ? {} : { description: c.description }),
        ...(c.billable === undefined ? {} : { billable: c.billable }),
        ...(c.start === undefined ? {} : { startedAt: c.start }),
        ...(timing === undefined
          ? {}
          : { timing: timingAt(stopwatch.timing.running, timing.elapsedMs, timing.at) }),
      };
    }
  }
}

/** The stopwatch as a row of writes leaves it, from none (null when they leave none). */
export function replayImpulses(writes: Iterable<ImpulseWrite>, names: StopwatchNames): LocalStopwatch | null {
  let stopwatch: LocalStopwatch | null = null;
  for (const write of writes) stopwatch = applyImpulse(stopwatch, write, names);
  return stopwatch;
}
