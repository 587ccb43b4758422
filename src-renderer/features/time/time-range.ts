/** Ranges of local days, as epoch ms [from, to). */
export interface DayRange {
  readonly from: number;
  readonly to: number;
}

export type RangeChoice =
  | { readonly kind: 'today' }
  | { readonly kind: 'week' }
  /** Inclusive local dates, `yyyy-mm-dd`. */
  | { readonly kind: 'custom'; readonly first: string; readonly last: string };

export function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export function addDays(ms: number, days: number): number {
  const d = new Date(ms);
  d.setDate(d.getDate() + days);
  return d.getTime();
}

/** Local `yyyy-mm-dd` of a moment. */
export function dateText(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Local midnight of a `yyyy-mm-dd`, or null when it is not a date. */
export function parseDateText(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const d = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return d.getMonth() === Number(match[2]) - 1 ? d.getTime() : null;
}

/** The week (Monday to Sunday) around `now`. */
export function weekOf(now: number): DayRange {
  const today = startOfDay(now);
  const weekday = (new Date(today).getDay() + 6) % 7;
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 7) };
}

export function rangeOf(choice: RangeChoice, now: number): DayRange | null {
  switch (choice.kind) {
    case 'today': {
      const from = startOfDay(now);
      return { from, to: addDays(from, 1) };
    }
    case 'week':
      return weekOf(now);
    case 'custom': {
      const first = parseDateText(choice.first);
      const last = parseDateText(choice.last);
      if (first === null || last === null || last < first) return null;
      return { from: first, to: addDays(last, 1) };
    }
  }
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });
const yearFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Today", "Yesterday", or the weekday and date (with the year when it is not this year's). */
export function dayLabel(dayStart: number, now: number): string {
  const today = startOfDay(now);
  if (dayStart === today) return 'Today';
  if (dayStart === addDays(today, -1)) return 'Yesterday';
  const sameYear = new Date(dayStart).getFullYear() === new Date(now).getFullYear();
  return (sameYear ? dayFormat : yearFormat).format(dayStart);
}
