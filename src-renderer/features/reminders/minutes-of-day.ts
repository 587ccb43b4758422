/** "09:30" for 570 minutes; 1440 (the end of the day) is written "24:00". */
export function minutesToTimeText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Minutes since midnight from what a time field holds ("09:30"), or null when it holds no time.
 * As the end of working hours, midnight ("00:00" or "24:00") means the end of the day.
 */
export function timeTextToMinutes(text: string, asEnd = false): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  const total = hours * 60 + minutes;
  if (asEnd && total === 0) return 1440;
  if (!asEnd && total === 1440) return null;
  return total;
}
