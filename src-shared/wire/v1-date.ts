/**
 * The v1 interface writes dates in JSON as `"/Date(<ms since epoch, UTC>)/"`. Some servers of the
 * same kind append a zone offset (`/Date(1700000000000+0100)/`); the milliseconds are UTC either
 * way, so the offset is accepted and ignored.
 */
const v1DatePattern = /^\/Date\((-?\d{1,16})(?:[+-]\d{4})?\)\/$/;

export function isV1Date(value: unknown): value is string {
  return typeof value === 'string' && v1DatePattern.test(value);
}

/** The date a `/Date(ms)/` text stands for, or null when the text is not one. */
export function decodeV1Date(text: string): Date | null {
  const match = v1DatePattern.exec(text);
  if (match?.[1] === undefined) return null;
  const date = new Date(Number(match[1]));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function encodeV1Date(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Cannot encode an invalid date.');
  return `/Date(${ms})/`;
}

/** A JSON value read from the v1 interface with every `/Date(ms)/` string turned into a `Date`. */
export type WithV1Dates<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? WithV1Dates<U>[]
    : T extends object
      ? { [K in keyof T]: WithV1Dates<T[K]> }
      : T;

/** Walks a parsed JSON value and decodes every v1 date string in it (objects and arrays, any depth). */
export function reviveV1Dates(value: unknown): unknown {
  if (typeof value === 'string') return decodeV1Date(value) ?? value;
  if (Array.isArray(value)) return value.map(reviveV1Dates);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = reviveV1Dates(inner);
    return out;
  }
  return value;
}

/**
 * `reviveV1Dates` for a value just parsed from JSON that nothing else holds yet: its dates are
 * put in place instead of copying every object and array. A page of 1000 time records is some
 * 20 000 values; copying them all cost the core more than reading them.
 */
export function reviveParsedV1Dates(value: unknown): unknown {
  if (typeof value === 'string') return reviveText(value);
  if (value !== null && typeof value === 'object') reviveInside(value as Record<string, unknown>);
  return value;
}

function reviveText(text: string): string | Date {
  // Most strings are not dates: one character tells without running the pattern.
  return text.startsWith('/Date(') ? (decodeV1Date(text) ?? text) : text;
}

function reviveInside(container: Record<string, unknown> | unknown[]): void {
  if (Array.isArray(container)) {
    for (let i = 0; i < container.length; i++) {
      const inner: unknown = container[i];
      if (typeof inner === 'string') container[i] = reviveText(inner);
      else if (inner !== null && typeof inner === 'object') reviveInside(inner as Record<string, unknown>);
    }
    return;
  }
  for (const key of Object.keys(container)) {
    const inner = container[key];
    if (typeof inner === 'string') {
      const revived = reviveText(inner);
      if (revived !== inner) container[key] = revived;
    } else if (inner !== null && typeof inner === 'object') reviveInside(inner as Record<string, unknown>);
  }
}

/** The inverse for request bodies: every `Date` becomes its `/Date(ms)/` text. */
export function encodeV1Dates(value: unknown): unknown {
  if (value instanceof Date) return encodeV1Date(value);
  if (Array.isArray(value)) return value.map(encodeV1Dates);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = encodeV1Dates(inner);
    return out;
  }
  return value;
}
