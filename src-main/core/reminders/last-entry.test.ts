import { describe, expect, it } from 'vitest';
import type { TimeRecordPageQuery, TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { readLastEntry } from './last-entry.ts';

const record = (over: Partial<TimeRecordView>): TimeRecordView => ({
  id: 'r',
  version: 1,
  start: 0,
  stop: 1,
  durationMs: 1,
  description: '',
  billable: false,
  project: null,
  task: null,
  client: null,
  price: null,
  ...over,
});

describe('readLastEntry', () => {
  it('offers the newest of the person’s own records that has a project', async () => {
    const asked: TimeRecordPageQuery[] = [];
    const entry = await readLastEntry((query) => {
      asked.push(query);
      return Promise.resolve([
        record({ description: 'No project' }),
        record({
          description: 'Login screen review',
          billable: true,
          project: { id: 'p1', name: 'Contoso', code: null },
          task: { id: 't1', name: 'QA' },
          workType: { id: 'w1', name: 'Testing' },
        }),
      ]);
    }, 100 * 86_400_000);
    expect(entry).toEqual({
      projectId: 'p1',
      projectName: 'Contoso',
      taskId: 't1',
      workTypeId: 'w1',
      description: 'Login screen review',
      billable: true,
    });
    expect(asked[0]).toMatchObject({ skip: 0, filter: { people: 'me' } });
    expect(asked[0]?.range.from).toBe(40 * 86_400_000);
  });

  it('is null when nothing can be started again', async () => {
    expect(await readLastEntry(() => Promise.resolve([record({})]), 0)).toBeNull();
  });
});
