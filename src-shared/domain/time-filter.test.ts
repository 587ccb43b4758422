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

describe('timeFilterToV1', () => {
  it('filters nothing when empty', () => {
    expect(timeFilterToV1(emptyTimeFilter)).toBeNull();
    expect(isEmptyTimeFilter({ ...emptyTimeFilter, text: '   ' })).toBe(true);
  });

  it('combines projects, clients, billable and words', () => {
    expect(
      timeFilterToV1({
        projectIds: [p1, p2],
        clientIds: [c1],
        billable: 'non-billable',
        text: ' Design  Review ',
      }),
    ).toBe(
      `(project/id eq '${p1}' or project/id eq '${p2}') and client/id eq '${c1}' and billable eq false` +
        ` and substringof('design', tolower(description)) eq true and substringof('review', tolower(description)) eq true`,
    );
  });

  it('escapes quotes in text so input cannot change the expression', () => {
    expect(timeFilterToV1({ ...emptyTimeFilter, text: "o'clock')" })).toBe(
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
    expect(timeFilterSchema.safeParse({ projectIds: ["x' or 1 eq 1"] }).success).toBe(false);
    expect(timeFilterSchema.safeParse({ projectIds: ['00000000-0000-0000-0000-000000000001'] }).success).toBe(
      true,
    );
    expect(timeFilterSchema.safeParse({ projectIds: ['ABCDEF00-0000-0000-0000-000000000001'] }).success).toBe(
      false,
    );
  });
});
