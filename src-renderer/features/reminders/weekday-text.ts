const short = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "Mon–Fri" for a run of ISO weekdays, "Mon, Wed, Fri" otherwise, "no days" for none. */
export function weekdayRangeText(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return 'no days';
  const names = sorted.map((day) => short[day - 1] ?? '?');
  if (sorted.length >= 3 && last - first === sorted.length - 1)
    return `${names[0]}–${names[names.length - 1]}`;
  return names.join(', ');
}
