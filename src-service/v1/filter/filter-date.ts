import { parseIsoDate } from '../wire/iso-date.ts';

/** The instant of a `datetime'...'` literal as epoch milliseconds (bound as an INTEGER), or null. */
export function parseFilterDate(text: string): bigint | null {
  const ms = parseIsoDate(text);
  return ms === null ? null : BigInt(ms);
}
