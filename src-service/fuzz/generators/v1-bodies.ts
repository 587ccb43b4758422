import * as fc from 'fast-check';
import type { FieldDefinition, ResourceDefinition } from '../../v1/resources/resource-types.ts';
import type { FuzzWorld } from '../fuzz-world.ts';
import { awkwardText, objectMemberNames } from './hostile-text.ts';

// Request bodies for every v1 resource: a valid body built from the resource's definition (the
// same one `$metadata` is made from), then fields dropped, retyped, duplicated, oversized or
// nested, and written as JSON or XML.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const uuidLike = '00000000-0000-4000-8000-000000000000';

function validValue(field: FieldDefinition, world: FuzzWorld): fc.Arbitrary<Json> {
  if (field.kind === 'reference') {
    const ids = world.ids[field.target] ?? [];
    return ids.length > 0 ? fc.constantFrom(...ids).map((id) => ({ id })) : fc.constant({ id: uuidLike });
  }
  const size = field.constraints.find((c) => c.type === 'Size');
  switch (field.type) {
    case 'String':
      return fc.string({ minLength: size?.min ?? 1, maxLength: Math.min(size?.max ?? 20, 20) });
    case 'Boolean':
      return fc.boolean();
    case 'Integer':
      return fc.integer({ min: 0, max: 1000 });
    case 'Long':
      return fc.integer({ min: 0, max: 8 * 3_600_000 });
    case 'Double':
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case 'Date':
      return fc
        .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
        .map((ms) => `/Date(${ms})/`);
  }
}

/** A value of the wrong kind, or the right kind at an extreme. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  awkwardText,
  fc.constantFrom<Json>(
    null,
    true,
    0,
    -1,
    1e308,
    -1e308,
    2 ** 53 + 1,
    9.223372036854776e18,
    2 ** 31,
    0.1,
    [],
    {},
    { id: null },
    { id: 'constructor' },
    { id: uuidLike.toUpperCase() },
    ['x'],
    '/Date(99999999999999999)/',
    '/Date(-8640000000000001)/',
    '2024-02-30T00:00:00Z',
  ),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

function nest(depth: number, leaf: Json, array: boolean): Json {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = array ? [value] : { a: value };
  return value;
}

export function validBody(
  resource: ResourceDefinition,
  world: FuzzWorld,
): fc.Arbitrary<Record<string, Json>> {
  const writable = resource.fields.filter((f) => f.access !== 'READ_ONLY' && f.name !== 'id');
  const parts: Record<string, fc.Arbitrary<Json>> = {};
  for (const field of writable) parts[field.name] = validValue(field, world);
  return fc.record(parts, {
    requiredKeys: writable.filter((f) => f.constraints.some((c) => c.type === 'NotNull')).map((f) => f.name),
  });
}

type Mutation = (body: Record<string, Json>) => fc.Arbitrary<Record<string, Json>>;

const mutations = (resource: ResourceDefinition): Mutation[] => {
  const names = resource.fields.map((f) => f.name);
  const pickField = fc.constantFrom(...names);
  const set = (body: Record<string, Json>, name: string, value: Json): Record<string, Json> => {
    // defineProperty: `__proto__` becomes an own key, exactly as JSON.parse makes it on the server.
    const copy = { ...body };
    Object.defineProperty(copy, name, { value, enumerable: true, writable: true, configurable: true });
    return copy;
  };
  return [
    (body) => fc.constant(body),
    (body) =>
      fc
        .subarray(Object.keys(body))
        .map((drop) => Object.fromEntries(Object.entries(body).filter(([k]) => !drop.includes(k)))),
    (body) => fc.tuple(pickField, hostileValue).map(([name, value]) => set(body, name, value)),
    (body) =>
      fc
        .tuple(fc.constantFrom(...objectMemberNames, 'id', 'version', 'x', ''), hostileValue)
        .map(([name, value]) => set(body, name, value)),
    (body) =>
      fc
        .tuple(pickField, fc.integer({ min: 100_000, max: 2_000_000 }))
        .map(([name, n]) => set(body, name, 'x'.repeat(n))),
    (body) =>
      fc
        .tuple(pickField, fc.integer({ min: 10, max: 1500 }), fc.boolean())
        .map(([name, depth, array]) => set(body, name, nest(depth, 1, array))),
    (body) =>
      fc
        .tuple(pickField, fc.constantFrom<Json>(1e308, -0, 2 ** 63, 1e-320, 123456789012345680000))
        .map(([name, v]) => set(body, name, v)),
    (body) => fc.constant(set(body, 'version', 'constructor')),
  ];
};

/** A body for POST or PUT of `resource`: mostly valid-with-one-change, sometimes wholly alien. */
export function resourceBody(resource: ResourceDefinition, world: FuzzWorld): fc.Arbitrary<Json> {
  const all = mutations(resource);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: validBody(resource, world).chain((body) => fc.constantFrom(...all).chain((m) => m(body))),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json> },
    { weight: 1, arbitrary: fc.constantFrom<Json>([], [{}], 'x', 0, null) },
  );
}

/** JSON text, with a duplicated key now and then (JSON.stringify cannot make one). */
export function jsonText(value: Json, duplicate: boolean): string {
  const text = JSON.stringify(value);
  if (!duplicate || typeof value !== 'object' || value === null || Array.isArray(value)) return text;
  const first = Object.keys(value)[0];
  if (first === undefined) return text;
  return `{${JSON.stringify(first)}:"duplicate",${text.slice(1)}`;
}

const xmlEscape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function xmlOf(name: string, value: Json, budget: { left: number }): string {
  budget.left--;
  if (budget.left < 0) return '';
  if (value === null) return `<${name} nil="true"/>`;
  if (Array.isArray(value))
    return `<${name}>${value.map((v) => xmlOf('item', v, budget)).join('')}</${name}>`;
  if (typeof value === 'object') {
    return `<${name}>${Object.entries(value)
      .map(([k, v]) => xmlOf(k === '' ? 'x' : k, v, budget))
      .join('')}</${name}>`;
  }
  return `<${name}>${xmlEscape(String(value))}</${name}>`;
}

/** XML text: the resource's root element around the fields, or a hostile document. */
export function xmlText(resource: ResourceDefinition, value: Json): fc.Arbitrary<string> {
  const root = resource.type.charAt(0).toLowerCase() + resource.type.slice(1);
  const body = xmlOf(root, value, { left: 20_000 });
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(`<?xml version="1.0" encoding="UTF-8"?>${body}`) },
    { weight: 1, arbitrary: fc.constant(body.slice(0, Math.floor(body.length / 2))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>',
        '<!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>',
        `<${root}><name>&#0;</name></${root}>`,
        `<${root}><__proto__><polluted>1</polluted></__proto__></${root}>`,
        `<${root} xmlns:a="x" a:name="y"><constructor>1</constructor></${root}>`,
        `<${root}><name>a</name><name>b</name></${root}>`,
        `<${root}><![CDATA[<x>]]></${root}>`,
        '<a>'.repeat(5000) + '</a>'.repeat(5000),
      ),
    },
  );
}
