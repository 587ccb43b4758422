import { randomUUID } from 'node:crypto';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import { timeFilterToV1, timeRangeToV1 } from '../../../src-shared/domain/time-filter.ts';
import type {
  TimeRecordFields,
  TimeRecordPageQuery,
  TimeRecordQuery,
  TimeRecordUpdate,
  TimeRecordView,
} from '../../../src-shared/domain/time-record.ts';
import type { TimeRecordTotal } from '../../../src-shared/ipc/channels/timerecords.ts';
import { requireClient, requireWritable, type OrganizationLink } from '../workplace/organization-link.ts';
import type { NameBook } from '../workplace/name-book.ts';
import { readThrough } from '../workplace/read-errors.ts';
import { CoreError } from '../ipc/core-error.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { OutboxKind } from '../outbox/outbox-entry.ts';
import type { OutboxLabel } from '../outbox/outbox-label.ts';
import type {
  CreatePayload,
  DeletePayload,
  RestorePayload,
  UpdatePayload,
} from '../outbox/resource-writes.ts';
import { timeRecordsPath, timeRecordView } from './time-record-codec.ts';

export interface TimeRecordsServiceOptions {
  readonly link: OrganizationLink;
  readonly outbox: Outbox;
  readonly names: NameBook;
  /** How long a write call waits for the service before answering "queued". */
  readonly settleMs?: number;
}

/** Deletes this session can still undo: the write id names the object. */
interface Deleted {
  readonly objectId: string;
  /** The label of the restore that brings it back. */
  readonly restoreLabel: OutboxLabel;
}

/**
 * Time records of the signed-in person, or of everyone they may see (the shared filter says
 * which): reads go straight to the service (1000 per page, `$filter` built from the shared time
 * filter), writes go through the outbox.
 */
export class TimeRecordsService {
  readonly #options: TimeRecordsServiceOptions;
  readonly #deleted = new Map<string, Deleted>();

  constructor(options: TimeRecordsServiceOptions) {
    this.#options = options;
  }

  async list(query: TimeRecordPageQuery): Promise<TimeRecordView[]> {
    const client = requireClient(this.#options.link);
    const filter = await this.#filter(query);
    const records = await readThrough(() =>
      client.list<Record<string, unknown>>(timeRecordsPath, {
        $filter: filter,
        // The (user, start) index gives this order without sorting the range; equal starts keep
        // the index's order, the same for every page.
        $orderby: 'start desc',
        $top: query.top,
        $skip: query.skip,
        no_expand: true,
      }),
    );
    return records
      .map((record) => timeRecordView(record, this.#options.names))
      .filter((view): view is TimeRecordView => view !== null);
  }

  async count(query: TimeRecordQuery): Promise<number> {
    const client = requireClient(this.#options.link);
    const filter = await this.#filter(query);
    return readThrough(() => client.count(timeRecordsPath, filter));
  }

  async total(query: TimeRecordQuery): Promise<TimeRecordTotal> {
    const client = requireClient(this.#options.link);
    const filter = await this.#filter(query);
    const rows = await readThrough(() =>
      client.get<{ summaries?: { name?: string; value?: string }[] }[]>(`${timeRecordsPath}/summary`, {
        summary: 'count();sum(duration)',
        $filter: filter,
      }),
    );
    const summaries = Array.isArray(rows) ? (rows[0]?.summaries ?? []) : [];
    const value = (name: string): number => {
      const found = summaries.find((s) => s.name === name)?.value;
      const number = Number(found ?? 0);
      return Number.isFinite(number) ? number : 0;
    };
    return { count: value('count()'), durationMs: value('sum(duration)') };
  }

  async get(id: string): Promise<TimeRecordView> {
    const client = requireClient(this.#options.link);
    const record = await readThrough(() =>
      client.get<Record<string, unknown> | undefined>(`${timeRecordsPath}/${encodeURIComponent(id)}`, {
        no_expand: true,
      }),
    );
    const view = record === undefined ? null : timeRecordView(record, this.#options.names);
    if (view === null) throw new CoreError('not-found', 'error.recordGone');
    return view;
  }

  async create(fields: TimeRecordFields): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    const id = randomUUID();
    const names = this.#options.names;
    const payload: CreatePayload = { id, fields: { ...fields } };
    const write = this.#options.outbox.enqueue({
      kind: 'timerecord.create',
      payload,
      keys: [`timerecords:${id}`],
      needs: needsOf(fields.projectId, fields.taskId),
      label: addLabel(fields, names),
      target: { resource: 'timerecords', id, action: 'create' },
      preview: {
        ...fields,
        project: names.projectById(fields.projectId),
        task: names.namedById(fields.taskId),
        workType: names.namedById(fields.workTypeId ?? null),
      },
    });
    return this.#options.outbox.settle(write.id, this.#options.settleMs);
  }

  async update(update: TimeRecordUpdate): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    const names = this.#options.names;
    const payload: UpdatePayload = { id: update.id, version: update.version, changes: update.changes };
    const write = this.#options.outbox.enqueue({
      kind: 'timerecord.update',
      payload,
      keys: [`timerecords:${update.id}`],
      needs: needsOf(update.changes.projectId, update.changes.taskId),
      label: { id: 'outbox.label.changeRecord' },
      target: { resource: 'timerecords', id: update.id, action: 'update' },
      preview: {
        ...update.changes,
        ...(update.changes.projectId === undefined
          ? {}
          : { project: names.projectById(update.changes.projectId) }),
        ...(update.changes.taskId === undefined ? {} : { task: names.namedById(update.changes.taskId) }),
        ...(update.changes.workTypeId === undefined
          ? {}
          : { workType: names.namedById(update.changes.workTypeId) }),
      },
    });
    return this.#options.outbox.settle(write.id, this.#options.settleMs);
  }

  async delete(id: string): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    const payload: DeletePayload = { id };
    const write = this.#options.outbox.enqueue({
      kind: 'timerecord.delete',
      payload,
      keys: [`timerecords:${id}`],
      needs: [],
      label: { id: 'outbox.label.deleteRecord' },
      target: { resource: 'timerecords', id, action: 'delete' },
      preview: null,
    });
    this.#deleted.set(write.id, { objectId: id, restoreLabel: { id: 'outbox.label.restoreRecord' } });
    return this.#options.outbox.settle(write.id, this.#options.settleMs);
  }

  /**
   * Undo of a delete: still in the outbox, it is simply taken back; already done, its trash
   * group is restored (through the outbox as well).
   */
  async undoDelete(writeId: string): Promise<WriteOutcome> {
    requireWritable(this.#options.link);
    return undoDelete(this.#options.outbox, this.#deleted, writeId, {
      kind: 'timerecord.restore',
      resource: 'timerecords',
      settleMs: this.#options.settleMs,
    });
  }

  async #filter(query: TimeRecordQuery): Promise<string> {
    // "Only me" is the person of this connection, read here: the renderer never names a user.
    const me = query.filter.people === 'me' ? await readThrough(() => this.#options.link.me()) : '';
    const filter = timeFilterToV1(query.filter, { me });
    const range = timeRangeToV1(query.range.from, query.range.to);
    return filter === null ? range : `${filter} and ${range}`;
  }
}

/** Shared by every screen that deletes: take the delete back, or restore what it trashed. */
export function undoDelete(
  outbox: Outbox,
  deleted: Map<string, Deleted>,
  writeId: string,
  restore: {
    kind: Extract<OutboxKind, `${string}.restore`>;
    resource: 'timerecords' | 'projects' | 'tasks';
    settleMs: number | undefined;
  },
): Promise<WriteOutcome> {
  const known = deleted.get(writeId);
  if (known === undefined) {
    throw new CoreError('undo-expired', 'error.undoExpired');
  }
  if (outbox.cancel(writeId)) {
    deleted.delete(writeId);
    return Promise.resolve({ state: 'saved', writeId });
  }
  const trashItemId = outbox.result(writeId)?.value?.['trashItemId'];
  const payload: RestorePayload = {
    id: known.objectId,
    trashItemId: typeof trashItemId === 'string' ? trashItemId : null,
  };
  const write = outbox.enqueue({
    kind: restore.kind,
    payload,
    keys: [`${restore.resource}:${known.objectId}`],
    needs: [],
    label: known.restoreLabel,
    target: { resource: restore.resource, id: known.objectId, action: 'restore' },
    preview: null,
  });
  deleted.delete(writeId);
  return outbox.settle(write.id, restore.settleMs);
}

function needsOf(projectId: string | null | undefined, taskId: string | null | undefined): string[] {
  return [
    ...(projectId == null ? [] : [`projects:${projectId}`]),
    ...(taskId == null ? [] : [`tasks:${taskId}`]),
  ];
}

function addLabel(fields: TimeRecordFields, names: NameBook): OutboxLabel {
  const project = names.projectById(fields.projectId)?.name;
  const description = fields.description.trim().slice(0, 60);
  return {
    id: 'outbox.label.addRecord',
    values: {
      described: description === '' ? 'no' : 'yes',
      description,
      onProject: project === undefined ? 'no' : 'yes',
      project: project ?? '',
    },
  };
}

export type { Deleted };
