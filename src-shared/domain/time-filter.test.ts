import { describe, expect, it } from 'vitest';
import {
  emptyTimeFilter,
  isEmptyTimeFilter,
  timeFilterSchema,
  timeFilterToV1,
  timeRangeToV1,
  v1StringLiteral,
} from './time-filter.ts';

const p1 = '11111111-1111-4111-8111-111111111111';
const p2 = '22222222-2222-4222-8222-222222222222';
const c1 = '33333333-3333-4333-8333-333333333333';
const me = '44444444-4444-4444-8444-444444444444';
const w1 = '55555555-5555-4555-8555-555555555555';
const everyone = { ...emptyTimeFilter, people: 'everyone' } as const;

describe('timeFilterToV1', () => {
  it('filters nothing when empty and for everyone', () => {
    expect(timeFilterToV1(everyone, { me })).toBeNull();
    expect(isEmptyTimeFilter({ ...emptyTimeFilter, text: '   ' })).toBe(true);
    expect(isEmptyTimeFilter({ ...emptyTimeFilter, workTypeIds: [w1] })).toBe(false);
  });

  it('shows only the signed-in person by default, naming them by the id main resolved', () => {
    expect(emptyTimeFilter.people).toBe('me');
    expect(timeFilterToV1(emptyTimeFilter, { me })).toBe(`user/id eq '${me}'`);
    expect(timeFilterToV1({ ...emptyTimeFilter, billable: 'billable' }, { me })).toBe(
      `user/id eq '${me}' and billable eq true`,
    );
    // Who is shown is a view, not a narrowing: "Clear filters" leaves it alone.
    expect(isEmptyTimeFilter(everyone)).toBe(true);
  });

  it('combines projects, clients, billable and words', () => {
    expect(
      timeFilterToV1(
        {
          projectIds: [p1, p2],
          clientIds: [c1],
          workTypeIds: [w1],
          billable: 'non-billable',
          text: ' Design  Review ',
          people: 'everyone',
        },
        { me },
      ),
    ).toBe(
      `(project/id eq '${p1}' or project/id eq '${p2}') and client/id eq '${c1}' and workType/id eq '${w1}' and billable eq false` +
        ` and substringof('design', tolower(description)) eq true and substringof('review', tolower(description)) eq true`,
    );
  });

  it('escapes quotes in text so input cannot change the expression', () => {
    expect(timeFilterToV1({ ...everyone, text: "o'clock')" }, { me })).toBe(
      "substringof('o''clock'')', tolower(description)) eq true",
    );
    expect(v1StringLiteral("''")).toBe("''''''");
  });

  it('writes a half-open UTC range', () => {
    expect(timeRangeToV1(Date.UTC(2026, 10, 1), Date.UTC(2026, 11, 1))).toBe(
      "start ge datetime'2026-11-01T00:00:00.000Z' and start lt datetime'2026-12-01T00:00:00.000Z'",
    );
  });
});

describe('timeFilterSchema', () => {
  it('fills defaults and refuses ids that are not UUIDs', () => {
    expect(timeFilterSchema.parse({})).toEqual(emptyTimeFilter);
    expect(timeFilterSchema.parse({ people: 'everyone' }).people).toBe('everyone');
    // Only "me" or "everyone": the renderer cannot name another person or smuggle in a clause.
    expect(timeFilterSchema.safeParse({ people: "x' or 1 eq 1" }).success).toBe(false);
    expect(timeFilterSchema.safeParse({ people: 'me', userId: me }).success).toBe(false);
    expect(timeFilterSchema.safeParse({ projectIds: ["x' or 1 eq 1"] }).success).toBe(false);
    expect(timeFilterSchema.safeParse({ projectIds: ['00000000-0000-0000-0000-000000000001'] }).success).toBe(
      true,
    );
    expect(timeFilterSchema.safeParse({ projectIds: ['ABCDEF00-0000-0000-0000-000000000001'] }).success).toBe(
      false,
    );
  });
});
