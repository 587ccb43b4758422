import { describe, expect, it } from 'vitest';
import { resources } from '../resources/registry.ts';
import type { FieldDefinition, ResourceDefinition } from '../resources/resource-types.ts';
import { WireDate, type WireObject, type WireValue } from '../wire/wire-values.ts';
import { encodeRecord, planOf, type SqlRow } from './encode-record.ts';
import { recordJsonEncoder } from './encode-record-json.ts';

/** Stored values of every kind a column holds, by the field's type: nulls, unicode, bigints, edges. */
const samples: Record<string, readonly unknown[]> = {
  String: [
    'plain',
    'Müller "Straße" \\ ünïcödé 😀 \u2028 \n\t\u0000',
    '',
    '\ud800 lone surrogate',
    'café',
    'say "hi"',
    'back \\ slash',
    'del \u007f and ~',
    42,
    7n,
    null,
  ],
  Boolean: [1, 0, 1n, 0n, true, false, null],
  Date: [1_700_000_000_000, 0, -86_400_000, 1_700_000_000_000n, 8.64e15, null],
  Long: [9_007_199_254_740_991, -9_007_199_254_740_991, -5, 0, 12n, 1e21, null],
  Integer: [3, -0, 2n, null],
  Double: [1.5, -0.25, 1e300, 3, Number.NaN, 0.1, -1e-7, Number.NEGATIVE_INFINITY, -0, null],
};

/** Row i of a resource: every readable field with the i-th sample of its type, or an id. */
function fixtureRow(resource: ResourceDefinition, i: number): SqlRow {
  const row: Record<string, unknown> = {};
  for (const p of planOf(resource)) {
    if (p.kind === 'reference') {
      // Some references resolve to an embedded object, some do not (a stub), some are empty.
      row[p.field.column] = [`${p.field.name}-known`, `${p.field.name}-unknown`, null][i % 3];
    } else if (p.kind === 'scalar') {
      const values = samples[p.type] ?? samples['String'] ?? [];
      if (i % 11 !== 10) row[p.sqlName] = values[i % values.length];
    }
  }
  return row;
}

const embedded = (name: string): WireObject => ({
  id: `${name}-known`,
  displayName: `${name} «embedded»`,
  createdAt: new WireDate(1_600_000_000_000),
  nested: { id: 'x', list: [1, null, 'ü'] },
});

function bothEncodings(resource: ResourceDefinition, row: SqlRow, counts: boolean): [string, string] {
  const include = counts ? undefined : (f: FieldDefinition): boolean => !f.name.endsWith('Count');
  const virtual = (f: FieldDefinition): WireValue | undefined =>
    f.name.length % 2 === 0 ? { at: new WireDate(5), f: f.name } : undefined;
  const relatedObject = (name: string, id: string): WireValue =>
    id.endsWith('-known') ? embedded(name) : { id };
  const general = JSON.stringify(
    encodeRecord(resource, row, {
      ...(include === undefined ? {} : { include }),
      related: (f, id) => relatedObject(f.name, id),
      virtual,
    }),
  );
  const lean = recordJsonEncoder(resource, {
    ...(include === undefined ? {} : { include }),
    related: (f, id) => JSON.stringify(relatedObject(f.name, id)),
    virtual,
  })(row);
  return [lean, general];
}

describe('recordJsonEncoder', () => {
  it('writes the same bytes as JSON.stringify of encodeRecord, for every resource and kind of value', () => {
    let compared = 0;
    for (const resource of Object.values(resources)) {
      for (let i = 0; i < 33; i++) {
        const [lean, general] = bothEncodings(resource, fixtureRow(resource, i), i % 2 === 0);
        expect(lean, `${resource.name} row ${i}`).toBe(general);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('writes an object without readable fields as {}', () => {
    const encode = recordJsonEncoder(resources.timerecords, { include: () => false, related: () => 'null' });
    expect(encode({})).toBe('{}');
  });
});
