import { describe, expect, it } from 'vitest';
import { CoreError } from '../ipc/core-error.ts';
import { nameOf, readTimeRecord, readTimeRecords, toReportRecord } from './v1-shapes.ts';

const valid = {
  id: 'r1',
  version: 3,
  start: new Date(1_000),
  stop: null,
  duration: 60_000,
  description: 'Work',
  billable: true,
  price: 1.5,
  user: { id: 'u1', displayName: 'Alice Andersen', firstName: 'Alice', lastName: 'Andersen' },
  project: { id: 'p1', name: 'Website', displayName: 'Website' },
  unknownField: 'ignored',
};

describe('readTimeRecord', () => {
  it('reads a record, missing optional fields as null', () => {
    const record = readTimeRecord(valid);
    expect(record).toMatchObject({ id: 'r1', version: 3, stop: null, effective: null, task: null });
    expect(toReportRecord(record)).toMatchObject({
      start: 1_000,
      user: { id: 'u1', name: 'Alice Andersen' },
      project: { id: 'p1', name: 'Website' },
      effective: true,
      approved: false,
      unitPrice: 0,
    });
  });

  it('names the field a service got wrong, as a sentence', () => {
    const cases: [unknown, string][] = [
      [{ ...valid, start: '/Date(1)/' }, 'start'],
      [{ ...valid, duration: 'long' }, 'duration'],
      [{ ...valid, id: undefined }, 'id'],
      [{ ...valid, project: { name: 'no id' } }, 'project.id'],
      [{ ...valid, user: { id: 'u', displayName: 3 } }, 'user.displayName'],
      [{ ...valid, price: Number.NaN }, 'price'],
      ['text', 'body'],
    ];
    for (const [value, field] of cases) {
      let error: unknown = null;
      try {
        readTimeRecord(value);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(CoreError);
      expect((error as Error).message).toBe(
        `The service answered a time record in a form Stint does not understand (${field}).`,
      );
    }
    expect(() => readTimeRecords({})).toThrow(/the time records/);
  });

  it('calls objects by name, display name, or person name', () => {
    expect(nameOf({ id: 'x', firstName: 'Bob', lastName: 'Brennan' })).toBe('Bob Brennan');
    expect(nameOf({ id: 'x', displayName: 'Shown' })).toBe('Shown');
    expect(nameOf({ id: 'x' })).toBe('x');
  });
});
