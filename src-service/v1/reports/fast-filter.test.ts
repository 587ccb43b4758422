import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../../../src-shared/domain/local-date.ts';
import { parseFilter } from '../filter/filter-parser.ts';
import { fastFilter } from './fast-filter.ts';

const answer = (text: string, zone = 'Europe/Berlin') => fastFilter(parseFilter(text), zone, 'sqlite');

describe('which $filters the report totals answer', () => {
  it('answers none, and a conjunction of equalities on the kept keys, in any spelling the compiler takes', () => {
    expect(fastFilter(null, 'UTC', 'sqlite')).toEqual({ equals: [], fromDay: null, toDay: null });
    expect(
      answer("user/id eq 'u1' and project eq 'p1' and (billable eq true and effective eq false)"),
    ).toEqual({
      equals: [
        { column: 'user_id', value: 'u1' },
        { column: 'project_id', value: 'p1' },
        { column: 'billable', value: 1 },
        { column: 'effective', value: 0 },
      ],
      fromDay: null,
      toDay: null,
    });
    expect(answer("'t1' eq task/id and project eq null")?.equals).toEqual([
      { column: 'task_id', value: 't1' },
      { column: 'project_id', value: '' },
    ]);
  });

  it('turns start ge/lt at the start of a local day into days, keeping the narrowest', () => {
    // Midnight in Berlin is 23:00 UTC the day before in winter, 22:00 in summer.
    expect(
      answer(
        "start ge datetime'2024-02-29T23:00:00Z' and start lt datetime'2024-03-31T22:00:00Z' and start ge datetime'2024-01-31T23:00:00Z'",
      ),
    ).toEqual({ equals: [], fromDay: toEpochDay('2024-03-01'), toDay: toEpochDay('2024-04-01') });
    expect(answer("datetime'2024-03-31T18:15:00Z' le start", 'Asia/Kathmandu')?.fromDay).toBe(
      toEpochDay('2024-04-01'),
    );
  });

  it('leaves everything else to the records', () => {
    for (const text of [
      "start ge datetime'2024-03-01T00:00:00Z'", // not a Berlin midnight
      "start gt datetime'2024-02-29T23:00:00Z'",
      "start le datetime'2024-02-29T23:00:00Z'",
      "user/id eq 'u1' or billable eq true",
      "user/id ne 'u1'",
      'user eq null',
      "project eq ''",
      'billable eq 1',
      'duration ge 0',
      "project/name eq 'x'",
      "not (user/id eq 'u1')",
      "startswith(description, 'x')",
    ])
      expect(answer(text), text).toBeNull();
  });
});
