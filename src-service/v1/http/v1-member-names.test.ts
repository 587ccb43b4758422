import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import type { RawAnswer } from '../../testing/raw-request.ts';
import { behaviorOf } from '../behaviors/behaviors.ts';
import { reportKinds } from '../reports/report-routes.ts';
import { resourceList } from '../resources/registry.ts';
import type { ResourceDefinition } from '../resources/resource-types.ts';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';
import { v1ErrorCodes } from '../wire/v1-error.ts';

// Names of members every plain JavaScript object has. Request text that selects a handler, a
// view, a field or a resource through a plain object finds these instead of nothing: the answer
// must be the same refusal any other unknown name gets, never a server error. The walk covers
// every resource, view, action, inner collection and report the registries hold, so a new route
// is walked without touching this test.
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
  '__lookupGetter__',
];

/** A name no object has, for the answer every other unknown name gets. */
const controlName = 'notAMember';

/** Query parameters the v1 interface reads (values are request text too). */
const queryParameters = [
  'format',
  'callback',
  'suppress_response_code',
  'response_object',
  'method',
  'no_expand',
  'calculate_price',
  'hard',
  '$top',
  '$skip',
  'append',
];

let c: V1TestClient;
let token: string;
const someId = new Map<string, string>();

beforeAll(async () => {
  c = await startV1();
  token = await c.login('alice@example.com', 'alice-password');
  for (const r of resourceList) {
    const list = (await c.request('GET', `${pathOf(r)}?$top=1&no_expand=true`)).json;
    const first = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined) : undefined;
    if (typeof first?.id === 'string') someId.set(r.name, first.id);
  }
});
afterAll(async () => {
  agent.destroy();
  await c.service.stop();
});

function pathOf(r: ResourceDefinition): string {
  return r.module === null ? r.name : `${r.module}/${r.name}`;
}

function itemRoot(r: ResourceDefinition): string {
  return r.type.charAt(0).toLowerCase() + r.type.slice(1);
}

interface Probe {
  readonly method: string;
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

const enc = encodeURIComponent;

function withToken(target: string): string {
  return `${target}${target.includes('?') ? '&' : '?'}token=${enc(token)}`;
}

/** Every place a name can go for one resource. */
function resourceProbes(r: ResourceDefinition, n: string): Probe[] {
  const base = `/t/acme/v1/${pathOf(r)}`;
  const id = someId.get(r.name) ?? '00000000-0000-4000-8000-000000000000';
  const firstField = r.fields[0]?.name ?? 'id';
  const reference = r.fields.find((f) => f.kind === 'reference')?.name;
  const behavior = behaviorOf(r.name);
  const probes: Probe[] = [];
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
    probes.push({ method, target: `${base}/${enc(n)}` });
    probes.push({ method, target: `${base}/${id}/${enc(n)}` });
  }
  probes.push({ method: 'GET', target: `${base}/${enc(n)}/${enc(n)}` });
  probes.push({ method: 'GET', target: `${base}/${id}/${enc(n)}/${id}` });
  for (const inner of r.innerCollections) {
    probes.push({ method: 'GET', target: `${base}/${id}/${inner.name}/${enc(n)}` });
    probes.push({ method: 'GET', target: `${base}/${id}/${inner.name}?$filter=${enc(`${n} eq 1`)}` });
  }
  const named = [
    ...(behavior.views?.keys() ?? []),
    ...(behavior.collectionActions?.keys() ?? []),
    '$count',
    '$metadata',
    '$dummy',
    'summary',
  ];
  for (const view of named) {
    for (const method of ['GET', 'POST'])
      probes.push({ method, target: `${base}/${view}?$filter=${enc(`${n} eq 1`)}&${enc(n)}=1` });
  }
  for (const action of behavior.itemActions?.keys() ?? []) {
    probes.push({ method: 'POST', target: `${base}/${id}/${action}?${enc(n)}=1`, body: `{"${n}":1}` });
  }
  const queries = [
    `$filter=${n} eq 1`,
    `$filter=${n}/${n} eq 1`,
    `$filter=${n}(${firstField}) eq 1`,
    `$filter=${n}(${firstField})`,
    `$filter=${firstField} ${n} 1`,
    `$filter=${firstField} eq ${n}`,
    ...(reference === undefined ? [] : [`$filter=${reference}/${n} eq 1`, `$orderby=${reference}/${n}`]),
    `$orderby=${n}`,
    `$orderby=${n} desc`,
    `$orderby=${firstField} ${n}`,
    `$select=${n}`,
    `append=${n}`,
    `append=${n}-count`,
    ...queryParameters.map((p) => `${p}=${n}`),
  ];
  for (const q of queries) {
    const [key = '', ...value] = q.split('=');
    // One record at most where the name is ignored: the walk is about the answer's kind, not its size.
    const top = key === '$top' ? '' : '&$top=1';
    probes.push({ method: 'GET', target: `${base}?${enc(key)}=${enc(value.join('='))}${top}` });
  }
  for (const summary of [
    `${n};count()`,
    `count();${n}()`,
    `${n}()`,
    `sum(${n})`,
    `min(${n}/${n})`,
    `${firstField};max(${n})`,
  ]) {
    probes.push({ method: 'GET', target: `${base}/summary?summary=${enc(summary)}` });
  }
  probes.push({ method: 'POST', target: `${base}/${id}/$set?${enc(n)}=1` });
  probes.push({ method: 'POST', target: `${base}/${id}/$set?${enc(n)}=null` });
  probes.push({ method: 'POST', target: `${base}/${id}/$set?version=1&${enc(n)}=x` });
  const json = { 'Content-Type': 'application/json' };
  const xml = { 'Content-Type': 'application/xml' };
  const bodies = [
    `{"${n}":1}`,
    `{"${n}":{"id":"${id}"}}`,
    `{"${n}":{"${n}":1}}`,
    `{"${firstField}":{"${n}":1}}`,
    ...(reference === undefined ? [] : [`{"${reference}":{"${n}":1}}`, `{"${reference}":{"id":"${n}"}}`]),
    `{"id":"${n}"}`,
    `{"version":1,"${n}":null}`,
  ];
  for (const body of bodies) {
    probes.push({ method: 'POST', target: base, headers: json, body });
    probes.push({ method: 'PUT', target: `${base}/${id}`, headers: json, body });
  }
  const root = itemRoot(r);
  for (const body of [
    `<${root}><${n}>1</${n}></${root}>`,
    `<${root}><${n}>1</${n}><${n}>2</${n}></${root}>`,
    `<${root}><${n}><id>${id}</id></${n}></${root}>`,
    `<${n}><${n}>1</${n}></${n}>`,
    ...(reference === undefined ? [] : [`<${root}><${reference}><${n}>1</${n}></${reference}></${root}>`]),
  ]) {
    probes.push({ method: 'POST', target: base, headers: xml, body });
    probes.push({ method: 'PUT', target: `${base}/${id}`, headers: xml, body });
  }
  for (const header of ['Accept', 'Content-Type', 'X-HTTP-Method-Override']) {
    probes.push({ method: 'GET', target: `${base}?$top=1`, headers: { [header]: n } });
    probes.push({ method: 'POST', target: base, headers: { [header]: n }, body: '{}' });
  }
  probes.push({ method: 'GET', target: `${base}?$top=1`, headers: { [n]: n } });
  return probes;
}

/** Names where a resource, a report, an account or an unauthenticated operation is chosen. */
function addressProbes(n: string): Probe[] {
  const probes: Probe[] = [];
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
    for (const path of [
      `/t/acme/v1/${enc(n)}`,
      `/t/acme/v1/time/${enc(n)}`,
      `/t/acme/v1/${enc(n)}/x`,
      `/t/acme/v1/time/reports/${enc(n)}`,
      `/t/acme/v1/reports/${enc(n)}`,
      `/t/acme/v1/auth/${enc(n)}`,
      `/t/acme/v1/users/@self/signature/${enc(n)}`,
      `/t/acme/v1/accounts/@own/logo/${enc(n)}`,
      `/t/acme/v1/users/${enc(n)}/signature`,
      `/t/${enc(n)}/v1/time/projects`,
      `/v1/${enc(n)}`,
      `/v1/time/${enc(n)}`,
      `/v1/auth/${enc(n)}`,
      `/v1/${enc(n)}/${enc(n)}`,
    ]) {
      probes.push({ method, target: path });
    }
  }
  for (const kind of reportKinds) {
    const base = `/t/acme/v1/time/reports/${kind}`;
    for (const q of [
      'range',
      'range_from',
      'range_to',
      'offset',
      'slice_by',
      'depth',
      'summary',
      '$filter',
      n,
    ]) {
      probes.push({ method: 'GET', target: `${base}?${enc(q)}=${enc(n)}` });
    }
    probes.push({ method: 'GET', target: `${base}?summary=${enc(`${n};count()`)}` });
    probes.push({ method: 'GET', target: `${base}?$filter=${enc(`${n} eq 1`)}` });
    probes.push({ method: 'GET', target: `${base}?$filter=${enc(`project/${n} eq 1`)}` });
  }
  for (const op of ['auth/login', 'auth/refreshtoken', 'auth/exchange']) {
    probes.push({
      method: 'POST',
      target: `/t/acme/v1/${op}?${enc(n)}=1`,
      headers: { 'Content-Type': 'application/json' },
      body: `{"${n}":"${n}"}`,
    });
    probes.push({ method: 'GET', target: `/t/acme/v1/${op}?${enc(n)}=${enc(n)}`, headers: { [n]: n } });
  }
  return probes;
}

// Connections are kept open between probes: thousands of them, and a new connection each costs
// more than the request.
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

function send(probe: Probe): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = probe.target.startsWith('/t/acme/') ? withToken(probe.target) : probe.target;
    const req = request(
      {
        host: '127.0.0.1',
        port: c.service.service.port,
        method: probe.method,
        path: target,
        headers: probe.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(probe.body);
  });
}

/** What is wrong with an answer, or null: a server error, a stack trace, an undocumented body. */
function problemOf(answer: RawAnswer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body}`;
  if (/\bat .+\.ts:\d+|Error: |SqliteError/.test(answer.body)) return `a stack trace: ${answer.body}`;
  if (answer.status < 400 || !answer.type.startsWith('application/json')) return null;
  const body = JSON.parse(answer.body) as { status?: unknown; code?: unknown };
  if (typeof body.code !== 'string' || !Object.hasOwn(v1ErrorCodes, body.code))
    return `an undocumented error body: ${answer.body}`;
  return body.status === answer.status ? null : `status ${answer.status} but body ${answer.body}`;
}

/** Status and v1 error code of an answer: what must not depend on which unknown name was sent. */
function kindOf(answer: RawAnswer): string {
  if (!answer.type.startsWith('application/json') || answer.status < 400) return String(answer.status);
  const body = JSON.parse(answer.body) as { code?: unknown };
  return `${answer.status} ${String(body.code)}`;
}

/** The XML reader refuses element names that are object members as malformed XML, before any field check. */
const malformedXml = '400 PE01-9004';

/**
 * Sends each probe made with every member name and the same probe made with a name no object
 * has: the answers must be documented and of the same kind (status and code).
 */
async function walk(make: (name: string) => readonly Probe[]): Promise<string[]> {
  const failures: string[] = [];
  const control = make(controlName);
  const queue = memberNames.flatMap((name) => make(name).map((probe, i) => ({ probe, control: control[i] })));
  const expected = new Map<Probe, string>();
  const worker = async (): Promise<void> => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      const { probe } = item;
      const answer = await send(probe);
      const problem = problemOf(answer);
      const say = (text: string) =>
        failures.push(`${probe.method} ${probe.target} ${probe.body ?? ''} -> ${text.slice(0, 300)}`);
      if (problem !== null) {
        say(problem);
        continue;
      }
      if (item.control === undefined) continue;
      let want = expected.get(item.control);
      if (want === undefined) {
        want = kindOf(await send(item.control));
        expected.set(item.control, want);
      }
      const got = kindOf(answer);
      const xml = probe.headers?.['Content-Type'] === 'application/xml';
      if (got === want || (xml && got === malformedXml)) continue;
      // Other probes change records (a default impulse appears): the control is asked again.
      want = kindOf(await send(item.control));
      expected.set(item.control, want);
      if (got !== want) say(`${got}, where the name ${controlName} gets ${want}: ${answer.body}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failures;
}

describe('names of JavaScript object members in v1 requests', () => {
  it('are refused like any unknown name in every address position', async () => {
    const failures = await walk(addressProbes);
    expect(failures).toEqual([]);
    expect(c.service.errors).toEqual([]);
  });

  it.each(resourceList.map((r) => [r.name, r] as const))(
    'are refused like any unknown name everywhere on %s',
    async (_name, resource) => {
      const failures = await walk((n) => resourceProbes(resource, n));
      expect(failures).toEqual([]);
      expect(c.service.errors).toEqual([]);
    },
  );
});
