/**
 * A duration as people type it in Toggl and Clockify: `1:30`, `1:30:15`, `90` or `90m`
 * (minutes), `1.5h`, `1,5h` (decimal comma), `1h30`, `1h 30m`, `2h 15min`, `45 min`, `3 hours`.
 * Answers milliseconds, or null when the text is not a duration.
 */
export function parseDuration(text: string): number | null {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/(\d),(\d)/g, '$1.$2');
  if (t === '') return null;
  const clock = /^(\d{1,4}):([0-5]?\d)(?::([0-5]?\d))?$/.exec(t);
  if (clock !== null) {
    return ((Number(clock[1]) * 60 + Number(clock[2])) * 60 + Number(clock[3] ?? 0)) * 1000;
  }
  const units =
    /^(?:(\d+(?:\.\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+(?:\.\d+)?)\s*(m(?:in(?:ute)?s?)?)?)?$/.exec(t);
  if (units === null) return null;
  const [, hours, minutes, minuteUnit] = units;
  if (hours === undefined && minutes === undefined) return null;
  // `1h30` means 1 h 30 min; without a unit the minutes after hours are a clock's 0–59.
  if (hours !== undefined && minutes !== undefined && minuteUnit === undefined) {
    if (!/^\d{1,2}$/.test(minutes) || Number(minutes) > 59) return null;
  }
  return Math.round((Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60_000);
}

/** `1:30` for a duration an editor shows (hours and minutes; seconds dropped). */
export function formatDurationInput(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
