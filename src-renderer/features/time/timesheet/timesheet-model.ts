import { addDays, startOfWeek, type LocalDate } from '../../../../src-shared/domain/local-date.ts';
import type { Weekday } from '../../../../src-shared/format/first-day-of-week.ts';
import type { NamedRef, ProjectRef } from '../../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordFields, TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { instantAt, localDateOf, startOfDayInstant } from '../../../../src-shared/domain/zoned-time.ts';
import { formatDurationInput, parseDuration } from '../../../../src-shared/format/parse-duration.ts';
import { english, type Translate } from '../../../../src-shared/i18n/translator.ts';

/**
 * The week timesheet as data: one row per project (and task), seven days of the organization's
 * zone, each cell the records of that row and day. Kept free of React so the rule of what typing
 * into a cell writes can be read and tested on its own (docs/timesheet.md).
 */

export interface TimesheetWeek {
  /** Monday to Sunday, `yyyy-mm-dd` in the organization's zone. */
  readonly dates: readonly LocalDate[];
  /** Where each day begins, and (last) where the week ends: eight instants. */
  readonly bounds: readonly number[];
}

/** A row someone added from the project picker before it holds any time. */
export interface AddedRow {
  readonly project: ProjectRef;
  readonly task: NamedRef | null;
  readonly billable: boolean;
}

export interface TimesheetRow {
  readonly key: string;
  readonly project: ProjectRef | null;
  readonly task: NamedRef | null;
  /** For new records of the row: the project's flag when added, else its latest record's. */
  readonly billable: boolean;
  /** Seven cells, each the row's records of that day, oldest first. */
  readonly cells: readonly (readonly TimeRecordView[])[];
  readonly cellTotals: readonly number[];
  readonly totalMs: number;
}

export interface Timesheet {
  readonly week: TimesheetWeek;
  readonly rows: readonly TimesheetRow[];
  readonly dayTotals: readonly number[];
  readonly totalMs: number;
  /** Every record of each day, whatever its row: a new record goes after the day's last one. */
  readonly days: readonly (readonly TimeRecordView[])[];
}

/** The week holding `instant` in `timeZone`, starting on `firstDay` like the Time range's week. */
export function weekAround(instant: number, timeZone: string, firstDay: Weekday): TimesheetWeek {
  const first = startOfWeek(localDateOf(instant, timeZone), firstDay);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  const bounds = [...dates, addDays(first, 7)].map((date) => startOfDayInstant(date, timeZone));
  return { dates, bounds };
}

export function rowKey(projectId: string | null, taskId: string | null): string {
  return `${projectId ?? ''}|${taskId ?? ''}`;
}

function dayIndex(week: TimesheetWeek, instant: number): number {
  const { bounds } = week;
  for (let i = 0; i < 7; i++) {
    if (instant >= (bounds[i] ?? Infinity) && instant < (bounds[i + 1] ?? -Infinity)) return i;
  }
  return -1;
}

/**
 * One collator for every comparison: `localeCompare` with options builds one per call, which
 * made sorting 500 rows cost more than rendering them.
 */
const byName = new Intl.Collator(undefined, { sensitivity: 'base' });

function rowName(row: { project: ProjectRef | null; task: NamedRef | null }): string {
  return `${row.project?.name ?? ''}\u0000${row.task?.name ?? ''}`;
}

interface RowDraft {
  project: ProjectRef | null;
  task: NamedRef | null;
  billable: boolean;
  latest: number;
  cells: TimeRecordView[][];
}

/**
 * Rows from the week's records (a record belongs to the day it starts on, as in the Time list)
 * and the rows added from the picker, by project and task name.
 */
export function buildTimesheet(
  records: readonly TimeRecordView[],
  added: readonly AddedRow[],
  week: TimesheetWeek,
): Timesheet {
  const drafts = new Map<string, RowDraft>();
  const days: TimeRecordView[][] = Array.from({ length: 7 }, () => []);
  for (const record of records) {
    const day = dayIndex(week, record.start);
    if (day < 0) continue;
    days[day]?.push(record);
    const key = rowKey(record.project?.id ?? null, record.task?.id ?? null);
    let draft = drafts.get(key);
    if (draft === undefined) {
      draft = {
        project: record.project,
        task: record.task,
        billable: record.billable,
        latest: record.start,
        cells: Array.from({ length: 7 }, () => []),
      };
      drafts.set(key, draft);
    } else if (record.start > draft.latest) {
      draft.latest = record.start;
      draft.billable = record.billable;
    }
    draft.cells[day]?.push(record);
  }
  for (const row of added) {
    const key = rowKey(row.project.id, row.task?.id ?? null);
    if (!drafts.has(key)) drafts.set(key, { ...row, latest: 0, cells: Array.from({ length: 7 }, () => []) });
  }
  // One order for rows with time and rows just added: a row keeps its place when its first
  // record arrives, so the cell being typed into never jumps away.
  const rows = [...drafts.entries()]
    .sort(([, a], [, b]) => byName.compare(rowName(a), rowName(b)))
    .map(([key, draft]) => finish(key, draft));
  const dayTotals = Array.from({ length: 7 }, (_, day) => sum(rows.map((row) => row.cellTotals[day] ?? 0)));
  for (const day of days) day.sort((a, b) => a.start - b.start);
  return { week, rows, dayTotals, totalMs: sum(dayTotals), days };
}

function finish(key: string, draft: RowDraft): TimesheetRow {
  const cells = draft.cells.map((cell) => [...cell].sort((a, b) => a.start - b.start));
  const cellTotals = cells.map((cell) => sum(cell.map((record) => record.durationMs)));
  return {
    key,
    project: draft.project,
    task: draft.task,
    billable: draft.billable,
    cells,
    cellTotals,
    totalMs: sum(cellTotals),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** A cell as the grid shows it: `1:30`, empty for no time. */
export function cellText(ms: number): string {
  return ms === 0 ? '' : formatDurationInput(ms);
}

const dayMs = 24 * 3_600_000;
/** New records of a day start at 09:00 in the organization's zone unless the day is fuller. */
const firstStartMinutes = 9 * 60;

/** What typing `text` into a cell does. */
export type CellPlan =
  /** Nothing to write: the cell already says that. */
  | { readonly kind: 'none' }
  /** The text cannot be written; the sentence says why. */
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'create'; readonly fields: TimeRecordFields }
  | {
      readonly kind: 'update';
      readonly record: TimeRecordView;
      readonly changes: Pick<TimeRecordFields, 'stop' | 'durationMs'>;
    }
  | { readonly kind: 'delete'; readonly record: TimeRecordView }
  /** The cell sums several records: which one to change is the person's choice, not a guess. */
  | { readonly kind: 'choose'; readonly records: readonly TimeRecordView[] };

/**
 * The cell rule: an empty cell gets one new record (09:00 in the organization's zone, or right
 * after the day's last record when that is later); a cell of one record changes that record's
 * duration and keeps its start (0 or nothing deletes it); a cell of several records asks which.
 */
export function planCell(
  sheet: Timesheet,
  rowIndex: number,
  day: number,
  text: string,
  timeZone: string,
  t: Translate = english.t,
): CellPlan {
  const row = sheet.rows[rowIndex];
  const date = sheet.week.dates[day];
  if (row === undefined || date === undefined) return { kind: 'none' };
  const cell = row.cells[day] ?? [];
  if (cell.length > 1) return { kind: 'choose', records: cell };
  const trimmed = text.trim();
  const durationMs = trimmed === '' ? 0 : parseDuration(trimmed);
  if (durationMs === null) {
    return { kind: 'invalid', message: t('timesheet.notDuration', { text: trimmed }) };
  }
  if (durationMs > dayMs) {
    return { kind: 'invalid', message: t('timesheet.overDay') };
  }
  const minutes = Math.round(durationMs / 60_000) * 60_000;
  const [record] = cell;
  if (record === undefined) {
    if (minutes === 0) return { kind: 'none' };
    const start = newStart(sheet.days[day] ?? [], date, timeZone);
    return {
      kind: 'create',
      fields: {
        start,
        stop: start + minutes,
        durationMs: minutes,
        projectId: row.project?.id ?? null,
        taskId: row.task?.id ?? null,
        description: '',
        billable: row.billable,
      },
    };
  }
  if (minutes === 0) return { kind: 'delete', record };
  if (cellText(minutes) === cellText(record.durationMs)) return { kind: 'none' };
  return { kind: 'update', record, changes: { stop: record.start + minutes, durationMs: minutes } };
}

function newStart(day: readonly TimeRecordView[], date: LocalDate, timeZone: string): number {
  const nine = instantAt(date, firstStartMinutes, timeZone);
  const lastStop = Math.max(...day.map((record) => record.stop ?? record.start + record.durationMs));
  return Math.max(nine, lastStop);
}
