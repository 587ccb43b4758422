/**
 * A duration as people type it: `1:30`, `1:30:15`, `90` or `90m` (minutes), `1.5h`, `1,5 h`,
 * `2h 15m`, `45 min`. Answers milliseconds, or null when the text is not a duration.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim().toLowerCase().replace(',', '.');
  if (t === '') return null;
  const clock = /^(\d{1,4}):([0-5]?\d)(?::([0-5]?\d))?$/.exec(t);
  if (clock !== null) {
    return ((Number(clock[1]) * 60 + Number(clock[2])) * 60 + Number(clock[3] ?? 0)) * 1000;
  }
  if (/^\d+(\.\d+)?$/.test(t)) return Math.round(Number(t) * 60_000);
  const units = /^(?:(\d+(?:\.\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+(?:\.\d+)?)\s*m(?:in(?:utes?)?)?)?$/.exec(
    t,
  );
  if (units === null || (units[1] === undefined && units[2] === undefined)) return null;
  return Math.round((Number(units[1] ?? 0) * 60 + Number(units[2] ?? 0)) * 60_000);
}

/** `1:30` for a duration an editor shows (hours and minutes; seconds dropped). */
export function formatDurationInput(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
