import type { OutboxEntryView, OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { NamedRef, ProjectRef } from '../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';

/** How a record in the list stands with the outbox. */
export type PendingMark = 'saving' | 'refused' | 'deleting' | null;

export interface PendingRecords {
  /** Changes not confirmed yet, by record id, oldest first. */
  readonly edits: ReadonlyMap<string, readonly OutboxEntryView[]>;
  readonly deletes: ReadonlyMap<string, OutboxEntryView>;
  /** Records made here that the service has not confirmed (or refused), with their values. */
  readonly creates: readonly { readonly entry: OutboxEntryView; readonly record: TimeRecordView }[];
}

const none: PendingRecords = { edits: new Map(), deletes: new Map(), creates: [] };

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** Applies a write's preview (the values the person chose) to a record. */
function apply(record: TimeRecordView, preview: Readonly<Record<string, unknown>>): TimeRecordView {
  return {
    ...record,
    start: num(preview['start'], record.start),
    stop: 'stop' in preview ? (typeof preview['stop'] === 'number' ? preview['stop'] : null) : record.stop,
    durationMs: num(preview['durationMs'], record.durationMs),
    description: typeof preview['description'] === 'string' ? preview['description'] : record.description,
    billable: typeof preview['billable'] === 'boolean' ? preview['billable'] : record.billable,
    project:
      'projectId' in preview
        ? ((preview['project'] as ProjectRef | null | undefined) ?? null)
        : record.project,
    task: 'taskId' in preview ? ((preview['task'] as NamedRef | null | undefined) ?? null) : record.task,
    workType:
      'workTypeId' in preview
        ? ((preview['workType'] as NamedRef | null | undefined) ?? null)
        : (record.workType ?? null),
  };
}

/** The time record writes of the outbox, arranged for the list. */
export function pendingRecords(status: OutboxStatus | undefined): PendingRecords {
  if (status === undefined || status.entries.length === 0) return none;
  const edits = new Map<string, OutboxEntryView[]>();
  const deletes = new Map<string, OutboxEntryView>();
  const creates: { entry: OutboxEntryView; record: TimeRecordView }[] = [];
  for (const entry of status.entries) {
    const target = entry.target;
    if (target.resource !== 'timerecords') continue;
    if (target.action === 'delete') deletes.set(target.id, entry);
    else if (target.action === 'update') edits.set(target.id, [...(edits.get(target.id) ?? []), entry]);
    else if (target.action === 'create' && entry.preview !== null) {
      const blank: TimeRecordView = {
        id: target.id,
        version: 0,
        start: 0,
        stop: null,
        durationMs: 0,
        description: '',
        billable: false,
        project: null,
        task: null,
        client: null,
        workType: null,
        price: null,
      };
      creates.push({ entry, record: apply(blank, entry.preview) });
    }
  }
  return { edits, deletes, creates };
}

/** A record from the service with what this computer changed and has not sent yet. */
export function withPending(
  record: TimeRecordView,
  pending: PendingRecords,
): { record: TimeRecordView; mark: PendingMark; entry: OutboxEntryView | null } {
  const deleting = pending.deletes.get(record.id);
  if (deleting !== undefined)
    return { record, mark: deleting.state === 'refused' ? 'refused' : 'deleting', entry: deleting };
  const edits = pending.edits.get(record.id);
  if (edits === undefined || edits.length === 0) return { record, mark: null, entry: null };
  let shown = record;
  for (const edit of edits) if (edit.preview !== null) shown = apply(shown, edit.preview);
  const refused = edits.find((e) => e.state === 'refused') ?? null;
  return {
    record: shown,
    mark: refused === null ? 'saving' : 'refused',
    entry: refused ?? edits.at(-1) ?? null,
  };
}
