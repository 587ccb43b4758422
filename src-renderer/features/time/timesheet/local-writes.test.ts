import { describe, expect, it } from 'vitest';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { unseenWrites, withLocalWrites, type LocalWrite } from './local-writes.ts';

const hour = 3_600_000;
function rec(id: string, start: number, durationMs: number): TimeRecordView {
  return {
    id,
    version: 1,
    start,
    stop: start + durationMs,
    durationMs,
    description: '',
    billable: true,
    project: { id: 'p1', name: 'Website', code: null },
    task: null,
    client: null,
    price: null,
  };
}

describe('local writes', () => {
  const one = rec('r1', 0, hour);
  const made: LocalWrite = { kind: 'create', record: rec('local-0', 2 * hour, hour), settledAt: null };
  const longer: LocalWrite = {
    kind: 'update',
    id: 'r1',
    stop: 2 * hour,
    durationMs: 2 * hour,
    settledAt: null,
  };
  const gone: LocalWrite = { kind: 'delete', id: 'r1', settledAt: null };

  it('shows what was typed until the records read show it', () => {
    expect(withLocalWrites([one], [made]).map((r) => r.durationMs)).toEqual([hour, hour]);
    expect(withLocalWrites([one], [longer]).map((r) => r.durationMs)).toEqual([2 * hour]);
    expect(withLocalWrites([one], [gone])).toEqual([]);
  });

  it('forgets a write once the records show it, or once they were read after it settled', () => {
    const saved = rec('r2', 2 * hour, hour);
    expect(unseenWrites([made], [one, saved], 10)).toEqual([]);
    expect(unseenWrites([made], [one], 10)).toEqual([made]);
    const settled = { ...made, settledAt: 20 };
    expect(unseenWrites([settled], [one], 10)).toEqual([settled]);
    expect(unseenWrites([settled], [one], 30)).toEqual([]);
    expect(unseenWrites([longer, gone], [one], 0)).toEqual([longer, gone]);
    expect(unseenWrites([longer, gone], [rec('r1', 0, 2 * hour)], 0)).toEqual([gone]);
    expect(unseenWrites([gone], [], 0)).toEqual([]);
  });
});
