import { addDays, startOfWeek, type LocalDate } from '../../../../src-shared/domain/local-date.ts';
import type { Weekday } from '../../../../src-shared/format/first-day-of-week.ts';
import { localDateOf, startOfDayInstant } from '../../../../src-shared/domain/zoned-time.ts';

/**
 * Where things sit on the calendar. The vertical axis is elapsed time from the day's start in the
 * organization's zone, so a day that springs forward is 23 hours tall and one that falls back 25:
 * a block is as tall as the time it took, and the hour lines say which wall-clock hours there were.
 */

const msPerHour = 3_600_000;

export type CalendarMode = 'day' | 'week';

export interface CalendarDay {
  readonly date: LocalDate;
  /** The instant the day begins, and the next day begins, in the organization's zone. */
  readonly start: number;
  readonly end: number;
}

/** The day of `focus`, or the week around it that starts on `firstDay` (the locale's). */
export function calendarDays(
  focus: LocalDate,
  mode: CalendarMode,
  timeZone: string,
  firstDay: Weekday,
): CalendarDay[] {
  const first = mode === 'day' ? focus : startOfWeek(focus, firstDay);
  const count = mode === 'day' ? 1 : 7;
  const days: CalendarDay[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(first, i);
    days.push({
      date,
      start: startOfDayInstant(date, timeZone),
      end: startOfDayInstant(addDays(date, 1), timeZone),
    });
  }
  return days;
}

/** The first and last day shown (a calendar always shows at least one). */
export function endsOf(days: readonly CalendarDay[]): [CalendarDay, CalendarDay] {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) throw new Error('a calendar shows at least one day');
  return [first, last];
}

/** How many hours the day has: 24, or 23 and 25 on the days the clocks change. */
export function hoursOf(day: CalendarDay): number {
  return (day.end - day.start) / msPerHour;
}

/** The instants of the hour lines of a day: its start, then every elapsed hour. */
export function hourMarks(day: CalendarDay): number[] {
  const marks: number[] = [];
  for (let at = day.start; at < day.end; at += msPerHour) marks.push(at);
  return marks;
}

/** The day that holds `instant`, among `days`, as an index (or -1). */
export function dayIndexOf(days: readonly CalendarDay[], instant: number): number {
  return days.findIndex((day) => instant >= day.start && instant < day.end);
}

/** The day to show first: `now`'s when it is in the range, else the range's first day. */
export function focusDayFor(range: { from: number; to: number }, now: number, timeZone: string): LocalDate {
  return localDateOf(now >= range.from && now < range.to ? now : range.from, timeZone);
}

export interface Span {
  readonly id: string;
  readonly start: number;
  readonly end: number;
}

/** Minutes from the day's start to the span's start and the span's length, cut to the day. */
export function placeInDay(
  span: { start: number; end: number },
  day: CalendarDay,
): { readonly top: number; readonly height: number } | null {
  const from = Math.max(span.start, day.start);
  const to = Math.min(span.end, day.end);
  if (to <= from && !(span.start === span.end && span.start >= day.start && span.start < day.end)) {
    return null;
  }
  return { top: (from - day.start) / 60_000, height: Math.max(0, to - from) / 60_000 };
}

export interface ColumnPlace {
  /** 0-based column of the span, and how many columns its group of overlapping spans needs. */
  readonly column: number;
  readonly columns: number;
}

/**
 * Overlapping spans side by side. Spans that overlap, directly or through others, form a group;
 * each goes in the leftmost column free at its start, and every span of a group shares the
 * group's width, so nothing hides behind another block.
 */
export function columnLayout(spans: readonly Span[]): Map<string, ColumnPlace> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const places = new Map<string, ColumnPlace>();
  let group: { id: string; column: number }[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -Infinity;
  const close = (): void => {
    for (const member of group) places.set(member.id, { column: member.column, columns: columnEnds.length });
    group = [];
    columnEnds = [];
  };
  for (const span of sorted) {
    // A zero-length span still takes a minute's room, so it is seen and can be reached.
    const end = Math.max(span.end, span.start + 60_000);
    if (span.start >= groupEnd) close();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= span.start);
    if (column === -1) {
      column = columnEnds.length;
      columnEnds.push(end);
    } else {
      columnEnds[column] = end;
    }
    group.push({ id: span.id, column });
    groupEnd = group.length === 1 ? end : Math.max(groupEnd, end);
  }
  close();
  return places;
}

/**
 * A day's total as the List and the Timesheet count it: the whole duration of each record that
 * starts on the day (a record past midnight is drawn on both days but counted once), so the three
 * views of a week agree.
 */
export function dayTotalMs(
  day: CalendarDay,
  records: readonly { readonly start: number; readonly durationMs: number }[],
): number {
  return records
    .filter((record) => record.start >= day.start && record.start < day.end)
    .reduce((total, record) => total + record.durationMs, 0);
}
