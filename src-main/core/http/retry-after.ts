/** Longest wait a server may impose through Retry-After before we cap it. */
const maxRetryAfterMs = 60 * 60 * 1000;

/**
 * Milliseconds to wait from a `Retry-After` header: delay-seconds or an HTTP date. Null when the
 * header is absent or unreadable, so the caller falls back to its own backoff.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, maxRetryAfterMs);
  // An HTTP date always names its weekday and month; a bare number with a sign is not one.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(at - now, 0), maxRetryAfterMs);
}
