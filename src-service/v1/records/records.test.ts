import { describe, expect, it } from 'vitest';
import { resources } from '../resources/registry.ts';
import { V1Error } from '../wire/v1-error.ts';
import { WireDate } from '../wire/wire-values.ts';
import { decodeXml } from '../wire/xml-decode.ts';
import { encodeXml } from '../wire/xml-encode.ts';
import { decodeRecord, decodeSetParameters } from './decode-record.ts';
import { encodeRecord, stubOf } from './encode-record.ts';
import { applyDefaults, validateRecord } from './validate-record.ts';

const uuid = (n: number): string => `0000000${n}-0000-4000-8000-000000000000`.slice(-36);

function violations(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    if (e instanceof V1Error && e.code === 'PE01-1104') {
      return (e.constraintViolations ?? []).map((v) => `${v.field}:${v.constraint}`);
    }
    throw e;
  }
  return [];
}

describe('decodeRecord', () => {
  const tr = resources.timerecords;

  it('reads JSON values by field type, references as objects or ids, dates in every accepted form', () => {
    const values = decodeRecord(
      tr,
      {
        description: 'x',
        duration: 60000,
        billable: false,
        price: 12.5,
        start: '/Date(1700000000000)/',
        stop: '2023-11-14T22:14:20Z',
        project: { id: uuid(1), name: 'ignored' },
        task: uuid(2),
        client: null,
      },
      { format: 'json' },
    );
    expect(Object.fromEntries(values)).toEqual({
      description: 'x',
      duration: 60000,
      billable: false,
      price: 12.5,
      start: 1700000000000,
      stop: 1700000060000,
      project: uuid(1),
      task: uuid(2),
      client: null,
    });
  });

  it('skips read-only fields, so a fetched object can be sent back as it is', () => {
    const values = decodeRecord(
      resources.projects,
      {
        name: 'P',
        createdAt: '/Date(1)/',
        displayName: 'P',
        membersCount: 3,
        version: 2,
        externalSynced: true,
      },
      { format: 'json' },
    );
    expect(Object.fromEntries(values)).toEqual({ name: 'P', version: 2, externalSynced: true });
  });

  it('reports unknown fields and wrong types together', () => {
    expect(
      violations(() =>
        decodeRecord(
          tr,
          {
            descripton: 'typo',
            duration: 1.5,
            billable: 'yes',
            start: 'soon',
            project: { name: 'x' },
            task: 'T-1',
            price: 'NaN',
          },
          { format: 'json' },
        ),
      ),
    ).toEqual([
      'descripton:UnknownField',
      'duration:Type',
      'billable:Type',
      'start:Type',
      'project:Type',
      'task:Pattern',
      'price:Type',
    ]);
  });

  it('refuses text with U+0000, which PostgreSQL cannot store, on every engine alike', () => {
    expect(violations(() => decodeRecord(tr, { description: 'a\u0000b' }, { format: 'json' }))).toEqual([
      'description:Pattern',
    ]);
    expect(decodeRecord(tr, { description: 'a\u0001b' }, { format: 'json' }).get('description')).toBe(
      'a\u0001b',
    );
  });

  it('refuses a body that is not one object', () => {
    for (const body of [[], 'x', 5, null]) {
      expect(() => decodeRecord(tr, body, { format: 'json' })).toThrow(/must be one TimeRecord object/);
    }
  });

  it('reads the same record from XML text as from JSON (round trip)', () => {
    const json = {
      description: " a & <b> 'q' ",
      duration: 3600000,
      billable: true,
      price: 0.1,
      start: new WireDate(1700000000000),
      project: { id: uuid(1), displayName: 'P' },
      task: null,
      recordType: '',
    };
    const xml = decodeXml(encodeXml('timeRecord', json));
    const fromXml = decodeRecord(tr, xml, { format: 'xml' });
    const fromJson = decodeRecord(tr, { ...json, start: '/Date(1700000000000)/' }, { format: 'json' });
    expect(Object.fromEntries(fromXml)).toEqual(Object.fromEntries(fromJson));
  });

  it('reads $set parameters as text', () => {
    const values = decodeSetParameters(
      resources.projects,
      new Map([
        ['name', 'New'],
        ['active', 'false'],
        ['timeBudget', ''],
        ['note', 'null'],
      ]),
    );
    expect(Object.fromEntries(values)).toEqual({ name: 'New', active: false, timeBudget: null, note: null });
  });
});

describe('validateRecord', () => {
  it('requires NotNull fields on create after defaults, and only sent fields on update', () => {
    const values = new Map<string, string | number | boolean | null>([['name', 'P']]);
    applyDefaults(resources.projects, values);
    expect(values.get('active')).toBe(true);
    expect(values.get('effective')).toBe(true);
    expect(violations(() => validateRecord(resources.projects, values, 'create'))).toEqual(['owner:NotNull']);
    expect(violations(() => validateRecord(resources.projects, new Map([['name', 'Q']]), 'update'))).toEqual(
      [],
    );
    expect(
      violations(() => validateRecord(resources.projects, new Map([['owner', null]]), 'update')),
    ).toEqual(['owner:NotNull']);
  });

  it('checks Size in characters, Pattern as a full match, and Min', () => {
    const check = (values: Record<string, string | number | null>): string[] =>
      violations(() => validateRecord(resources.projects, new Map(Object.entries(values)), 'update'));
    expect(check({ code: '😀'.repeat(20) })).toEqual([]);
    expect(check({ code: 'x'.repeat(21) })).toEqual(['code:Size']);
    expect(check({ id: 'ABC' })).toEqual(['id:Pattern']);
    expect(check({ id: `${uuid(1)}x` })).toEqual(['id:Pattern']);
    expect(check({ timeBudget: -1, priceBudget: 0 })).toEqual(['timeBudget:Min']);
    expect(
      violations(() => validateRecord(resources.impulses, new Map([['mode', 'RUNNING']]), 'update')),
    ).toEqual(['mode:Pattern']);
  });
});

describe('encodeRecord', () => {
  it('shows readable fields with wire types, related objects through the callback, never write-only ones', () => {
    const row = {
      id: uuid(9),
      version: 3,
      name: 'P',
      active: 1,
      begins: 1700000000000,
      client_id: uuid(4),
      owner_id: null,
      time_budget: 5,
      price_budget: 1.5,
      personal: 0,
    };
    const encoded = encodeRecord(resources.projects, row, {
      related: (field, id) => ({ id, displayName: field.name }),
      include: (f) => f.name !== 'membersCount',
    });
    expect(encoded).toMatchObject({
      id: uuid(9),
      version: 3,
      name: 'P',
      active: true,
      personal: false,
      begins: new WireDate(1700000000000),
      client: { id: uuid(4), displayName: 'client' },
      owner: null,
      timeBudget: 5,
      priceBudget: 1.5,
    });
    expect(encoded).not.toHaveProperty('externalSynced');
    expect(encoded).not.toHaveProperty('membersCount');
  });

  it('reduces an object to its stub', () => {
    expect(
      stubOf(resources.users, {
        id: uuid(1),
        version: 2,
        display_name: 'Ann Lee',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'a@x',
      }),
    ).toEqual({
      id: uuid(1),
      version: 2,
      displayName: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });
});
