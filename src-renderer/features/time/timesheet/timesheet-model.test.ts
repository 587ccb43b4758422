import { describe, expect, it } from 'vitest';
import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { instantAt } from '../../../../src-shared/domain/zoned-time.ts';
import { buildTimesheet, cellText, planCell, weekAround, type AddedRow } from './timesheet-model.ts';

const zone = 'Europe/Vienna';
const hour = 3_600_000;
// Wednesday 2026-11-25; its week runs Monday 23 to Sunday 29 November.
const week = weekAround(instantAt('2026-11-25', 12 * 60, zone), zone, 1);
const web = { id: '00000000-0000-4000-8000-000000000001', name: 'Website', code: null };
const app = { id: '00000000-0000-4000-8000-000000000002', name: 'App', code: null };
const design = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Design' };

let next = 0;
function rec(
  date: string,
  startMinutes: number,
  durationMs: number,
  project = web,
  task: { id: string; name: string } | null = null,
): TimeRecordView {
  next += 1;
  const start = instantAt(date, startMinutes, zone);
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    version: 1,
    start,
    stop: start + durationMs,
    durationMs,
    description: '',
    billable: project === web,
    project,
    task,
    client: null,
    price: null,
  };
}

describe('weekAround', () => {
  it('answers Monday to Sunday in the organization’s zone', () => {
    expect(week.dates).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Midnight in Vienna is 23:00 UTC the day before.
    expect(new Date(week.bounds[0]!).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(new Date(week.bounds[7]!).toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it('answers Sunday to Saturday for a locale whose week starts on Sunday', () => {
    const us = weekAround(instantAt('2026-11-25', 12 * 60, zone), zone, 7);
    expect(us.dates[0]).toBe('2026-11-22');
    expect(us.dates[6]).toBe('2026-11-28');
    expect(new Date(us.bounds[0]!).toISOString()).toBe('2026-11-21T23:00:00.000Z');
  });
});

describe('buildTimesheet', () => {
  it('makes one row per project and task, sums cells, rows, days and the week', () => {
    const records = [
      rec('2026-11-23', 9 * 60, 2 * hour),
      rec('2026-11-23', 13 * 60, hour / 2),
      rec('2026-11-24', 9 * 60, hour, web, design),
      rec('2026-11-29', 23 * 60 + 30, hour, app),
      // The week before and after stay out.
      rec('2026-11-22', 10 * 60, hour),
      rec('2026-11-30', 0, hour),
    ];
    const sheet = buildTimesheet(records, [], week);
    expect(sheet.rows.map((row) => `${row.project?.name}/${row.task?.name ?? ''}`)).toEqual([
      'App/',
      'Website/',
      'Website/Design',
    ]);
    const website = sheet.rows[1]!;
    expect(website.cells[0]).toHaveLength(2);
    expect(website.cellTotals).toEqual([2.5 * hour, 0, 0, 0, 0, 0, 0]);
    expect(website.totalMs).toBe(2.5 * hour);
    // 23:30 on Sunday in Vienna is still Sunday, though it is Sunday 22:30 UTC.
    expect(sheet.rows[0]!.cellTotals[6]).toBe(hour);
    expect(sheet.dayTotals).toEqual([2.5 * hour, hour, 0, 0, 0, 0, hour]);
    expect(sheet.totalMs).toBe(4.5 * hour);
  });

  it('adds rows from the picker in name order with the rows with time, once each', () => {
    const added: AddedRow[] = [
      { project: app, task: null, billable: false },
      { project: web, task: null, billable: true },
      { project: app, task: null, billable: false },
    ];
    const sheet = buildTimesheet([rec('2026-11-25', 9 * 60, hour)], added, week);
    expect(sheet.rows.map((row) => row.project?.name)).toEqual(['App', 'Website']);
    expect(sheet.rows[0]!.totalMs).toBe(0);
  });
});

describe('planCell', () => {
  it('creates a record at 09:00 in the organization’s zone in an empty cell', () => {
    const sheet = buildTimesheet([], [{ project: app, task: design, billable: false }], week);
    const plan = planCell(sheet, 0, 2, '1h30', zone);
    expect(plan).toEqual({
      kind: 'create',
      fields: {
        start: instantAt('2026-11-25', 9 * 60, zone),
        stop: instantAt('2026-11-25', 10 * 60 + 30, zone),
        durationMs: 1.5 * hour,
        projectId: app.id,
        taskId: design.id,
        description: '',
        billable: false,
      },
    });
  });

  it('starts a new record right after the day’s last record when that is later than 09:00', () => {
    const sheet = buildTimesheet([rec('2026-11-25', 8 * 60, 3 * hour, app)], [], week);
    const rowOfWeb = buildTimesheet(sheet.days.flat(), [{ project: web, task: null, billable: true }], week);
    const plan = planCell(
      rowOfWeb,
      rowOfWeb.rows.findIndex((row) => row.project?.id === web.id),
      2,
      '45m',
      zone,
    );
    expect(plan.kind === 'create' && plan.fields.start).toBe(instantAt('2026-11-25', 11 * 60, zone));
  });

  it('changes the duration of a cell’s one record and keeps its start', () => {
    const one = rec('2026-11-24', 14 * 60, hour);
    const plan = planCell(buildTimesheet([one], [], week), 0, 1, '2:15', zone);
    expect(plan).toEqual({
      kind: 'update',
      record: one,
      changes: { stop: one.start + 2.25 * hour, durationMs: 2.25 * hour },
    });
  });

  it('deletes a one-record cell cleared or set to 0, and writes nothing when the text is unchanged', () => {
    const one = rec('2026-11-24', 14 * 60, hour);
    const sheet = buildTimesheet([one], [], week);
    expect(planCell(sheet, 0, 1, '', zone)).toEqual({ kind: 'delete', record: one });
    expect(planCell(sheet, 0, 1, '0', zone)).toEqual({ kind: 'delete', record: one });
    expect(planCell(sheet, 0, 1, '60m', zone)).toEqual({ kind: 'none' });
    expect(planCell(sheet, 0, 2, '', zone)).toEqual({ kind: 'none' });
  });

  it('does not guess in a cell of several records', () => {
    const two = [rec('2026-11-24', 9 * 60, hour), rec('2026-11-24', 11 * 60, hour)];
    const plan = planCell(buildTimesheet(two, [], week), 0, 1, '3h', zone);
    expect(plan).toEqual({ kind: 'choose', records: two });
  });

  it('refuses more than 24 hours and text that is no duration, with a sentence', () => {
    const sheet = buildTimesheet([], [{ project: web, task: null, billable: true }], week);
    expect(planCell(sheet, 0, 0, '24:00', zone).kind).toBe('create');
    expect(planCell(sheet, 0, 0, '24:01', zone)).toEqual({
      kind: 'invalid',
      message: 'A day holds at most 24 hours. Type a shorter duration.',
    });
    expect(planCell(sheet, 0, 0, 'soon', zone)).toEqual({
      kind: 'invalid',
      message: '“soon” is not a duration. Type it like 1:30, 1h30 or 90m.',
    });
  });
});

describe('cellText', () => {
  it('shows hours and minutes, and nothing for no time', () => {
    expect(cellText(0)).toBe('');
    expect(cellText(1.5 * hour)).toBe('1:30');
  });
});
