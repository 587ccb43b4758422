import { describe, expect, it } from 'vitest';
import { changedFields, follow, formText, readTimes } from './record-form.ts';

const nine = new Date(2026, 0, 7, 9, 0).getTime();
const hour = 3_600_000;

describe('record form', () => {
  it('reads start, stop and duration, with a stop past midnight on the next day', () => {
    expect(readTimes(formText(nine, nine + 2 * hour, 2 * hour))).toEqual({
      ok: true,
      start: nine,
      stop: nine + 2 * hour,
      durationMs: 2 * hour,
    });
    const late = readTimes({ date: '2026-01-07', start: '23:00', stop: '01:30', duration: '2:30' });
    expect(late).toEqual({
      ok: true,
      start: new Date(2026, 0, 7, 23, 0).getTime(),
      stop: new Date(2026, 0, 8, 1, 30).getTime(),
      durationMs: 2.5 * hour,
    });
    expect(readTimes({ date: '2026-01-07', start: '09:00', stop: '', duration: '45m' })).toMatchObject({
      ok: true,
      stop: nine + 45 * 60_000,
    });
  });

  it('says what is wrong in a sentence', () => {
    expect(readTimes({ date: 'x', start: '09:00', stop: '', duration: '1:00' })).toMatchObject({ ok: false });
    expect(readTimes({ date: '2026-01-07', start: '9', stop: '', duration: '1:00' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/start/),
    });
    expect(readTimes({ date: '2026-01-07', start: '09:00', stop: '10:00', duration: '2:00' })).toMatchObject({
      ok: false,
      message: 'The duration is longer than the time from start to stop.',
    });
    // A shorter duration than the span is a break, and fine.
    expect(readTimes({ date: '2026-01-07', start: '09:00', stop: '12:00', duration: '2:30' })).toMatchObject({
      ok: true,
      durationMs: 2.5 * hour,
    });
  });

  it('keeps duration and stop in step with what was changed last', () => {
    const text = formText(nine, nine + hour, hour);
    expect(follow({ ...text, stop: '11:15' }, 'stop').duration).toBe('2:15');
    expect(follow({ ...text, duration: '3:00' }, 'duration').stop).toBe('12:00');
    expect(follow({ ...text, start: '08:00' }, 'start').duration).toBe('2:00');
  });

  it('sends only what changed', () => {
    const before = {
      start: 1,
      stop: 2,
      durationMs: 1,
      projectId: 'p',
      taskId: null,
      description: 'a',
      billable: true,
    };
    expect(changedFields(before, { ...before, description: 'b', billable: false })).toEqual({
      description: 'b',
      billable: false,
    });
    expect(changedFields(before, before)).toEqual({});
  });
});
