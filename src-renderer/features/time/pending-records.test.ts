import { describe, expect, it } from 'vitest';
import type { OutboxEntryView, OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { pendingRecords, withPending } from './pending-records.ts';

const record: TimeRecordView = {
  id: 'r1',
  version: 3,
  start: 1000,
  stop: 5000,
  durationMs: 4000,
  description: 'Stored',
  billable: true,
  project: { id: 'p1', name: 'Old', code: null },
  task: null,
  client: null,
  price: 10,
};

function entry(patch: Partial<OutboxEntryView>): OutboxEntryView {
  return {
    id: 'w',
    label: { id: 'outbox.label.asIs', values: { text: 'x' } },
    target: { resource: 'timerecords', id: 'r1', action: 'update' },
    preview: null,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    refusal: null,
    createdAt: 0,
    ...patch,
  };
}

function status(entries: OutboxEntryView[]): OutboxStatus {
  return { online: false, pending: entries.length, refused: 0, elsewhere: 0, entries };
}

describe('pending time records', () => {
  it('shows edits not yet sent over the stored values, in order', () => {
    const pending = pendingRecords(
      status([
        entry({ id: 'a', preview: { description: 'First' } }),
        entry({
          id: 'b',
          preview: { description: 'Second', projectId: 'p2', project: { id: 'p2', name: 'New', code: null } },
        }),
      ]),
    );
    const shown = withPending(record, pending);
    expect(shown.mark).toBe('saving');
    expect(shown.record).toMatchObject({ description: 'Second', project: { id: 'p2' }, durationMs: 4000 });
    expect(withPending({ ...record, id: 'other' }, pending).mark).toBeNull();
  });

  it('marks deletes and refused edits, and lists records made here until confirmed', () => {
    const pending = pendingRecords(
      status([
        entry({ id: 'd', target: { resource: 'timerecords', id: 'r1', action: 'delete' } }),
        entry({
          id: 'c',
          target: { resource: 'timerecords', id: 'new', action: 'create' },
          preview: {
            start: 10,
            stop: 20,
            durationMs: 10,
            description: 'Made offline',
            billable: false,
            projectId: null,
          },
        }),
        entry({
          id: 'e',
          target: { resource: 'timerecords', id: 'r2', action: 'update' },
          state: 'refused',
          preview: {},
        }),
        entry({ id: 'p', target: { resource: 'projects', id: 'p9', action: 'create' }, preview: {} }),
      ]),
    );
    expect(withPending(record, pending).mark).toBe('deleting');
    expect(withPending({ ...record, id: 'r2' }, pending).mark).toBe('refused');
    expect(pending.creates.map((c) => c.record)).toEqual([
      expect.objectContaining({ id: 'new', start: 10, stop: 20, description: 'Made offline', project: null }),
    ]);
  });
});
