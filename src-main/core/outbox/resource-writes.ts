import type { DataResource } from '../../../src-shared/domain/data-resource.ts';
import { v1DateTimeLiteral, v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { V1Client, V1Query } from '../v1/v1-client.ts';
import { V1Error } from '../v1/v1-errors.ts';
import type { OutboxKind, ResourceKind } from './outbox-entry.ts';
import type { WriteContext, WriteDone, WriteExecutor } from './outbox.ts';
import { WriteRefusedError } from './write-errors.ts';

/** Field values in the outbox's own form: JSON only (dates as epoch ms, references as ids). */
export type Fields = Readonly<Record<string, unknown>>;

/** How one v1 resource is written, and how its stored values compare with a write's. */
export interface ResourceWriteSpec {
  /** v1 path of the collection: `time/timerecords`. */
  readonly path: string;
  readonly resource: DataResource;
  /** Kinds of data a delete or restore also changes (a project takes its tasks and records along). */
  readonly cascades?: readonly DataResource[];
  /** Query parameters of creates and updates (`calculate_price=true` for time records). */
  readonly writeQuery?: V1Query;
  /** Our fields as the v1 body. */
  toV1(fields: Fields): Record<string, unknown>;
  /** A stored v1 object in our form, for comparing with what a write wanted. */
  fromV1(record: Record<string, unknown>): Fields;
  /** Values as the person reads them, for a conflict. */
  describe(fields: Fields): Record<string, string>;
}

export type { CreatePayload, DeletePayload, RestorePayload, UpdatePayload } from './outbox-entry.ts';

type KindOf<Action extends string> = Extract<OutboxKind, `${ResourceKind}.${Action}`>;

function itemPath(spec: ResourceWriteSpec, id: string): string {
  return `${spec.path}/${encodeURIComponent(id)}`;
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof V1Error && error.code === code;
}

function isGone(error: unknown): boolean {
  return error instanceof V1Error && (error.code === 'PE01-1101' || error.status === 404);
}

/** A live object, or null when it does not exist (or is in the trash). */
export async function readLive(
  client: V1Client,
  spec: ResourceWriteSpec,
  id: string,
): Promise<Record<string, unknown> | null> {
  try {
    return (
      (await client.get<Record<string, unknown> | undefined>(itemPath(spec, id), { no_expand: true })) ?? null
    );
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}

/** The trash item a delete of that object made (the newest one), or null. */
export async function findTrashItem(client: V1Client, objectId: string): Promise<string | null> {
  const items = await client.list<{ id?: unknown }>('trash', {
    $filter: `deletedObjectId eq ${v1StringLiteral(objectId)}`,
    $orderby: 'createdAt desc',
    $top: 1,
  });
  const id = items[0]?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * POST with the id this computer chose. Sent again after a crash, the service answers 409
 * "already exists": that is the same object, confirmed once it is read back.
 */
export function createExecutor(spec: ResourceWriteSpec): WriteExecutor<KindOf<'create'>> {
  return async ({ payload, client }: WriteContext<KindOf<'create'>>): Promise<WriteDone> => {
    try {
      await client.call('POST', spec.path, spec.writeQuery ?? {}, {
        ...spec.toV1(payload.fields),
        id: payload.id,
      });
    } catch (error) {
      if (!isCode(error, 'PE01-1102')) throw error;
      // An id this computer drew at random: the object is ours, from an attempt whose answer
      // was lost. It is live, or in the trash when a later write already deleted it.
      const exists =
        (await readLive(client, spec, payload.id)) !== null ||
        (await findTrashItem(client, payload.id)) !== null;
      if (!exists) {
        throw new WriteRefusedError({
          code: 'PE01-1102',
          message: { id: 'outbox.refusal.existsHidden' },
          conflict: null,
        });
      }
    }
    return { changed: [spec.resource] };
  };
}

/**
 * PUT with the version the person edited. A stale version is a conflict for the person to
 * settle, unless the stored values already are what this write wanted (an earlier attempt of
 * it landed before a crash).
 */
export function updateExecutor(spec: ResourceWriteSpec): WriteExecutor<KindOf<'update'>> {
  return async ({ payload, client }: WriteContext<KindOf<'update'>>): Promise<WriteDone> => {
    try {
      await client.call('PUT', itemPath(spec, payload.id), spec.writeQuery ?? {}, {
        ...spec.toV1(payload.changes),
        version: payload.version,
      });
      return { changed: [spec.resource] };
    } catch (error) {
      if (!isCode(error, 'PE01-1107')) throw error;
    }
    const stored = await readLive(client, spec, payload.id);
    if (stored === null) {
      throw new WriteRefusedError({
        code: 'PE01-1101',
        message: { id: 'outbox.refusal.deletedSinceEdit' },
        conflict: null,
      });
    }
    const current = spec.fromV1(stored);
    const names = Object.keys(payload.changes);
    if (names.every((name) => sameValue(current[name], payload.changes[name]))) {
      return { changed: [spec.resource] };
    }
    const theirs: Record<string, unknown> = {};
    for (const name of names) theirs[name] = current[name];
    throw new WriteRefusedError({
      code: 'PE01-1107',
      message: { id: 'outbox.refusal.changedSinceEdit' },
      conflict: {
        mine: spec.describe(payload.changes),
        theirs: spec.describe(theirs),
        currentVersion: typeof stored['version'] === 'number' ? stored['version'] : payload.version,
      },
    });
  };
}

/** To the trash. Already gone (an earlier attempt landed) counts as done. Answers the trash item. */
export function deleteExecutor(spec: ResourceWriteSpec): WriteExecutor<KindOf<'delete'>> {
  return async ({ payload, client }: WriteContext<KindOf<'delete'>>): Promise<WriteDone> => {
    try {
      await client.delete(spec.path, payload.id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    const trashItemId = await findTrashItem(client, payload.id).catch(() => null);
    return {
      changed: [spec.resource, ...(spec.cascades ?? []), 'trash'],
      value: { trashItemId },
    };
  };
}

/** Brings a deleted object back with its trash group. Already back counts as done. */
export function restoreExecutor(spec: ResourceWriteSpec): WriteExecutor<KindOf<'restore'>> {
  return async ({ payload, client }: WriteContext<KindOf<'restore'>>): Promise<WriteDone> => {
    const trashItemId = payload.trashItemId ?? (await findTrashItem(client, payload.id));
    const done: WriteDone = { changed: [spec.resource, ...(spec.cascades ?? []), 'trash'] };
    if (trashItemId === null) {
      if ((await readLive(client, spec, payload.id)) !== null) return done;
      throw new WriteRefusedError({
        code: 'PE01-1101',
        message: { id: 'outbox.refusal.notInTrash' },
        conflict: null,
      });
    }
    try {
      await client.call('GET', `trash/${encodeURIComponent(trashItemId)}/$restore`);
    } catch (error) {
      if (!isGone(error) || (await readLive(client, spec, payload.id)) === null) throw error;
    }
    return done;
  };
}

/** Compares values in our JSON form (numbers, strings, booleans, null, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A `start eq` clause, for finding a record by the start it was made with. */
export function startEquals(ms: number): string {
  return `start eq ${v1DateTimeLiteral(ms)}`;
}
