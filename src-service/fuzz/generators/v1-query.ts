import * as fc from 'fast-check';
import { resources } from '../../v1/resources/registry.ts';
import type { ResourceDefinition, ScalarType } from '../../v1/resources/resource-types.ts';
import { awkwardText, nearValid } from './hostile-text.ts';

// Query options of the v1 interface, generated from the grammar in the contract
// (/work/shared/spec/v1-rest-interface.md, "Query parameters" .. "Reports") over each resource's
// real fields, then mutated.

interface TypedField {
  readonly path: string;
  readonly type: ScalarType | 'Reference';
}

/** Every field path of a resource, one level into its references (`project/name`). */
export function fieldPaths(resource: ResourceDefinition): readonly TypedField[] {
  const out: TypedField[] = [];
  for (const field of resource.fields) {
    if (field.kind === 'scalar') {
      out.push({ path: field.name, type: field.type });
      continue;
    }
    out.push({ path: field.name, type: 'Reference' });
    for (const inner of resources[field.target].fields) {
      out.push({
        path: `${field.name}/${inner.name}`,
        type: inner.kind === 'scalar' ? inner.type : 'Reference',
      });
    }
  }
  return out;
}

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

function literalOf(type: TypedField['type']): fc.Arbitrary<string> {
  switch (type) {
    case 'String':
      return fc.oneof(fc.constantFrom("'Website'", "''", "'a''b'", "'%'", "'_'"), awkwardText.map(quote));
    case 'Boolean':
      return fc.constantFrom('true', 'false', 'null');
    case 'Integer':
    case 'Long':
      return fc.oneof(
        fc.integer({ min: -5, max: 100 }).map(String),
        fc.constantFrom('2147483648', '9223372036854775807', '9223372036854775808', '-9223372036854775808'),
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      );
    case 'Double':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => String(n)),
        fc.constantFrom('0.5', '1e308', '1e309', '-0.0', '.5', '5.', '1E-400'),
      );
    case 'Date':
      return fc.oneof(
        fc
          .date({ min: new Date(-62135596800000), max: new Date(253402300799999), noInvalidDate: true })
          .map((d) => `datetime'${d.toISOString()}'`),
        fc.constantFrom(
          "datetime'2024-01-01'",
          "datetime'2024-02-30T00:00:00Z'",
          "datetime'x'",
          "datetime''",
          "datetime'+275760-09-13T00:00:00Z'",
          "datetime'2024-01-01T00:00:00+25:00'",
        ),
      );
    case 'Reference':
      return fc.constantFrom("'00000000-0000-0000-0000-000000000000'", 'null', "'x'");
  }
}

/** A `$filter` over the resource's real fields: well-formed most of the time, then mutated. */
export function filterText(resource: ResourceDefinition): fc.Arbitrary<string> {
  const fields = fieldPaths(resource);
  const field = fc.constantFrom(...fields);
  const stringField = fields.filter((f) => f.type === 'String').map((f) => f.path);
  const str = fc.oneof(
    stringField.length > 0 ? fc.constantFrom(...stringField) : literalOf('String'),
    literalOf('String'),
  );
  const numeric = fc.oneof(
    field.map((f) => f.path),
    literalOf('Integer'),
    literalOf('Double'),
    fc
      .tuple(field, fc.constantFrom('add', 'sub', 'mul', 'div', 'mod'), literalOf('Integer'))
      .map(([f, op, n]) => `${f.path} ${op} ${n}`),
    fc
      .tuple(fc.constantFrom('length', 'indexof'), str, str)
      .map(([fn, a, b]) => (fn === 'length' ? `length(${a})` : `indexof(${a},${b})`)),
  );
  const comparison = fc.oneof(
    fc
      .tuple(field, fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'))
      .chain(([f, op]) => literalOf(f.type).map((lit) => `${f.path} ${op} ${lit}`)),
    fc
      .tuple(numeric, fc.constantFrom('eq', 'ne', 'gt', 'lt'), numeric)
      .map(([a, op, b]) => `${a} ${op} ${b}`),
    fc
      .tuple(fc.constantFrom('startswith', 'endswith', 'substringof'), str, str, fc.boolean())
      .map(([fn, a, b, value]) => `${fn}(${a},${b}) eq ${value}`),
    fc
      .tuple(fc.constantFrom('tolower', 'toupper'), str, literalOf('String'))
      .map(([fn, a, b]) => `${fn}(${a}) eq ${b}`),
    fc
      .tuple(str, fc.integer({ min: -3, max: 40 }), fc.option(fc.integer({ min: -3, max: 40 })), str)
      .map(([a, i, n, b]) => `substring(${a},${i}${n === null ? '' : `,${n}`}) eq ${b}`),
    fc.tuple(str, str, str).map(([a, b, c]) => `concat(${a},${b}) eq ${c}`),
  );
  const { expr } = fc.letrec<{ expr: string }>((tie) => ({
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 4, arbitrary: comparison },
      {
        weight: 2,
        arbitrary: fc
          .tuple(tie('expr'), fc.constantFrom('and', 'or'), tie('expr'))
          .map(([a, op, b]) => `${a} ${op} ${b}`),
      },
      { weight: 1, arbitrary: tie('expr').map((e) => `not (${e})`) },
      { weight: 1, arbitrary: tie('expr').map((e) => `(${e})`) },
    ),
  }));
  const deep = fc
    .tuple(comparison, fc.integer({ min: 50, max: 3000 }), fc.constantFrom('(', 'not ('))
    .map(([c, n, open]) => `${open.repeat(n)}${c}${')'.repeat(n)}`);
  const long = fc
    .tuple(comparison, fc.integer({ min: 50, max: 1500 }))
    .map(([c, n]) =>
      Array.from({ length: Math.min(n, Math.ceil(100_000 / c.length)) }, () => c).join(' or '),
    );
  return fc.oneof(
    { weight: 8, arbitrary: nearValid(expr) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: long },
  );
}

export function orderByText(resource: ResourceDefinition): fc.Arbitrary<string> {
  const one = fc
    .tuple(
      fc.constantFrom(...fieldPaths(resource).map((f) => f.path)),
      fc.constantFrom('', ' asc', ' desc', ' DESC', ' up'),
    )
    .map(([f, dir]) => `${f}${dir}`);
  return nearValid(fc.array(one, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(',')));
}

export const topSkipText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 1200 }).map(String),
  fc.constantFrom(
    '-1',
    '1.5',
    '1e3',
    '',
    ' 5',
    '0x10',
    '2147483648',
    '9007199254740993',
    '99999999999999999999',
  ),
  awkwardText,
);

export function selectText(resource: ResourceDefinition): fc.Arbitrary<string> {
  return nearValid(
    fc
      .array(fc.constantFrom(...fieldPaths(resource).map((f) => f.path), '*'), { minLength: 1, maxLength: 5 })
      .map((parts) => parts.join(',')),
  );
}

/** `[<groupedBy>;]<function>[;<function>...]` over the resource's fields. */
export function summaryText(resource: ResourceDefinition): fc.Arbitrary<string> {
  const paths = fieldPaths(resource).map((f) => f.path);
  const fn = fc.oneof(
    fc.constant('count()'),
    fc
      .tuple(fc.constantFrom('sum', 'avg', 'min', 'max', 'SUM', 'median'), fc.constantFrom(...paths))
      .map(([name, path]) => `${name}(${path})`),
  );
  return nearValid(
    fc
      .tuple(fc.option(fc.constantFrom(...paths)), fc.array(fn, { minLength: 1, maxLength: 4 }))
      .map(([group, fns]) => [...(group === null ? [] : [group]), ...fns].join(';')),
  );
}

const reportDate = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2024-02-29', '2023-02-29', '0000-01-01', '9999-12-31', '2024-1-1', '20240101', 'today'),
);

/** The parameters of the time reports: range, range_from, range_to, offset, depth, slice_by, summary. */
export function reportParams(): fc.Arbitrary<[string, string][]> {
  const timeRecords = resources.timerecords;
  const pair = fc.oneof(
    fc.tuple(
      fc.constant('range'),
      fc.oneof(fc.constantFrom('0', '1', '7', '31', '365', '999', '2', '-7'), awkwardText),
    ),
    fc.tuple(fc.constantFrom('range_from', 'range_to'), fc.oneof(reportDate, awkwardText)),
    fc.tuple(
      fc.constantFrom('offset', 'depth'),
      fc.oneof(
        fc.integer({ min: -30, max: 30 }).map(String),
        fc.constantFrom('-100000', '100000', '9007199254740993', '1e9', '-0'),
        awkwardText,
      ),
    ),
    fc.tuple(
      fc.constant('slice_by'),
      fc.oneof(fc.constantFrom('1', '7', '31', '365', '0', '3'), awkwardText),
    ),
    fc.tuple(fc.constant('summary'), summaryText(timeRecords)),
    fc.tuple(fc.constant('$filter'), filterText(timeRecords)),
  );
  return fc.array(pair, { maxLength: 6 });
}
