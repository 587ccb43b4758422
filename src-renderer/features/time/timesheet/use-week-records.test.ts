import { describe, expect, it } from 'vitest';
import { emptyTimeFilter } from '../../../../src-shared/domain/time-filter.ts';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { FakeBridge } from '../../../testing/fake-bridge.ts';
import { readWeekRecords, weekPageSize } from './use-week-records.ts';

const range = { from: Date.UTC(2026, 10, 23), to: Date.UTC(2026, 10, 30) };

function records(count: number): TimeRecordView[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `r${String(i)}`,
    version: 1,
    start: range.from + i * 60_000,
    stop: range.from + i * 60_000 + 30_000,
    durationMs: 30_000,
    description: '',
    billable: false,
    project: null,
    task: null,
    client: null,
    price: null,
  }));
}

/**
 * The first page answers at once; later pages only once `laterAtOnce` of them are asked, so
 * reading them one after another would wait forever.
 */
function serviceOf(all: TimeRecordView[], laterAtOnce: number): FakeBridge {
  const waiting: (() => void)[] = [];
  return new FakeBridge()
    .handle('timerecords:count', () => all.length)
    .handle('timerecords:list', (arg) => {
      const answer = all.slice(arg.skip, arg.skip + arg.top);
      if (arg.skip === 0) return answer;
      return new Promise<TimeRecordView[]>((resolve) => {
        waiting.push(() => resolve(answer));
        if (waiting.length === laterAtOnce) for (const release of waiting.splice(0)) release();
      });
    });
}

describe('readWeekRecords', () => {
  it('reads a week of exactly one full page with one page read', async () => {
    const all = records(weekPageSize);
    const bridge = serviceOf(all, 0);
    await expect(readWeekRecords(bridge, range, emptyTimeFilter)).resolves.toEqual(all);
    expect(bridge.callsTo('timerecords:list')).toHaveLength(1);
  });

  it('asks for the later pages of a large week side by side, and keeps their order', async () => {
    const all = records(2 * weekPageSize + 5);
    const bridge = serviceOf(all, 2);
    const read = await readWeekRecords(bridge, range, emptyTimeFilter);
    expect(read.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(bridge.callsTo('timerecords:list')).toMatchObject([{ skip: 0 }, { skip: 1000 }, { skip: 2000 }]);
  });

  it('stops after a short first page whatever the count says', async () => {
    const all = records(3);
    const bridge = serviceOf(all, 0).handle('timerecords:count', () => 5000);
    await expect(readWeekRecords(bridge, range, emptyTimeFilter)).resolves.toHaveLength(3);
    expect(bridge.callsTo('timerecords:list')).toHaveLength(1);
  });
});
