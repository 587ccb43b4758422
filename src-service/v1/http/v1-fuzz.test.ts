import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceList } from '../resources/registry.ts';
import { appKey, startV1, type V1TestClient } from '../testing/v1-test-client.ts';
import { rawRequest, type RawAnswer } from '../../testing/raw-request.ts';

// Random requests against every corner of the v1 address space, with a valid token: whatever
// the path, parameters, headers and body, the answer is never a 500, never a stack trace, and
// every refusal carries the v1 error body.
let c: V1TestClient;
let token: string;
let ids: string[];

beforeAll(async () => {
  c = await startV1();
  token = await c.login('alice@example.com', 'alice-password');
  const records = (await c.request('GET', 'time/timerecords?$top=3&no_expand=true')).json as { id: string }[];
  const projects = (await c.request('GET', 'time/projects?$top=3&no_expand=true')).json as { id: string }[];
  ids = [...records, ...projects].map((r) => r.id);
});
afterAll(async () => {
  await c.service.stop();
});

/** A raw request to the service under test (see rawRequest). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<RawAnswer> {
  return rawRequest(c.service.service.port, method, path, headers, body);
}

const segmentArb = fc.oneof(
  fc.constantFrom(...resourceList.map((r) => r.name)),
  fc.constantFrom(
    'time',
    'reports',
    'readtotals',
    'singleslices',
    'trendedtotals',
    'auth',
    'login',
    'refreshtoken',
    'register',
    'findurl',
    'signup',
  ),
  fc.constantFrom(
    '$count',
    '$metadata',
    '$dummy',
    'summary',
    '@deleted',
    '@self',
    '@own',
    '@stopwatch',
    '@default',
    '@member',
    '@exceeded',
  ),
  fc.constantFrom(
    '$set',
    '$restore',
    '$stop',
    '$watchnotify',
    '$updateprice',
    '$calculateprice',
    '$confirmation',
    'signature',
    'logo',
    'upload',
    'download',
  ),
  fc.constantFrom(
    'tasks',
    'timerecords',
    'members',
    'secretkeys',
    'items',
    'x.json',
    'y.xml',
    '%zz',
    '%00',
    '..',
    '',
  ),
  fc.constant('ID'),
  fc.string({ maxLength: 6 }).map(encodeURIComponent),
);

const paramArb = fc.tuple(
  fc.constantFrom(
    '$filter',
    '$orderby',
    '$top',
    '$skip',
    'summary',
    'append',
    'no_expand',
    'response_object',
    'method',
    'format',
    'callback',
    'suppress_response_code',
    'hard',
    'calculate_price',
    'range',
    'range_from',
    'range_to',
    'offset',
    'slice_by',
    'depth',
    'apikey',
    'email',
    'url',
    'refresh_token',
    'filename',
    'name',
    'version',
    'active',
  ),
  fc.oneof(
    fc.constantFrom(
      'true',
      'false',
      '0',
      '-1',
      '1000',
      '99999999999999999999',
      'xml',
      'json',
      'PUT',
      'DELETE',
      'cb',
      "name eq 'x'",
      'start desc',
      'project;count()',
      '2024-02-29',
      '7',
      '365',
      '999',
      appKey,
      '',
    ),
    fc.string({ maxLength: 12 }),
  ),
);

const bodyArb = fc.oneof(
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }).map((v) => Buffer.from(JSON.stringify(v))),
  fc
    .constantFrom(
      '{"name":"Fuzz","version":1}',
      '{"start":"/Date(0)/","duration":60000}',
      '<a><name>x</name></a>',
      '<!DOCTYPE x><x/>',
      '{',
      '\u0000',
    )
    .map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
);

describe('the v1 interface under random requests', () => {
  it('never answers 500 or shows a stack trace', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
        fc.boolean(),
        fc.array(segmentArb, { minLength: 0, maxLength: 5 }),
        fc.array(paramArb, { maxLength: 4 }),
        fc.constantFrom(
          undefined,
          'application/json',
          'application/xml',
          'text/html',
          '*/*',
          'application/json;q=0',
        ),
        fc.constantFrom(
          undefined,
          'application/json',
          'application/xml',
          'text/plain',
          'image/png',
          'application/json; charset=latin1',
        ),
        bodyArb,
        fc.nat(),
        async (method, tenant, segments, params, accept, contentType, body, pick) => {
          const id = ids[pick % ids.length] ?? '';
          const path = segments.map((s) => (s === 'ID' ? id : s)).join('/');
          const query = new URLSearchParams(params);
          if (pick % 5 !== 0) query.set('token', token);
          const target = `${tenant ? '/t/acme' : ''}/v1/${path}?${query.toString()}`;
          const headers: Record<string, string> = {};
          if (accept !== undefined) headers['Accept'] = accept;
          if (contentType !== undefined) headers['Content-Type'] = contentType;
          const res = await send(method, target, headers, body);
          expect(res.status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
          expect(res.status, `${method} ${target}: ${res.body}`).toBeLessThan(500);
          expect(res.body).not.toMatch(/\bat .+\.ts:\d+|Error: |SqliteError/);
          // `..` segments can resolve out of the v1 address space; those answers are the service's own.
          const inV1 = /^\/(v1|t\/[^/]+\/v1)(\/|$)/.test(new URL(target, 'http://x').pathname);
          if (inV1 && res.status >= 400 && method !== 'HEAD' && res.type.startsWith('application/json')) {
            expect(JSON.parse(res.body)).toMatchObject({
              status: res.status,
              code: expect.stringMatching(/^PE01-\d{4}$/) as string,
            });
          }
        },
      ),
      { numRuns: 1500 },
    );
    expect(c.service.errors).toEqual([]);
  });
});
