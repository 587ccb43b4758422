import type { FuzzAnswer, FuzzRequest } from './fuzz-request.ts';

/** What counts as a bug, whatever the request was. */
export type FindingClass =
  | 'server-error'
  | 'stack-trace'
  | 'graphql-internal'
  | 'slow'
  | 'no-answer'
  | 'bad-v1-error-body'
  | 'crash'
  | 'error-log'
  | 'memory'
  | 'integrity';

/** An answer slower than this is a finding (a hostile input that costs seconds is a cheap attack). */
export const slowMs = 2000;

// Internals a client must never see: stack frames, source paths, engine error names, the
// catch-all code for an unhandled error.
const leaks: readonly RegExp[] = [
  /\n\s+at \S/,
  /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:|node:|\/)/,
  /(?:file:\/\/|node:internal|\/work\/|\/home\/|\/usr\/lib\/|src-service\/)[\w/.@-]*\.(?:ts|js|mjs|cjs)\b/,
  /\b(?:TypeError|ReferenceError|RangeError|SqliteError|SQLITE_[A-Z_]+)\b/,
  // PostgreSQL's own messages (the pg driver's errors carry no class name of their own).
  /\b(?:DatabaseError|duplicate key value violates|violates (?:unique|foreign key|check|not-null) constraint|syntax error at or near|out of range for type|bigint out of range|invalid input syntax for type|could not serialize access|operator does not exist|function \w+\([^)]*\) does not exist|(?:relation|column) "[^"]*" does not exist)/,
  /PE01-9001/,
];

/** The classes this one answer falls in (none for a good answer). */
export function judge(req: FuzzRequest, answer: FuzzAnswer): FindingClass[] {
  if (answer.status === -1) return [];
  const found: FindingClass[] = [];
  if (answer.status === 0) found.push('no-answer');
  if (answer.status >= 500) found.push('server-error');
  // A 500 carries PE01-9001 by design: that is one finding (server-error), not two.
  const shown = answer.status >= 500 ? answer.body.replace(/PE01-9001/g, '') : answer.body;
  if (leaks.some((pattern) => pattern.test(shown))) found.push('stack-trace');
  if (/INTERNAL_ERROR|"Internal error"/.test(answer.body)) found.push('graphql-internal');
  if (answer.ms > slowMs) found.push('slow');
  if (badV1ErrorBody(req, answer)) found.push('bad-v1-error-body');
  return found;
}

/**
 * Every v1 refusal carries the v1 error body (status and a PE01 code), so clients can rely on it.
 * Requests whose path leaves v1 (`..` segments) and refusals made before any routing (a URL or
 * headers too large) are not v1's to answer.
 */
function badV1ErrorBody(req: FuzzRequest, answer: FuzzAnswer): boolean {
  if (answer.status < 400 || req.method === 'HEAD' || answer.truncated) return false;
  if (!answer.contentType.startsWith('application/json')) return false;
  if ([413, 414, 431].includes(answer.status)) return false;
  let pathname: string;
  try {
    pathname = new URL(req.path, 'http://x').pathname;
  } catch {
    return false;
  }
  if (!/^\/(v1|t\/[^/]+\/v1)(\/|$)/.test(pathname)) return false;
  try {
    const body = JSON.parse(answer.body) as unknown;
    if (typeof body !== 'object' || body === null) return true;
    const { status, code } = body as { status?: unknown; code?: unknown };
    return status !== answer.status || typeof code !== 'string' || !/^PE01-\d{4}$/.test(code);
  } catch {
    return true;
  }
}
