import { describe, expect, it } from 'vitest';
import {
  changedFields,
  fieldProblem,
  follow,
  formText,
  longEntryMs,
  readEditedTimes,
  readTimes,
  type RecordFormText,
} from './record-form.ts';

const vienna = 'Europe/Vienna';
const tokyo = 'Asia/Tokyo';
const hour = 3_600_000;
const minute = 60_000;
// 2026-01-07 09:00 in Vienna (UTC+1 in winter).
const nine = Date.UTC(2026, 0, 7, 8, 0);

function text(patch: Partial<RecordFormText>): RecordFormText {
  return { date: '2026-01-07', start: '09:00', stop: '', nextDay: false, duration: '', ...patch };
}

describe('record form: reading the times', () => {
  it('places the typed clock times in the organization’s zone, not the computer’s', () => {
    expect(readTimes(text({ stop: '11:00', duration: '2:00' }), vienna)).toEqual({
      ok: true,
      start: nine,
      stop: nine + 2 * hour,
      durationMs: 2 * hour,
      long: false,
    });
    // The same text in an organization in Tokyo (UTC+9) is a different instant.
    expect(readTimes(text({ stop: '11:00', duration: '2:00' }), tokyo)).toMatchObject({
      start: Date.UTC(2026, 0, 7, 0, 0),
    });
    // Summer time is the zone's own: 09:00 in July is 07:00 UTC in Vienna.
    expect(readTimes(text({ date: '2026-07-07', duration: '1:00' }), vienna)).toMatchObject({
      start: Date.UTC(2026, 6, 7, 7, 0),
    });
  });

  it('writes a record back as the organization’s wall clock', () => {
    expect(formText(nine, nine + 2 * hour, 2 * hour, vienna)).toEqual(
      text({ stop: '11:00', duration: '2:00' }),
    );
    expect(formText(nine, nine + hour, hour, tokyo)).toMatchObject({ date: '2026-01-07', start: '17:00' });
    // 23:00 to 01:30 shows the stop with "+1 day".
    const late = Date.UTC(2026, 0, 7, 22, 0);
    expect(formText(late, late + 2.5 * hour, 2.5 * hour, vienna)).toEqual(
      text({ start: '23:00', stop: '01:30', nextDay: true, duration: '2:30' }),
    );
  });

  it('saves a duration across the autumn clock change, whose stop time the hour repeats', () => {
    // Vienna, 2026-10-25: 03:00 summer time becomes 02:00 again; 01:30 + 2 h is the second 02:30.
    const typed = follow(
      text({ date: '2026-10-25', start: '01:30', stop: '', duration: '2:00' }),
      'duration',
      vienna,
    );
    expect(typed.stop).toBe('02:30');
    const times = readTimes(typed, vienna);
    expect(times).toMatchObject({ ok: true, durationMs: 2 * hour });
    if (times.ok) expect(times.stop).toBe(Date.UTC(2026, 9, 25, 1, 30));
    // Typed without a duration, the repeated time is its first occurrence.
    expect(readTimes({ ...typed, duration: '' }, vienna)).toMatchObject({ ok: true, durationMs: hour });
  });

  it('refuses a stop before the start on the same day, next to the stop', () => {
    // The issue: 13:00 to 12:00 used to be saved as 23 hours ending tomorrow.
    const result = readTimes(text({ start: '13:00', stop: '12:00', duration: '23:00' }), vienna);
    expect(result).toMatchObject({
      ok: false,
      field: 'stop',
      message: expect.stringMatching(/before the start/),
    });
    expect(fieldProblem(text({ start: '13:00', stop: '12:00' }), vienna)).toEqual({
      stop: expect.stringMatching(/\+1 day/),
    });
  });

  it('marks every wrong field at once', () => {
    expect(fieldProblem(text({ start: '13:00', stop: '12:00', duration: '1h75' }), vienna)).toEqual({
      stop: expect.stringMatching(/before the start/),
      duration: expect.stringMatching(/Enter the duration/),
    });
    expect(fieldProblem(text({ start: '', stop: '12:00', duration: '1:00' }), vienna)).toEqual({
      start: expect.stringMatching(/Enter the start/),
    });
    expect(fieldProblem(text({ stop: '12:00', duration: '1:00' }), vienna)).toEqual({});
  });

  it('crosses midnight only with "+1 day" on the stop', () => {
    expect(
      readTimes(text({ start: '23:00', stop: '01:30', nextDay: true, duration: '2:30' }), vienna),
    ).toEqual({
      ok: true,
      start: Date.UTC(2026, 0, 7, 22, 0),
      stop: Date.UTC(2026, 0, 8, 0, 30),
      durationMs: 2.5 * hour,
      long: false,
    });
  });

  it('marks an entry longer than 24 hours so the editor asks once', () => {
    const long = readTimes(text({ start: '08:00', stop: '09:00', nextDay: true, duration: '25:00' }), vienna);
    expect(long).toMatchObject({ ok: true, durationMs: 25 * hour, long: true });
    expect(readTimes(text({ duration: '30h' }), vienna)).toMatchObject({ ok: true, long: true });
    expect(
      readTimes(text({ start: '09:00', stop: '09:00', nextDay: true, duration: '24:00' }), vienna),
    ).toMatchObject({
      ok: true,
      durationMs: longEntryMs,
      long: false,
    });
  });

  it('says what is wrong in a sentence, for the field that is wrong', () => {
    expect(readTimes(text({ date: 'x', duration: '1:00' }), vienna)).toMatchObject({
      ok: false,
      field: 'date',
    });
    expect(readTimes(text({ start: '9', duration: '1:00' }), vienna)).toMatchObject({
      ok: false,
      field: 'start',
      message: expect.stringMatching(/start/),
    });
    expect(readTimes(text({ duration: '1h75' }), vienna)).toMatchObject({ ok: false, field: 'duration' });
    expect(readTimes(text({ stop: '10:00', duration: 'soon' }), vienna)).toMatchObject({
      ok: false,
      field: 'duration',
    });
    expect(readTimes(text({ stop: '10:00', duration: '2:00' }), vienna)).toMatchObject({
      ok: false,
      field: 'duration',
      message: 'The duration is longer than the time from start to stop.',
    });
    // A shorter duration than the span is a break, and fine.
    expect(readTimes(text({ stop: '12:00', duration: '2:30' }), vienna)).toMatchObject({
      ok: true,
      durationMs: 2.5 * hour,
    });
  });
});

describe('record form: keeping the fields in step', () => {
  const base = text({ stop: '10:00', duration: '1:00' });

  it('lets the duration follow a new start or stop', () => {
    expect(follow({ ...base, stop: '11:15' }, 'stop', vienna).duration).toBe('2:15');
    expect(follow({ ...base, start: '08:00' }, 'start', vienna).duration).toBe('2:00');
    expect(follow({ ...base, stop: '08:00', nextDay: true }, 'nextDay', vienna).duration).toBe('23:00');
  });

  it('keeps the duration when the stop is before the start instead of wrapping to tomorrow', () => {
    const followed = follow({ ...base, start: '13:00', stop: '12:00' }, 'start', vienna);
    expect(followed).toMatchObject({ duration: '1:00', nextDay: false });
  });

  it('moves the stop to fit a typed duration, saying "+1 day" past midnight', () => {
    expect(follow({ ...base, duration: '3h' }, 'duration', vienna)).toMatchObject({
      stop: '12:00',
      nextDay: false,
    });
    expect(follow({ ...base, duration: '1h30' }, 'duration', vienna)).toMatchObject({ stop: '10:30' });
    const late = follow({ ...base, start: '22:00', duration: '3:15' }, 'duration', vienna);
    expect(late).toMatchObject({ stop: '01:15', nextDay: true });
    expect(readTimes(late, vienna)).toMatchObject({ ok: true, durationMs: 3.25 * hour });
    // Shortened again, the stop comes back to the same day.
    expect(follow({ ...late, duration: '90m' }, 'duration', vienna)).toMatchObject({
      stop: '23:30',
      nextDay: false,
    });
    // More than a day: no clock time can say it, the duration alone does.
    expect(follow({ ...base, duration: '50h' }, 'duration', vienna)).toMatchObject({
      stop: '',
      nextDay: false,
    });
  });

  it('follows in the organization’s zone', () => {
    // A DST night in Vienna (2026-03-29, 02:00 → 03:00): 01:00 + 2 h of work ends at 04:00 local.
    const dst = text({ date: '2026-03-29', start: '01:00', stop: '02:30', duration: '' });
    expect(follow({ ...dst, duration: '2:00' }, 'duration', vienna).stop).toBe('04:00');
    expect(follow({ ...dst, stop: '04:00' }, 'stop', vienna).duration).toBe('2:00');
    expect(readTimes({ ...dst, stop: '04:00', duration: '2:00' }, vienna)).toMatchObject({
      ok: true,
      durationMs: 120 * minute,
    });
  });
});

describe('record form: editing a record', () => {
  // A short stopwatch run: 09:00:10 to 09:00:13 in Vienna.
  const start = nine + 10_000;
  const before = {
    text: formText(start, start + 3000, 3000, vienna),
    start,
    stop: start + 3000,
    durationMs: 3000,
  };

  it('keeps the record’s own instants while its times are left as shown', () => {
    expect(before.text).toMatchObject({ start: '09:00', stop: '09:00', duration: '0:00' });
    expect(readEditedTimes(before.text, vienna, before)).toEqual({
      ok: true,
      start,
      stop: start + 3000,
      durationMs: 3000,
      long: false,
    });
  });

  it('reads the text again once a time is changed', () => {
    expect(readEditedTimes({ ...before.text, stop: '09:30' }, vienna, before)).toMatchObject({
      ok: true,
      start: nine,
      stop: nine + 30 * minute,
    });
  });
});

describe('record form: changes', () => {
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
