import * as fc from 'fast-check';
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { graphSchema } from '../../graph/graph-schema.ts';
import type { FuzzWorld } from '../fuzz-world.ts';
import { awkwardText, mutateText } from './hostile-text.ts';

// GraphQL documents generated from the service's own schema: every root field with arguments of
// the declared types (inline or as variables), selection sets walked from the return types,
// then wrong values and mutated text.

type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

function scalarValue(type: GraphQLScalarType, world: FuzzWorld): fc.Arbitrary<Value> {
  switch (type.name) {
    case 'ID':
      return fc.oneof(
        fc.constantFrom(...(world.ids.projects ?? ['00000000-0000-4000-8000-000000000000'])),
        fc.uuid(),
        awkwardText,
      );
    case 'Int':
      return fc.oneof(fc.integer({ min: -2, max: 120 }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5));
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.oneof(fc.string({ maxLength: 30 }), awkwardText);
  }
}

function inputValue(type: GraphQLInputType, world: FuzzWorld, depth: number): fc.Arbitrary<Value> {
  if (type instanceof GraphQLNonNull) return inputValue(type.ofType, world, depth);
  const wrong = fc.oneof(
    fc.constantFrom<Value>(null, 0, 'x', true, [], {}, '__proto__'),
    fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Value>,
  );
  let right: fc.Arbitrary<Value>;
  if (type instanceof GraphQLList) {
    right =
      depth > 3 ? fc.constant([]) : fc.array(inputValue(type.ofType, world, depth + 1), { maxLength: 3 });
  } else if (type instanceof GraphQLInputObjectType) {
    const parts: Record<string, fc.Arbitrary<Value>> = {};
    for (const [name, field] of Object.entries(type.getFields()))
      parts[name] = inputValue(field.type, world, depth + 1);
    right = fc.record(parts, { requiredKeys: [] }) as fc.Arbitrary<Value>;
  } else if (type instanceof GraphQLEnumType) {
    right = fc.constantFrom(...type.getValues().map((v) => v.name));
  } else if (type instanceof GraphQLScalarType) {
    right = scalarValue(type, world);
  } else {
    right = fc.constant(null);
  }
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

/** A value as GraphQL literal text (enum values bare). */
function literal(value: Value, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, type)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = new Map(named instanceof GraphQLInputObjectType ? Object.entries(named.getFields()) : []);
    return `{${Object.entries(value)
      .map(
        ([k, v]) =>
          `${/^[_A-Za-z][_0-9A-Za-z]*$/.test(k) ? k : 'x'}: ${literal(v, fields.get(k)?.type ?? type)}`,
      )
      .join(', ')}}`;
  }
  if (named instanceof GraphQLEnumType && typeof value === 'string' && /^[A-Z]+$/.test(value)) return value;
  return JSON.stringify(value);
}

function selection(type: GraphQLOutputType, depth: number): fc.Arbitrary<string> {
  const named = getNamedType(type);
  if (isLeafType(named) || !(named instanceof GraphQLObjectType)) return fc.constant('');
  const fields = Object.values(named.getFields());
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)));
  const field = (f: GraphQLField<unknown, unknown>): fc.Arbitrary<string> => {
    const args = f.args
      .filter((a) => a.type instanceof GraphQLNonNull)
      .map((a) => `${a.name}: ${a.type.toString().startsWith('Int') ? '5' : '"x"'}`);
    const head = `${f.name}${args.length > 0 ? `(${args.join(', ')})` : ''}`;
    if (isLeafType(getNamedType(f.type))) return fc.constant(head);
    if (depth >= 4) return fc.constant(`${head} { __typename }`);
    return selection(f.type, depth + 1).map((inner) => `${head} ${inner}`);
  };
  const chosen = fc.subarray(fields, { minLength: 1 }).chain((some) => fc.tuple(...some.map(field)));
  return fc
    .tuple(chosen, fc.constantFrom(...(leaves.length > 0 ? leaves.map((l) => l.name) : ['__typename'])))
    .map(([parts, leaf]) => `{ ${parts.length > 0 ? parts.join(' ') : leaf} }`);
}

export interface GraphRequest {
  readonly query: string;
  readonly variables: Record<string, Value> | null;
  readonly operationName: string | null;
}

/** One operation on one root field of the schema, arguments inline or as variables. */
function operation(world: FuzzWorld): fc.Arbitrary<GraphRequest> {
  const roots: ['query' | 'mutation', GraphQLObjectType][] = [
    ['query', graphSchema.getQueryType() as GraphQLObjectType],
  ];
  const mutation = graphSchema.getMutationType();
  if (mutation) roots.push(['mutation', mutation]);
  const choices = roots.flatMap(([kind, root]) =>
    Object.values(root.getFields()).map((f) => [kind, f] as const),
  );
  return fc
    .tuple(fc.constantFrom(...choices), fc.boolean(), fc.option(fc.constantFrom('Op', 'Other')))
    .chain(([[kind, field], asVariables, name]) => {
      const args = field.args.map((a) =>
        inputValue(a.type, world, 0).map((value) => ({ name: a.name, type: a.type, value })),
      );
      return fc.tuple(fc.tuple(...args), selection(field.type, 0)).map(([values, select]) => {
        const variables: Record<string, Value> = {};
        const declared: string[] = [];
        const passed = values.map(({ name: argName, type, value }) => {
          if (!asVariables) return `${argName}: ${literal(value, type)}`;
          variables[argName] = value;
          declared.push(`$${argName}: ${type.toString()}`);
          return `${argName}: $${argName}`;
        });
        const head = `${kind}${name === null ? '' : ` ${name}`}${declared.length > 0 ? `(${declared.join(', ')})` : ''}`;
        return {
          query: `${head} { ${field.name}${passed.length > 0 ? `(${passed.join(', ')})` : ''} ${select} }`,
          variables: asVariables ? variables : null,
          operationName: name,
        };
      });
    });
}

const oddDocuments = [
  '{ __schema { types { name fields { name } } } }',
  '{ __typename }',
  'query { projects(first: 5) { ...F } } fragment F on ProjectConnection { ...F }',
  'query A { __typename } query A { __typename }',
  'subscription { projects { totalCount } }',
  '{ projects(first: 100) { edges { node { id } } } a: projects(first: 100) { totalCount } }',
  'mutation { a: deleteProject(id: "x") { id } b: deleteProject(id: "x") { id } }',
  '{ project(id: "constructor") { id } }',
  '{ project(id: "__proto__") { id title } }',
];

/** A GraphQL request body: a schema-built operation, mutated text, or something alien. */
export function graphRequest(world: FuzzWorld): fc.Arbitrary<GraphRequest> {
  const built = operation(world);
  const deep = fc.integer({ min: 100, max: 3000 }).map((n) => ({
    query: `{ ${'project(id: "x") { '.repeat(n)}id${' }'.repeat(n)} }`,
    variables: null,
    operationName: null,
  }));
  const aliases = fc.integer({ min: 100, max: 5000 }).map((n) => ({
    query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    variables: null,
    operationName: null,
  }));
  return fc.oneof(
    { weight: 8, arbitrary: built },
    { weight: 3, arbitrary: built.chain((r) => mutateText(r.query).map((query) => ({ ...r, query }))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...oddDocuments)
        .map((query) => ({ query, variables: null, operationName: null })),
    },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: aliases },
  );
}
