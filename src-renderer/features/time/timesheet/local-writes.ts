import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';

/**
 * Writes the timesheet sent and the records it reads do not show yet. Until the week is read again
 * after a write settled, the grid shows what was typed, and the next cell of the same day starts
 * after it instead of on top of it.
 */
export type LocalWrite =
  | { readonly kind: 'create'; readonly record: TimeRecordView; readonly settledAt: number | null }
  | {
      readonly kind: 'update';
      readonly id: string;
      readonly stop: number | null;
      readonly durationMs: number;
      readonly settledAt: number | null;
    }
  | { readonly kind: 'delete'; readonly id: string; readonly settledAt: number | null };

/**
 * The writes still to show: those the records read do not show yet, unless the records were
 * read again after the write settled (then the service's answer is the truth, refused or not).
 */
export function unseenWrites(
  writes: readonly LocalWrite[],
  records: readonly TimeRecordView[],
  readAt: number,
): LocalWrite[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return writes.filter((write) => {
    if (write.settledAt !== null && readAt > write.settledAt) return false;
    return !shows(write, byId, records);
  });
}

function shows(
  write: LocalWrite,
  byId: ReadonlyMap<string, TimeRecordView>,
  records: readonly TimeRecordView[],
): boolean {
  switch (write.kind) {
    case 'delete':
      return !byId.has(write.id);
    case 'update':
      return byId.get(write.id)?.durationMs === write.durationMs;
    case 'create': {
      const made = write.record;
      return records.some(
        (record) =>
          record.start === made.start &&
          record.durationMs === made.durationMs &&
          record.project?.id === made.project?.id &&
          record.task?.id === made.task?.id,
      );
    }
  }
}

export function withLocalWrites(
  records: readonly TimeRecordView[],
  writes: readonly LocalWrite[],
): TimeRecordView[] {
  const deleted = new Set<string>();
  const updated = new Map<string, { stop: number | null; durationMs: number }>();
  const created: TimeRecordView[] = [];
  for (const write of writes) {
    if (write.kind === 'delete') deleted.add(write.id);
    else if (write.kind === 'update') updated.set(write.id, write);
    else created.push(write.record);
  }
  const shown = records
    .filter((record) => !deleted.has(record.id))
    .map((record) => {
      const change = updated.get(record.id);
      return change === undefined ? record : { ...record, stop: change.stop, durationMs: change.durationMs };
    });
  const known = new Set(shown.map((record) => record.id));
  return [...shown, ...created.filter((record) => !deleted.has(record.id) && !known.has(record.id))];
}
