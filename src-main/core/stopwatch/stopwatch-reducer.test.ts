import { describe, expect, it } from 'vitest';
import { NameBook } from '../daily/name-book.ts';
import { applyImpulse, replayImpulses, type ImpulseWrite, type LocalStopwatch } from './stopwatch-reducer.ts';

const minute = 60_000;
const t0 = Date.UTC(2026, 10, 20, 9, 0);

function names(): NameBook {
  const book = new NameBook();
  book.project({ id: 'p1', name: 'Website', code: 'WEB' });
  book.project({ id: 'p2', name: 'Support', code: null });
  book.named({ id: 't1', name: 'Design' });
  book.named({ id: 'w1', name: 'Meeting' });
  return book;
}

const start: ImpulseWrite = {
  kind: 'impulse.start',
  payload: {
    id: 's1',
    projectId: 'p1',
    projectName: 'Website',
    taskId: null,
    workTypeId: null,
    description: 'Offline',
    billable: true,
    startAt: t0,
    watchTimeout: 10 * minute,
  },
};

const running: LocalStopwatch = {
  id: 's1',
  project: { id: 'p1', name: 'Website', code: 'WEB' },
  task: null,
  workType: null,
  description: 'Offline',
  billable: true,
  startedAt: t0,
  timing: { running: true, bankedMs: 0, runStartedAt: t0 },
};

const paused: LocalStopwatch = {
  ...running,
  timing: { running: false, bankedMs: 20 * minute, runStartedAt: null },
};

const timed = (
  kind: 'impulse.pause' | 'impulse.resume' | 'impulse.adjust' | 'impulse.stop',
  at: number,
  elapsedMs: number,
  id = 's1',
): ImpulseWrite => ({ kind, payload: { id, at, elapsedMs, startedAt: t0 } });

const edit = (
  changes: Extract<ImpulseWrite, { kind: 'impulse.edit' }>['payload']['changes'],
  timing?: { at: number; elapsedMs: number },
): ImpulseWrite => ({
  kind: 'impulse.edit',
  payload: { id: 's1', changes, ...(timing === undefined ? {} : { timing }) },
});

describe('applyImpulse', () => {
  it.each<[string, LocalStopwatch | null, ImpulseWrite, LocalStopwatch | null]>([
    ['a start, from none', null, start, running],
    ['a start, in place of another stopwatch (a quick switch)', { ...running, id: 's0' }, start, running],
    [
      'a start of a project known only by the name it had then',
      null,
      { ...start, payload: { ...start.payload, projectId: 'p9', projectName: 'Archive' } },
      { ...running, project: { id: 'p9', name: 'Archive', code: null } },
    ],
    [
      'a start with a task and work type',
      null,
      { ...start, payload: { ...start.payload, taskId: 't1', workTypeId: 'w1', billable: false } },
      {
        ...running,
        task: { id: 't1', name: 'Design' },
        workType: { id: 'w1', name: 'Meeting' },
        billable: false,
      },
    ],
    ['a stop', running, timed('impulse.stop', t0 + 5 * minute, 5 * minute), null],
    [
      'a pause',
      running,
      timed('impulse.pause', t0 + 20 * minute, 20 * minute),
      { ...running, timing: { running: false, bankedMs: 20 * minute, runStartedAt: null } },
    ],
    [
      'a resume',
      paused,
      timed('impulse.resume', t0 + 30 * minute, 20 * minute),
      { ...running, timing: { running: true, bankedMs: 20 * minute, runStartedAt: t0 + 30 * minute } },
    ],
    [
      'an adjust of a running stopwatch: it counts on from the corrected time',
      running,
      timed('impulse.adjust', t0 + 40 * minute, 25 * minute),
      { ...running, timing: { running: true, bankedMs: 25 * minute, runStartedAt: t0 + 40 * minute } },
    ],
    [
      'an adjust of a paused stopwatch: it stays paused',
      paused,
      timed('impulse.adjust', t0 + 40 * minute, 15 * minute),
      { ...paused, timing: { running: false, bankedMs: 15 * minute, runStartedAt: null } },
    ],
    [
      'an edit of the project',
      running,
      edit({ projectId: 'p2' }),
      { ...running, project: { id: 'p2', name: 'Support', code: null } },
    ],
    ['an edit removing the project', running, edit({ projectId: null }), { ...running, project: null }],
    [
      'an edit of the task',
      running,
      edit({ taskId: 't1' }),
      { ...running, task: { id: 't1', name: 'Design' } },
    ],
    [
      'an edit of the work type',
      running,
      edit({ workTypeId: 'w1' }),
      { ...running, workType: { id: 'w1', name: 'Meeting' } },
    ],
    [
      'an edit of the description',
      running,
      edit({ description: 'Call' }),
      { ...running, description: 'Call' },
    ],
    ['an edit of billable', running, edit({ billable: false }), { ...running, billable: false }],
    [
      'an edit of the start of a running stopwatch: it counts on from the moved time',
      running,
      edit({ start: t0 - 60 * minute }, { at: t0 + 10 * minute, elapsedMs: 70 * minute }),
      {
        ...running,
        startedAt: t0 - 60 * minute,
        timing: { running: true, bankedMs: 70 * minute, runStartedAt: t0 + 10 * minute },
      },
    ],
    [
      'an edit of the start of a paused stopwatch: it stays paused, its time moved',
      paused,
      edit({ start: t0 - 60 * minute }, { at: t0 + 30 * minute, elapsedMs: 80 * minute }),
      {
        ...paused,
        startedAt: t0 - 60 * minute,
        timing: { running: false, bankedMs: 80 * minute, runStartedAt: null },
      },
    ],
    ['a write of another stopwatch: nothing', running, timed('impulse.stop', t0, 0, 's0'), running],
    ['a write with no stopwatch: nothing', null, timed('impulse.pause', t0, 0), null],
  ])('%s', (_, before, write, after) => {
    expect(applyImpulse(before, write, names())).toEqual(after);
  });
});

describe('replayImpulses', () => {
  it('shows a stopwatch started offline, paused and resumed, as the commands left it', () => {
    const writes = [
      start,
      timed('impulse.pause', t0 + 20 * minute, 20 * minute),
      timed('impulse.resume', t0 + 30 * minute, 20 * minute),
    ];
    // What the commands showed, write by write, is what the replay after a restart shows.
    let shown: LocalStopwatch | null = null;
    for (const write of writes) shown = applyImpulse(shown, write, names());
    const replayed = replayImpulses(writes, names());
    expect(replayed).toEqual(shown);
    expect(replayed).toEqual({
      ...running,
      timing: { running: true, bankedMs: 20 * minute, runStartedAt: t0 + 30 * minute },
    });
  });

  it('edits a stopwatch whose start still waits in the outbox like one the service knows', () => {
    const change = edit({ description: 'Renamed', taskId: 't1' });
    expect(replayImpulses([start, change], names())).toEqual(applyImpulse(running, change, names()));
  });

  it('shows none once the waiting writes stop it, and the next start after a quick switch', () => {
    const next: ImpulseWrite = {
      ...start,
      payload: { ...start.payload, id: 's2', startAt: t0 + 9 * minute },
    };
    expect(replayImpulses([start, timed('impulse.stop', t0 + 5 * minute, 5 * minute)], names())).toBeNull();
    expect(
      replayImpulses([start, timed('impulse.stop', t0 + 9 * minute, 9 * minute), next], names()),
    ).toMatchObject({ id: 's2', startedAt: t0 + 9 * minute, timing: { running: true, bankedMs: 0 } });
  });
});
