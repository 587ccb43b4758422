import { z } from 'zod';

/**
 * The filter a person sets over time records, shared by the time records screen and the reports
 * (so a filter chosen in one applies in the other). Main compiles it to a v1 `$filter`.
 */
/** The v1 id pattern (lowercase UUID text, any version). */
export const v1Id = z.string().regex(/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/, 'not a v1 id');

export const timeFilterSchema = z.strictObject({
  /** Only records of these projects; empty means every project. */
  projectIds: z.array(v1Id).max(200).default([]),
  /** Only records of these clients; empty means every client. */
  clientIds: z.array(v1Id).max(200).default([]),
  /** Only records of these work types (activities); empty means every work type. */
  workTypeIds: z.array(v1Id).max(200).default([]),
  billable: z.enum(['any', 'billable', 'non-billable']).default('any'),
  /** Words the description must contain, case-insensitive; blank means no text filter. */
  text: z.string().max(200).default(''),
  /**
   * Whose records: only the signed-in person's, or everyone's the person may see. Main resolves
   * "me" to the v1 user of the current connection; the renderer never names a user.
   */
  people: z.enum(['me', 'everyone']).default('me'),
});

export type TimeFilter = z.output<typeof timeFilterSchema>;

export type TimeFilterPeople = TimeFilter['people'];

export const emptyTimeFilter: TimeFilter = {
  projectIds: [],
  clientIds: [],
  workTypeIds: [],
  billable: 'any',
  text: '',
  people: 'me',
};

/**
 * Whether the filter narrows nothing beyond whose records it shows: "only me" or "everyone" is a
 * view the person keeps, not a narrowing that "Clear filters" takes back.
 */
export function isEmptyTimeFilter(filter: TimeFilter): boolean {
  return (
    filter.projectIds.length === 0 &&
    filter.clientIds.length === 0 &&
    filter.workTypeIds.length === 0 &&
    filter.billable === 'any' &&
    filter.text.trim() === ''
  );
}

/** A v1 string literal: single quotes, an embedded quote doubled. */
export function v1StringLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `datetime'…'` literal of the v1 filter grammar, always UTC. */
export function v1DateTimeLiteral(epochMs: number): string {
  return `datetime'${new Date(epochMs).toISOString()}'`;
}

function anyOf(path: string, ids: readonly string[]): string {
  const terms = ids.map((id) => `${path} eq ${v1StringLiteral(id)}`);
  return terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' or ')})`;
}

/** What main knows that the renderer does not: the v1 user id "me" stands for. */
export interface TimeFilterContext {
  readonly me: string;
}

/**
 * The `$filter` clauses of a time filter, joined with `and`, or null when it filters nothing.
 * "Only me" comes first (the service's (user, start) index serves it). Each word of the text must
 * appear in the description (case-insensitive), in any order.
 */
export function timeFilterToV1(filter: TimeFilter, context: TimeFilterContext): string | null {
  const clauses: string[] = [];
  if (filter.people === 'me') clauses.push(`user/id eq ${v1StringLiteral(context.me)}`);
  if (filter.projectIds.length > 0) clauses.push(anyOf('project/id', filter.projectIds));
  if (filter.clientIds.length > 0) clauses.push(anyOf('client/id', filter.clientIds));
  if (filter.workTypeIds.length > 0) clauses.push(anyOf('workType/id', filter.workTypeIds));
  if (filter.billable !== 'any')
    clauses.push(`billable eq ${filter.billable === 'billable' ? 'true' : 'false'}`);
  for (const word of filter.text
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')) {
    clauses.push(`substringof(${v1StringLiteral(word)}, tolower(description)) eq true`);
  }
  return clauses.length === 0 ? null : clauses.join(' and ');
}

/** Records that started in [from, to): the usual range clause, combined with a filter. */
export function timeRangeToV1(fromMs: number, toMs: number): string {
  return `start ge ${v1DateTimeLiteral(fromMs)} and start lt ${v1DateTimeLiteral(toMs)}`;
}
