import { describe, expect, it } from 'vitest';
import { parseFilter } from '../filter/filter-parser.ts';
import { groupKeySql, startBoundsOf, withPeriod } from './scan-key.ts';

const bounds = (text: string) => startBoundsOf(parseFilter(text), 'sqlite');
const day = "datetime'2024-01-01T00:00:00Z'";
const nextDay = "datetime'2024-01-02T00:00:00Z'";

describe('the sides of start a record scan is bounded on', () => {
  it('reads both sides from comparisons with a date in a conjunction, in either order', () => {
    expect(bounds(`description eq 'x' and start ge ${day} and start lt ${nextDay}`)).toEqual({
      lower: true,
      upper: true,
    });
    expect(bounds(`${day} lt start and ${nextDay} ge start`)).toEqual({ lower: true, upper: true });
    expect(bounds(`start eq ${day}`)).toEqual({ lower: true, upper: true });
    expect(bounds(`start gt ${day}`)).toEqual({ lower: true, upper: false });
    expect(bounds(`${day} gt start`)).toEqual({ lower: false, upper: true });
    expect(startBoundsOf(null, 'sqlite')).toEqual({ lower: false, upper: false });
  });

  it('finds no bound an index could search inside or, not, arithmetic or on other fields', () => {
    for (const text of [
      `start ge ${day} or start lt ${nextDay}`,
      `not (start ge ${day}) and not (start lt ${nextDay})`,
      `start sub 1 ge ${day} and start add 1 lt ${nextDay}`,
      `stop ge ${day} and stop lt ${nextDay}`,
      'duration ge 1 and duration lt 2',
    ])
      expect(bounds(text), text).toEqual({ lower: false, upper: false });
  });

  it("adds the report period's ends", () => {
    expect(withPeriod({ lower: true, upper: false }, { from: null, to: 5 })).toEqual({
      lower: true,
      upper: true,
    });
    expect(withPeriod({ lower: false, upper: false }, { from: 1, to: null })).toEqual({
      lower: true,
      upper: false,
    });
  });
});

describe('the group key of a record scan', () => {
  it('hides the column from SQLite unless start is bounded on both sides; PostgreSQL takes it bare', () => {
    expect(groupKeySql('t.project_id', 'sqlite', { lower: true, upper: false })).toBe('+t.project_id');
    expect(groupKeySql('t.project_id', 'sqlite', { lower: false, upper: true })).toBe('+t.project_id');
    expect(groupKeySql('t.project_id', 'sqlite', { lower: true, upper: true })).toBe('t.project_id');
    expect(groupKeySql('t.project_id', 'postgres', { lower: false, upper: false })).toBe('t.project_id');
  });
});
