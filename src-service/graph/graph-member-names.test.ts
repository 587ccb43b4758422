import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graph, signInForTokens } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { graphSchema } from './graph-schema.ts';

// Names of members every plain JavaScript object has, sent wherever a GraphQL request carries
// text: argument values, input fields (known and unknown), variable names and the operation
// name. The walk takes every root field of the real schema, so a new query or mutation is
// covered without touching this test. Each answer is a documented one: data, or errors with a
// client classification, never INTERNAL_ERROR.
const memberNames = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
];

/** A name no object has, for the answer every other unknown name gets. */
const controlName = 'notAMember';

let svc: TestService;
let token: string;
let projectId: string;
beforeAll(async () => {
  svc = await startTestService();
  token = (
    await signInForTokens(svc.url, {
      email: 'alice@example.com',
      password: 'alice-password',
      organization: 'Globex Labs',
    })
  ).access_token;
  const list = await graph(svc.url, '{ projects(first: 1) { edges { node { id } } } }', { token });
  projectId = (list.body['data'] as { projects: { edges: { node: { id: string } }[] } }).projects.edges[0]!
    .node.id;
});
afterAll(async () => {
  await svc.stop();
});

/** A value of a scalar type: `text` where text goes. */
function scalarOf(typeName: string, text: string): unknown {
  switch (typeName) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    default:
      return text;
  }
}

/**
 * Values of `type` carrying `name`: a scalar is the name; an input object comes once with the
 * name in every text field, once per field with the name there and usable values elsewhere
 * (so the name gets past the other fields' checks), and once with the name as an unknown field.
 */
function valuesOf(type: GraphQLInputType, name: string): unknown[] {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return [scalarOf(named.name, name)];
  const fields = Object.values(named.getFields());
  const usable = (field: GraphQLInputField): unknown =>
    field.name === 'id' ? projectId : scalarOf(getNamedType(field.type).name, 'Member names');
  const record = (entries: [string, unknown][]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    // defineProperty: `out['__proto__'] = v` would set the prototype instead of a field.
    for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true });
    return out;
  };
  const required = fields.filter((f) => isNonNullType(f.type));
  return [
    record(fields.map((f) => [f.name, scalarOf(getNamedType(f.type).name, name)])),
    ...fields.map((f) =>
      record([
        ...required.filter((r) => r !== f).map((r): [string, unknown] => [r.name, usable(r)]),
        [f.name, scalarOf(getNamedType(f.type).name, name)],
      ]),
    ),
    record([...required.map((r): [string, unknown] => [r.name, usable(r)]), [name, name]]),
  ];
}

interface Probe {
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

function probesOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, name: string): Probe[] {
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const args: readonly GraphQLArgument[] = field.args;
  const operation = (variable: (arg: GraphQLArgument) => string): string => {
    const definitions = args.map((a) => `$${variable(a)}: ${a.type.toString()}`).join(', ');
    const uses = args.map((a) => `${a.name}: $${variable(a)}`).join(', ');
    return `${kind}${args.length === 0 ? '' : `(${definitions})`} { ${field.name}${
      args.length === 0 ? '' : `(${uses})`
    }${selection} }`;
  };
  const plain = operation((a) => a.name);
  // Every root field here takes at most one argument; more would multiply the variants.
  const [arg] = args;
  const variants = arg === undefined ? [undefined] : valuesOf(arg.type, name);
  const variables = (value: unknown, variable = arg?.name): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    if (variable !== undefined) Object.defineProperty(out, variable, { value, enumerable: true });
    return out;
  };
  const safeVariable = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : null;
  return [
    ...variants.map((value) => ({ query: plain, variables: variables(value) })),
    ...(safeVariable === null || arg === undefined
      ? []
      : [{ query: operation(() => safeVariable), variables: variables(variants[0], safeVariable) }]),
    {
      query: `${kind} ${safeVariable ?? 'x'} ${plain.slice(kind.length)}`,
      variables: variables(variants[0]),
    },
  ];
}

describe('names of JavaScript object members in GraphQL requests', () => {
  const roots = [
    ['query', graphSchema.getQueryType()],
    ['mutation', graphSchema.getMutationType()],
  ] as const;
  const fields = roots.flatMap(([kind, type]) =>
    type === null || type === undefined
      ? []
      : Object.values(type.getFields()).map((field) => [`${kind} ${field.name}`, kind, field] as const),
  );

  it.each(fields)(
    'are answered as any unknown name is, never as an internal error, in %s',
    async (_label, kind, field) => {
      const failures: string[] = [];
      const control = probesOf(kind, field, controlName);
      const kindOf = async (probe: Probe): Promise<string> => {
        const answer = await graph(svc.url, probe.query, { token }, probe.variables);
        const errors = (answer.body['errors'] ?? []) as { extensions?: { classification?: string } }[];
        return `${answer.status} ${errors.map((e) => e.extensions?.classification ?? '-').join(',')}`;
      };
      for (const name of memberNames) {
        const probes = probesOf(kind, field, name);
        for (const [i, probe] of probes.entries()) {
          const got = await kindOf(probe);
          // A variant without the name (an Int field's) is no comparison, and may change a version.
          const carriesName = `${probe.query} ${JSON.stringify(probe.variables)}`.includes(name);
          const same = carriesName ? control[i] : undefined;
          // Asked after the probe, so a record the probe created is there for the control too.
          const want = same === undefined ? null : await kindOf(same);
          if (got.includes('INTERNAL_ERROR') || !/^(200|400) /.test(got) || (want !== null && got !== want))
            failures.push(
              `${probe.query} ${JSON.stringify(probe.variables)} -> ${got}, ${controlName}: ${want ?? '-'}`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(svc.errors).toEqual([]);
    },
  );
});
