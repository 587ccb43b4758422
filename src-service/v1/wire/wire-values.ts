import { parseIsoDate } from './iso-date.ts';

/**
 * Values on their way to the wire, before a format is chosen. Dates stay tagged so JSON can write
 * `/Date(ms)/` and XML ISO 8601 from the same record.
 */
export class WireDate {
  readonly ms: number;

  constructor(ms: number) {
    this.ms = ms;
  }

  /** JSON.stringify writes the v1 JSON date without a replacer (much faster on large lists). */
  toJSON(): string {
    return formatJsonDate(this.ms);
  }
}

export type WireValue = string | number | boolean | null | WireDate | WireObject | readonly WireValue[];

export interface WireObject {
  readonly [key: string]: WireValue;
}

/** `/Date(1700000000000)/`: the v1 JSON date (addendum B). */
export function formatJsonDate(ms: number): string {
  return `/Date(${ms})/`;
}

/** ISO 8601 in UTC with milliseconds, as XML carries dates. */
export function formatIsoDate(ms: number): string {
  return new Date(ms).toISOString();
}

const jsonDatePattern = /^\/Date\((-?\d{1,16})([+-]\d{4})?\)\/$/;
/** Largest instant JavaScript dates represent; beyond it a date is refused, not wrapped. */
const maxDateMs = 8.64e15;

/**
 * Reads a date sent by a client: `/Date(ms)/` (an offset suffix, as .NET writes it, does not
 * change the instant), ISO 8601 (UTC when no offset is given), or epoch milliseconds as a number.
 * Returns null when the text is not a valid date.
 */
export function parseWireDate(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && Math.abs(value) <= maxDateMs ? value : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const json = jsonDatePattern.exec(text);
  if (json !== null) {
    const ms = Number(json[1]);
    return Math.abs(ms) <= maxDateMs ? ms : null;
  }
  return parseIsoDate(text);
}
