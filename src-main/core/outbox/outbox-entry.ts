import { z } from 'zod';

/*
 * What an outbox entry holds: a kind, the version of that kind's payload, and the payload.
 *
 * The version sits next to the kind (a column of its own on disk), not inside the payload: a
 * payload is exactly what the write sends and compares (an update's payload already has a
 * `version`, the service's version of the object), and entries stored before versions existed
 * have no field to read one from. Such entries are version 1 of their kind.
 */

const id = z.string().min(1);
const ms = z.number();
/**
 * Field values in the outbox's own form: JSON (dates as epoch ms, references as ids). Each
 * resource's write spec reads them; the outbox only carries them.
 */
const fields = z.record(z.string(), z.unknown());

const createPayload = z.strictObject({ id, fields });
const updatePayload = z.strictObject({
  id,
  /** The service's version of the object the person edited (a newer one is a conflict). */
  version: z.number().int().min(0),
  changes: fields,
});
const deletePayload = z.strictObject({ id });
const restorePayload = z.strictObject({ id, trashItemId: id.nullable() });

/** Start of a stopwatch, version 1: starts written before work types were offered lack them. */
const startPayloadV1 = z.strictObject({
  id,
  projectId: id.nullable(),
  /** For showing the stopwatch from the outbox after a restart while offline. */
  projectName: z.string().nullable().optional(),
  taskId: id.nullable(),
  workTypeId: id.nullable().optional(),
  description: z.string(),
  billable: z.boolean(),
  startAt: ms,
  /** ms after the last sign of life when the service calls the time unattended. */
  watchTimeout: ms,
});
/** Version 2: every start names its work type and project name (null when none). */
const startPayload = startPayloadV1.extend({ projectName: z.string().nullable(), workTypeId: id.nullable() });

/** Pause, resume, adjust and stop carry the moment and the elapsed time the person saw then. */
const timedPayload = z.strictObject({
  id,
  at: ms,
  elapsedMs: ms,
  /** Server time of the first start, to find the record of a stop whose answer was lost. */
  startedAt: ms,
});

const editPayload = z.strictObject({
  id,
  changes: z.strictObject({
    projectId: id.nullable().optional(),
    taskId: id.nullable().optional(),
    workTypeId: id.nullable().optional(),
    description: z.string().optional(),
    billable: z.boolean().optional(),
    /** A new first start (server ms); `timing` then says the elapsed time it makes. */
    start: ms.optional(),
  }),
  /** With a new start: the elapsed time the person saw at server time `at` after the change. */
  timing: z.strictObject({ at: ms, elapsedMs: ms }).optional(),
});

export type CreatePayload = z.output<typeof createPayload>;
export type UpdatePayload = z.output<typeof updatePayload>;
export type DeletePayload = z.output<typeof deletePayload>;
export type RestorePayload = z.output<typeof restorePayload>;
export type StartImpulsePayloadV1 = z.output<typeof startPayloadV1>;
export type StartImpulsePayload = z.output<typeof startPayload>;
export type TimedImpulsePayload = z.output<typeof timedPayload>;
export type EditImpulsePayload = z.output<typeof editPayload>;

/** The current version of every kind. Raise one only together with a step in `upgradeSteps`. */
export const outboxVersions = {
  'timerecord.create': 1,
  'timerecord.update': 1,
  'timerecord.delete': 1,
  'timerecord.restore': 1,
  'project.create': 1,
  'project.update': 1,
  'project.delete': 1,
  'project.restore': 1,
  'task.create': 1,
  'task.update': 1,
  'task.delete': 1,
  'task.restore': 1,
  'impulse.start': 2,
  'impulse.pause': 1,
  'impulse.resume': 1,
  'impulse.adjust': 1,
  'impulse.edit': 1,
  'impulse.stop': 1,
} as const;

const entry = <K extends keyof typeof outboxVersions, P extends z.ZodType>(kind: K, payload: P) =>
  z.strictObject({ kind: z.literal(kind), version: z.literal(outboxVersions[kind]), payload });

/** An entry at the current version of its kind. */
export const outboxEntrySchema = z.discriminatedUnion('kind', [
  entry('timerecord.create', createPayload),
  entry('timerecord.update', updatePayload),
  entry('timerecord.delete', deletePayload),
  entry('timerecord.restore', restorePayload),
  entry('project.create', createPayload),
  entry('project.update', updatePayload),
  entry('project.delete', deletePayload),
  entry('project.restore', restorePayload),
  entry('task.create', createPayload),
  entry('task.update', updatePayload),
  entry('task.delete', deletePayload),
  entry('task.restore', restorePayload),
  entry('impulse.start', startPayload),
  entry('impulse.pause', timedPayload),
  entry('impulse.resume', timedPayload),
  entry('impulse.adjust', timedPayload),
  entry('impulse.edit', editPayload),
  entry('impulse.stop', timedPayload),
]);

type ParsedEntry = z.output<typeof outboxEntrySchema>;
export type OutboxKind = ParsedEntry['kind'];
/** The payload of each kind at its current version. */
export type OutboxPayloads = { readonly [E in ParsedEntry as E['kind']]: E['payload'] };
/**
 * An entry at the current version of its kind; `OutboxEntry<K>` for some kinds. Written as a map
 * over the kinds so that code handling "an entry of kind K" stays typed per kind.
 */
export type OutboxEntry<K extends OutboxKind = OutboxKind> = {
  readonly [P in K]: {
    readonly kind: P;
    readonly version: (typeof outboxVersions)[P];
    readonly payload: OutboxPayloads[P];
  };
}[K];
/** An entry as code makes it: the outbox stamps the current version of its kind. */
export type NewOutboxEntry<K extends OutboxKind = OutboxKind> = {
  readonly [P in K]: { readonly kind: P; readonly payload: OutboxPayloads[P] };
}[K];

export type ResourceKind = 'timerecord' | 'project' | 'task';
export type ImpulseKind = Extract<OutboxKind, `impulse.${string}`>;

/**
 * One step up: reads a payload of version N (checking it against that version's schema) and
 * answers it as version N + 1. Pure; `upgradeSteps[kind][N - 1]` is the step from version N.
 */
export type UpgradeStep = (payload: unknown) => unknown;

/** The start of a stopwatch from version 1 to 2: a start without work type had none. */
export function startV1ToV2(payload: StartImpulsePayloadV1): StartImpulsePayload {
  return { ...payload, projectName: payload.projectName ?? null, workTypeId: payload.workTypeId ?? null };
}

export const upgradeSteps: { readonly [K in OutboxKind]: readonly UpgradeStep[] } = {
  'timerecord.create': [],
  'timerecord.update': [],
  'timerecord.delete': [],
  'timerecord.restore': [],
  'project.create': [],
  'project.update': [],
  'project.delete': [],
  'project.restore': [],
  'task.create': [],
  'task.update': [],
  'task.delete': [],
  'task.restore': [],
  'impulse.start': [(payload) => startV1ToV2(startPayloadV1.parse(payload))],
  'impulse.pause': [],
  'impulse.resume': [],
  'impulse.adjust': [],
  'impulse.edit': [],
  'impulse.stop': [],
};

/** A stored entry read back: at the current version, or why it cannot be read. */
export type StoredEntryReading =
  | { readonly ok: true; readonly entry: OutboxEntry; readonly upgraded: boolean }
  | { readonly ok: false; readonly reason: string };

function isKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(outboxVersions, kind);
}

/**
 * Reads an entry as stored (kind, version, payload JSON text), bringing it up to the current
 * version of its kind one step at a time. Never throws: an entry that cannot be read says why.
 */
export function readStoredEntry(kind: string, version: number, payloadText: string): StoredEntryReading {
  if (!isKind(kind)) {
    return { ok: false, reason: `This version of Stint does not know changes of the kind "${kind}".` };
  }
  const current = outboxVersions[kind];
  if (!Number.isInteger(version) || version < 1) {
    return { ok: false, reason: `The change is stored with an invalid version (${String(version)}).` };
  }
  if (version > current) {
    return {
      ok: false,
      reason: `A newer version of Stint stored this change (version ${version}); this one reads up to version ${current}.`,
    };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(payloadText) as unknown;
  } catch {
    return { ok: false, reason: 'The stored change is not readable (its data is damaged).' };
  }
  try {
    for (const step of upgradeSteps[kind].slice(version - 1)) payload = step(payload);
  } catch (error) {
    return { ok: false, reason: `The stored change could not be brought up to date: ${problemOf(error)}` };
  }
  const parsed = outboxEntrySchema.safeParse({ kind, version: current, payload });
  if (!parsed.success) {
    return {
      ok: false,
      reason: `The stored change does not have the expected form: ${problemOf(parsed.error)}`,
    };
  }
  return { ok: true, entry: parsed.data, upgraded: version < current };
}

/** A new entry at the current version of its kind, checked like one read back from disk. */
export function currentEntry(entry: NewOutboxEntry): OutboxEntry {
  return outboxEntrySchema.parse({
    kind: entry.kind,
    version: outboxVersions[entry.kind],
    payload: entry.payload,
  });
}

/** An entry given as a kind and payload JSON (test support, tools), at the current version. */
export function entryFromJson(kind: string, payloadText: string): OutboxEntry {
  const reading = readStoredEntry(kind, isKind(kind) ? outboxVersions[kind] : 1, payloadText);
  if (!reading.ok) throw new Error(reading.reason);
  return reading.entry;
}

function problemOf(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    if (issue === undefined) return 'unknown problem.';
    const path = issue.path.map(String).join('.');
    return `${path === '' ? '' : `${path}: `}${issue.message}.`;
  }
  return error instanceof Error ? error.message : 'unknown problem.';
}
