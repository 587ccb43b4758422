import type { Message } from '../../src-shared/i18n/catalog.ts';

/** How old what is shown is, as a message: "just now", "5 minutes ago", "2 hours ago". */
export function readAgeMessage(readAt: number, now: number): Message {
  const minutes = Math.floor(Math.max(0, now - readAt) / 60_000);
  if (minutes < 1) return { id: 'status.readJustNow' };
  if (minutes < 60) return { id: 'status.readMinutesAgo', values: { minutes } };
  return { id: 'status.readHoursAgo', values: { hours: Math.floor(minutes / 60) } };
}
