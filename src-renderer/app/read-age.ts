/** "just now", "1 minute ago", "5 minutes ago", "2 hours ago": how old what is shown is. */
export function readAge(readAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - readAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
}
