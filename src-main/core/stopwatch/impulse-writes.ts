import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { ServerClock } from '../clock/server-clock.ts';
import type { ImpulseKind, TimedImpulsePayload } from '../outbox/outbox-entry.ts';
import type { WriteContext, WriteDone, WriteExecutor } from '../outbox/outbox.ts';
import { startEquals } from '../outbox/resource-writes.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { V1Error } from '../v1/v1-errors.ts';
import { parseImpulse, type V1Impulse } from './impulse.ts';

export const impulsesPath = 'time/impulses';

/**
 * A write that happens later than the person made it (it waited offline) is corrected to the
 * moment they made it when it is later than this.
 */
const lateToleranceMs = 3000;

export type { EditImpulsePayload, StartImpulsePayload, TimedImpulsePayload } from '../outbox/outbox-entry.ts';

const ref = (id: string | null | undefined) => (id == null ? null : { id });

function gone(error: unknown): boolean {
  return error instanceof V1Error && (error.code === 'PE01-1101' || error.status === 404);
}

function stale(error: unknown): boolean {
  return error instanceof V1Error && error.code === 'PE01-1107';
}

const impulseDone = (value?: Readonly<Record<string, unknown>>): WriteDone => ({
  changed: ['impulses'],
  ...(value === undefined ? {} : { value }),
});

async function readImpulse(client: V1Client, id: string): Promise<V1Impulse | null> {
  try {
    return parseImpulse(await client.get(`${impulsesPath}/${encodeURIComponent(id)}`));
  } catch (error) {
    if (gone(error)) return null;
    throw error;
  }
}

/**
 * Reads the impulse and PUTs `changes(impulse)` with its version; a version that moved in
 * between (another device) is read again. Answers the impulse as written, or null when it no
 * longer exists (stopped elsewhere).
 */
async function putImpulse(
  client: V1Client,
  clock: ServerClock,
  id: string,
  changes: (impulse: V1Impulse) => Record<string, unknown> | null,
): Promise<V1Impulse | null> {
  for (let attempt = 0; ; attempt++) {
    const impulse = await readImpulse(client, id);
    if (impulse === null) return null;
    const body = changes(impulse);
    if (body === null) return impulse;
    const sentAt = clock.now();
    try {
      const written = parseImpulse(
        await client.update(
          impulsesPath,
          id,
          { ...body, version: impulse.version },
          { responseObject: true },
        ),
      );
      if (written?.updatedAt != null) clock.addExact(written.updatedAt.getTime(), sentAt, clock.now());
      return written ?? impulse;
    } catch (error) {
      if (gone(error)) return null;
      if (!stale(error) || attempt >= 3) throw error;
    }
  }
}

/** POST of an impulse with the id chosen here; `start` is when the person pressed start. */
const start: WriteExecutor<'impulse.start'> = async ({
  payload,
  client,
  clock,
}: WriteContext<'impulse.start'>) => {
  const late = clock.serverNow() - payload.startAt;
  const body: Record<string, unknown> = {
    id: payload.id,
    project: ref(payload.projectId),
    task: ref(payload.taskId),
    workType: ref(payload.workTypeId),
    description: payload.description,
    billable: payload.billable,
    start: new Date(payload.startAt),
    mode: 'STOPWATCH',
    watchTimeout: payload.watchTimeout,
    watchLast: new Date(Math.max(payload.startAt, clock.serverNow())),
  };
  // Sent late (it waited offline): the time since the start counts as already worked.
  if (late > lateToleranceMs) body['duration'] = late;
  const sentAt = clock.now();
  try {
    const created = parseImpulse(await client.create(impulsesPath, body, { responseObject: true }));
    if (created?.createdAt != null) clock.addExact(created.createdAt.getTime(), sentAt, clock.now());
  } catch (error) {
    // Ours, from an attempt whose answer was lost (the id was drawn here at random).
    if (!(error instanceof V1Error && error.code === 'PE01-1102')) throw error;
  }
  return impulseDone();
};

const pause: WriteExecutor<'impulse.pause'> = async ({
  payload,
  client,
  clock,
}: WriteContext<'impulse.pause'>) => {
  const written = await putImpulse(client, clock, payload.id, (impulse) =>
    impulse.mode === 'PAUSE' && impulse.duration === payload.elapsedMs
      ? null
      : { mode: 'PAUSE', duration: payload.elapsedMs },
  );
  return impulseDone({ gone: written === null });
};

/** The new run counts from the moment of the resume, however late the write arrives. */
const resume: WriteExecutor<'impulse.resume'> = async ({
  payload,
  client,
  clock,
}: WriteContext<'impulse.resume'>) => {
  const written = await putImpulse(client, clock, payload.id, () => ({
    mode: 'STOPWATCH',
    duration: payload.elapsedMs + Math.max(0, clock.serverNow() - payload.at),
  }));
  return impulseDone({ gone: written === null });
};

/**
 * The elapsed time becomes `elapsedMs` at `at` (the idle part discarded); a running stopwatch
 * goes on from there.
 */
const adjust: WriteExecutor<'impulse.adjust'> = async ({
  payload,
  client,
  clock,
}: WriteContext<'impulse.adjust'>) => {
  const written = await putImpulse(client, clock, payload.id, (impulse) => ({
    duration:
      impulse.mode === 'PAUSE'
        ? payload.elapsedMs
        : payload.elapsedMs + Math.max(0, clock.serverNow() - payload.at),
  }));
  return impulseDone({ gone: written === null });
};

const edit: WriteExecutor<'impulse.edit'> = async ({
  payload,
  client,
  clock,
}: WriteContext<'impulse.edit'>) => {
  const body: Record<string, unknown> = {};
  const c = payload.changes;
  if (c.projectId !== undefined) body['project'] = ref(c.projectId);
  if (c.taskId !== undefined) body['task'] = ref(c.taskId);
  if (c.workTypeId !== undefined) body['workType'] = ref(c.workTypeId);
  if (c.description !== undefined) body['description'] = c.description;
  if (c.billable !== undefined) body['billable'] = c.billable;
  if (c.start !== undefined) body['start'] = new Date(c.start);
  const timing = payload.timing;
  const written = await putImpulse(client, clock, payload.id, (impulse) =>
    timing === undefined
      ? body
      : {
          ...body,
          // The service counts elapsed time as finished runs plus the current one; a new start
          // moves the finished part, and a running stopwatch goes on from the moment it was sent.
          duration:
            impulse.mode === 'PAUSE'
              ? timing.elapsedMs
              : timing.elapsedMs + Math.max(0, clock.serverNow() - timing.at),
        },
  );
  return impulseDone({ gone: written === null });
};

/**
 * `$stop` turns the impulse into exactly one time record (the service makes sure of that, also
 * for two devices at once). A stop that waited offline is first paused at the elapsed time the
 * person saw, and its record then gets the stop time they pressed. Every step is recorded, so a
 * crash anywhere resumes at the next step; a `$stop` whose answer was lost finds its record by
 * the start.
 */
const stop: WriteExecutor<'impulse.stop'> = async ({
  payload,
  client,
  clock,
  progress,
  saveProgress,
  me,
}: WriteContext<'impulse.stop'>) => {
  const late = clock.serverNow() - payload.at > lateToleranceMs;
  let recordId = typeof progress['recordId'] === 'string' ? progress['recordId'] : null;
  if (recordId === null) {
    if (late && progress['paused'] !== true) {
      const paused = await putImpulse(client, clock, payload.id, () => ({
        mode: 'PAUSE',
        duration: payload.elapsedMs,
      }));
      if (paused !== null) saveProgress({ paused: true });
    }
    const sentBefore = progress['stopSent'] === true;
    saveProgress({ stopSent: true });
    try {
      const record = (await client.call<Record<string, unknown>>(
        'POST',
        `${impulsesPath}/${encodeURIComponent(payload.id)}/$stop`,
      )) ?? { id: null };
      recordId = typeof record['id'] === 'string' ? record['id'] : null;
    } catch (error) {
      const alreadyStopped =
        error instanceof V1Error && (error.code === 'PE01-1106' || error.code === 'PE01-1101');
      if (!alreadyStopped) throw error;
      // Stopped already: by an earlier attempt of ours (find our record), or elsewhere (theirs stands).
      if (sentBefore) recordId = await findRecordByStart(client, await me(), payload.startedAt);
      else return { changed: ['impulses', 'timerecords'], value: { stoppedElsewhere: true } };
    }
    if (recordId !== null) saveProgress({ recordId });
  }
  if (late && recordId !== null) await correctStop(client, recordId, payload);
  return { changed: ['impulses', 'timerecords'], value: { recordId } };
};

async function findRecordByStart(
  client: V1Client,
  userId: string,
  startedAt: number,
): Promise<string | null> {
  const records = await client.list<{ id?: unknown }>('time/timerecords', {
    $filter: `user/id eq ${v1StringLiteral(userId)} and ${startEquals(startedAt)}`,
    $orderby: 'createdAt desc',
    $top: 1,
    no_expand: true,
  });
  const id = records[0]?.id;
  return typeof id === 'string' ? id : null;
}

/** The record of a late stop ends when the person pressed stop, with the time they saw. */
async function correctStop(client: V1Client, recordId: string, payload: TimedImpulsePayload): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    let record: { version?: unknown; start?: unknown } | undefined;
    try {
      record = await client.get(`time/timerecords/${encodeURIComponent(recordId)}`, { no_expand: true });
    } catch (error) {
      if (gone(error)) return;
      throw error;
    }
    if (typeof record?.version !== 'number') return;
    const start = record.start instanceof Date ? record.start.getTime() : payload.startedAt;
    try {
      await client.update('time/timerecords', recordId, {
        stop: new Date(Math.max(payload.at, start)),
        duration: payload.elapsedMs,
        version: record.version,
      });
      return;
    } catch (error) {
      if (gone(error)) return;
      if (!stale(error)) throw error;
    }
  }
}

export const impulseExecutors: { readonly [K in ImpulseKind]: WriteExecutor<K> } = {
  'impulse.start': start,
  'impulse.pause': pause,
  'impulse.resume': resume,
  'impulse.adjust': adjust,
  'impulse.edit': edit,
  'impulse.stop': stop,
};
