import { wrongParameters } from '../wire/v1-error.ts';

/** Records per collection response (v1 limits table); `$top` above it is capped, not refused. */
export const maxPageSize = 1000;

/** `true`/`false` (also 1/0, any case); absent is the default; anything else is refused. */
export function parseBooleanParam(name: string, value: string | null, fallback = false): boolean {
  if (value === null || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw wrongParameters(`${name} must be true or false, not ${value}`);
}

function parseCount(name: string, value: string): number {
  const v = value.trim();
  if (!/^\d{1,15}$/.test(v))
    throw wrongParameters(`${name} must be a whole number of 0 or more, not ${value}`);
  return Number(v);
}

export interface Paging {
  readonly top: number;
  readonly skip: number;
}

/** `$top` (default and maximum 1000) and `$skip` (default 0). */
export function parsePaging(top: string | null, skip: string | null): Paging {
  return {
    top: top === null ? maxPageSize : Math.min(parseCount('$top', top), maxPageSize),
    skip: skip === null ? 0 : parseCount('$skip', skip),
  };
}
