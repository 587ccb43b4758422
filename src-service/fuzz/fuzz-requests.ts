import * as fc from 'fast-check';
import { resourceList, resources } from '../v1/resources/registry.ts';
import type { ResourceDefinition } from '../v1/resources/resource-types.ts';
import { placeholder, type FuzzRequest } from './fuzz-request.ts';
import { resourceSegment, type FuzzWorld } from './fuzz-world.ts';
import { graphRequest } from './generators/graphql-documents.ts';
import { awkwardText, mutateText, objectMemberNames } from './generators/hostile-text.ts';
import { jsonText, resourceBody, xmlText } from './generators/v1-bodies.ts';
import {
  filterText,
  orderByText,
  reportParams,
  selectText,
  summaryText,
  topSkipText,
} from './generators/v1-query.ts';

type Header = readonly [string, string];

/** Percent-encodes only what node:http cannot put on the request line, so odd bytes still arrive. */
export const rawish = (text: string): string =>
  wellFormed(text).replace(/[^\x21-\x7e]|#/gu, (ch: string) => encodeURIComponent(ch));

/** Lone surrogates become U+FFFD (no URL can carry them, and encodeURIComponent throws on them). */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** encodeURIComponent that also takes lone surrogates. */
export const encode = (text: string): string => encodeURIComponent(wellFormed(text));

// No query value longer than this: a giant URL stops at the service's 16 KB limit anyway, and
// building hundreds of megabytes would stall the fuzzer itself rather than the service.
const maxValueLength = 120_000;

function queryString(pairs: readonly (readonly [string, string])[], raw: boolean): string {
  if (pairs.length === 0) return '';
  const enc = (text: string): string => (raw ? rawish : encode)(text.slice(0, maxValueLength));
  // Placeholders stay as they are, to be filled with the real credential when sent.
  return `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`.replace(
    /%7B%7B([A-Z_]+)%7D%7D/g,
    '{{$1}}',
  );
}

// Mostly the account the token belongs to, so requests get past authentication.
const tenant = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/t/acme') },
  { weight: 1, arbitrary: fc.constantFrom('/t/globex', '', '/t/nosuch', '/t/__proto__') },
);
const resourceArb = fc.constantFrom(...resourceList);
const tokenParam: Header = ['token', placeholder('TOKEN')];

function idOf(world: FuzzWorld, resource: ResourceDefinition): fc.Arbitrary<string> {
  const ids = world.ids[resource.name] ?? [];
  return fc.oneof(
    { weight: 6, arbitrary: ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...objectMemberNames) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: awkwardText },
  );
}

/** GET of a list, a count, a summary or a view with generated query options. */
function v1Query(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      resourceArb,
      tenant,
      fc.constantFrom('', '', '', '/$count', '/summary', '/@deleted', '/$metadata', '/$dummy'),
      fc.boolean(),
    )
    .chain(([resource, t, tail, raw]) =>
      fc
        .array(
          fc.oneof(
            fc.tuple(fc.constant('$filter'), filterText(resource)),
            fc.tuple(fc.constant('$orderby'), orderByText(resource)),
            fc.tuple(fc.constantFrom('$top', '$skip'), topSkipText),
            fc.tuple(fc.constant('$select'), selectText(resource)),
            fc.tuple(fc.constant('summary'), summaryText(resource)),
            fc.tuple(
              fc.constantFrom('append', 'no_expand', 'format', 'callback', 'suppress_response_code'),
              awkwardText,
            ),
            fc.tuple(
              fc.constant('append'),
              fc.constantFrom(
                'timerecords-count',
                'tasks-count',
                'members-count',
                'bills-count',
                'projects-count',
              ),
            ),
            fc.tuple(fc.constant('format'), fc.constantFrom('xml', 'json')),
          ),
          { minLength: 1, maxLength: 4 },
        )
        .map((params): FuzzRequest => ({
          family: 'v1-query',
          method: 'GET',
          path: `${t}/v1/${resourceSegment(resource.name)}${tail}${queryString([...params, tokenParam], raw)}`,
          headers: [],
          body: null,
        })),
    );
}

const reportNames = [
  'readtotals',
  'groupedtotals',
  'singletotals',
  'trendedtotals',
  'singleslices',
  'nosuch',
  'constructor',
];

function v1Report(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...reportNames),
      tenant,
      reportParams(),
      fc.boolean(),
      fc.constantFrom('', '.xml', '.json'),
    )
    .map(([name, t, params, raw, suffix]) => ({
      family: 'v1-report',
      method: 'GET',
      path: `${t}/v1/time/reports/${name}${suffix}${queryString([...params, tokenParam], raw)}`,
      headers: [],
      body: null,
    }));
}

// Writes that would lock the fuzzer out of its own account (deleting the account, changing
// Alice's password or access) make every later request a 401 that tests nothing.
const protectedFromWrites = new Set(['accounts', 'users', 'accesses']);

function v1Write(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      resourceArb,
      fc.constantFrom(
        'POST',
        'POST',
        'PUT',
        'PUT',
        'DELETE',
        '$set',
        'POST $calculateprice',
        'PUT $updateprice',
      ),
      fc.constantFrom('json', 'json', 'xml'),
      fc.boolean(),
      fc.constantFrom('', 'response_object=true', 'hard=true', 'calculate_price=true', 'method=PUT'),
    )
    .chain(([resource, op, format, duplicate, extra]) => {
      const target = resources.timerecords;
      const writeResource = op.includes('price') ? target : resource;
      const safeIds = protectedFromWrites.has(writeResource.name)
        ? fc.constantFrom(...objectMemberNames, 'x')
        : idOf(world, writeResource);
      return fc
        .tuple(
          resourceBody(writeResource, world),
          safeIds,
          fc.dictionary(
            fc.constantFrom(...writeResource.fields.map((f) => f.name), ...objectMemberNames),
            awkwardText,
            { maxKeys: 3 },
          ),
        )
        .chain(([body, id, setParams]) => {
          const base = `/t/acme/v1/${resourceSegment(writeResource.name)}`;
          const query = (more: [string, string][]): string =>
            queryString(
              [...more, ...(extra === '' ? [] : [extra.split('=') as [string, string]]), tokenParam],
              false,
            );
          const text =
            format === 'json' ? fc.constant(jsonText(body, duplicate)) : xmlText(writeResource, body);
          return text.map((bodyText): FuzzRequest => {
            const headers: Header[] = [
              ['Content-Type', format === 'json' ? 'application/json' : 'application/xml'],
              ['Accept', format === 'json' ? 'application/json' : 'application/xml'],
            ];
            switch (op) {
              case 'POST':
                return {
                  family: 'v1-write',
                  method: 'POST',
                  path: `${base}${query([])}`,
                  headers,
                  body: bodyText,
                };
              case 'PUT':
                return {
                  family: 'v1-write',
                  method: 'PUT',
                  path: `${base}/${encode(id)}${query([])}`,
                  headers,
                  body: bodyText,
                };
              case 'DELETE':
                return {
                  family: 'v1-write',
                  method: 'DELETE',
                  path: `${base}/${encode(id)}${query([])}`,
                  headers: [],
                  body: null,
                };
              case '$set':
                return {
                  family: 'v1-write',
                  method: 'POST',
                  path: `${base}/${encode(id)}/$set${query(Object.entries(setParams))}`,
                  headers: [],
                  body: null,
                };
              case 'POST $calculateprice':
                return {
                  family: 'v1-write',
                  method: 'POST',
                  path: `${base}/$calculateprice${query([])}`,
                  headers,
                  body: bodyText,
                };
              default:
                return {
                  family: 'v1-write',
                  method: 'PUT',
                  path: `${base}/${encode(id)}/$updateprice${query([])}`,
                  headers,
                  body: null,
                };
            }
          });
        });
    });
}

// The address space of v1 beyond the resources: every segment the dispatcher knows, in any order.
const segmentWords = [
  'time',
  'reports',
  'readtotals',
  'singleslices',
  'trendedtotals',
  'auth',
  'login',
  'refreshtoken',
  'register',
  'checkurl',
  'checkemail',
  'findurl',
  'signup',
  'confirm',
  'requestconfirmation',
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
];

function v1Path(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const anyId = fc.constantFrom(...Object.values(world.ids).flat());
  const segment = fc.oneof(
    fc.constantFrom(...resourceList.map((r) => r.name)),
    fc.constantFrom(...segmentWords),
    fc.constantFrom(...objectMemberNames),
    anyId,
    fc.string({ maxLength: 6 }).map(encode),
  );
  const param = fc.tuple(
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
      '__proto__',
    ),
    fc.oneof(
      fc.constantFrom('true', 'false', '0', '-1', 'xml', 'json', 'PUT', 'DELETE', 'cb', world.applicationKey),
      awkwardText,
    ),
  );
  return fc
    .tuple(
      fc.constantFrom('GET', 'GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
      tenant,
      fc.array(segment, { maxLength: 5 }),
      fc.array(param, { maxLength: 4 }),
      fc.boolean(),
      fc.option(
        fc.constantFrom('application/json', 'application/xml', 'text/html', '*/*', 'application/json;q=0'),
      ),
      fc.option(
        fc.constantFrom(
          'application/json',
          'application/xml',
          'text/plain',
          'image/png',
          'application/json; charset=latin1',
        ),
      ),
      fc.option(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
          fc.constantFrom('{"name":"Fuzz","version":1}', '<a><name>x</name></a>', '{', '\u0000'),
        ),
      ),
    )
    .map(([method, t, segments, params, withToken, accept, contentType, body]) => {
      // Deletes through random paths stay away from the account and the people in it (see above).
      const safe =
        method === 'DELETE' || params.some(([k, v]) => k === 'method' && v === 'DELETE')
          ? segments.filter((s) => !protectedFromWrites.has(s) && s !== '@self' && s !== '@own')
          : segments;
      const headers: Header[] = [];
      if (accept !== null) headers.push(['Accept', accept]);
      if (contentType !== null) headers.push(['Content-Type', contentType]);
      return {
        family: 'v1-path',
        method,
        path: `${t}/v1/${safe.join('/')}${queryString(withToken ? [...params, tokenParam] : params, false)}`,
        headers,
        body: method === 'GET' || method === 'HEAD' ? null : body,
      };
    });
}

function graphql(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const credential = fc.constantFrom<Header[]>(
    [['Authorization', `Bearer ${placeholder('ACCESS_TOKEN')}`]],
    [['Authorization', `Bearer ${placeholder('ACCESS_TOKEN')}`]],
    [['X-Api-Key', placeholder('API_KEY')]],
    [],
  );
  return fc
    .tuple(
      graphRequest(world),
      credential,
      fc.constantFrom('POST', 'POST', 'POST', 'GET'),
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/graphql-response+json') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'application/graphql-response+json, application/json;q=0.9',
            '*/*',
            'text/html',
          ),
        },
      ),
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'application/graphql',
            'text/plain',
            'application/x-www-form-urlencoded',
          ),
        },
      ),
    )
    .map(([op, auth, method, accept, contentType]) => {
      const headers: Header[] = [...auth, ['Accept', accept]];
      const fields: Record<string, unknown> = { query: op.query };
      if (op.variables !== null) fields['variables'] = op.variables;
      if (op.operationName !== null) fields['operationName'] = op.operationName;
      if (method === 'GET') {
        const pairs: [string, string][] = Object.entries(fields).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]);
        return {
          family: 'graphql',
          method,
          path: `/graphql${queryString(pairs, false)}`,
          headers,
          body: null,
        };
      }
      headers.push(['Content-Type', contentType]);
      return { family: 'graphql', method, path: '/graphql', headers, body: JSON.stringify(fields) };
    });
}

function tokenEndpoint(): fc.Arbitrary<FuzzRequest> {
  const value = fc.oneof(
    awkwardText,
    fc.constantFrom(placeholder('ACCESS_TOKEN'), 'stint-desktop', 'authorization_code', 'refresh_token'),
  );
  const fields = fc.dictionary(
    fc.constantFrom(
      'grant_type',
      'client_id',
      'client_secret',
      'code',
      'code_verifier',
      'refresh_token',
      'redirect_uri',
      'organization_id',
      'scope',
      '__proto__',
      'constructor',
    ),
    fc.oneof(
      value,
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
    ),
    { maxKeys: 6 },
  );
  return fc
    .tuple(
      fields,
      fc.constantFrom('json', 'form', 'form', 'raw'),
      fc.constantFrom(
        '/auth/user_management/authenticate',
        '/auth/user_management/authenticate',
        '/user_management/authenticate',
        '/oauth/token',
        '/.well-known/oauth-authorization-server',
        '/auth/sso/jwks/stint-desktop',
        '/auth/sso/jwks/__proto__',
      ),
      fc.option(
        fc.constantFrom(
          'Basic c3RpbnQtZGVza3RvcDo=',
          'Basic Og==',
          'Basic %%%',
          `Bearer ${placeholder('ACCESS_TOKEN')}`,
        ),
      ),
      fc.boolean(),
    )
    .chain(([f, kind, path, auth, mutate]) => {
      const text =
        kind === 'json'
          ? JSON.stringify(f)
          : kind === 'form'
            ? new URLSearchParams(f).toString()
            : Object.entries(f)
                .map(([k, v]) => `${k}=${v}`)
                .join('&');
      return (mutate ? mutateText(text) : fc.constant(text)).map((body): FuzzRequest => {
        const headers: Header[] = [
          ['Content-Type', kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'],
        ];
        if (auth !== null) headers.push(['Authorization', auth]);
        return {
          family: 'token',
          method: path.includes('authenticate') || path.includes('token') ? 'POST' : 'GET',
          path,
          headers,
          body,
        };
      });
    });
}

const headerPaths = [
  '/graphql',
  '/t/acme/v1/time/projects',
  '/v1/users/@self',
  '/auth/user_management/authenticate',
  '/auth/profile',
  '/health',
  '/auth/user_management/authorize',
  '/',
];

function oddHeaders(): fc.Arbitrary<FuzzRequest> {
  const big = (n: number): string => 'a'.repeat(n);
  const header = fc.oneof(
    fc.tuple(
      fc.constant('Content-Type'),
      fc.constantFrom(
        '',
        ';',
        'application/json; charset=utf-16',
        'application/json; charset="',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/xml; charset=ebcdic',
        'text/plain; charset=utf-8',
        '*/*',
        'application/json, application/xml',
      ),
    ),
    fc.tuple(
      fc.constant('Accept'),
      fc.constantFrom(
        '',
        ';q=',
        'application/json;q=2',
        'application/*',
        'text/*;q=0, */*;q=0',
        'application/graphql-response+json;q=0',
        big(9000),
      ),
    ),
    fc.tuple(
      fc.constant('Authorization'),
      fc.constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'Bearer  x',
        `bearer ${placeholder('ACCESS_TOKEN')}`,
        `Bearer ${placeholder('ACCESS_TOKEN')}x`,
        `Bearer ${placeholder('ACCESS_TOKEN')} extra`,
        'Basic',
        'Basic !!!',
        'Basic Og==',
        `Basic ${Buffer.from('alice@example.com:wrong').toString('base64')}`,
        'Negotiate x',
        'Bearer a.b.c',
        `Bearer ${'x'.repeat(6000)}`,
      ),
    ),
    fc.tuple(
      fc.constant('X-Api-Key'),
      fc.constantFrom('', 'stint_', `${placeholder('API_KEY')}x`, 'stint_' + 'x'.repeat(43), big(3000)),
    ),
    fc.tuple(
      fc.constant('Cookie'),
      fc.constantFrom(
        'stint_hosted=',
        `stint_hosted=${placeholder('HOSTED_COOKIE')}`,
        'stint_hosted=x; stint_hosted=y',
        '=;=;',
        `a=${big(7000)}`,
      ),
    ),
    fc.tuple(
      fc.constant('X-HTTP-Method-Override'),
      fc.constantFrom('DELETE', 'PUT', 'TRACE', '__proto__', ''),
    ),
    fc.tuple(
      fc.constantFrom(
        'Origin',
        'Referer',
        'Sec-Fetch-Site',
        'X-Forwarded-For',
        'Content-Encoding',
        'Expect',
        'Range',
      ),
      fc.constantFrom('null', 'http://evil.example', 'cross-site', 'gzip', '100-continue', 'bytes=0-0', ''),
    ),
    fc.tuple(fc.constant('X-Big'), fc.integer({ min: 1000, max: 120_000 }).map(big)),
  );
  return fc
    .tuple(
      fc.constantFrom(...headerPaths),
      fc.constantFrom('GET', 'POST', 'PUT'),
      fc.array(header, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 3 }),
      fc.option(fc.constantFrom('{"query":"{ __typename }"}', 'a=b', '{}')),
    )
    .map(([path, method, headers, copies, body]) => {
      const all: Header[] = [...headers];
      // The same header several times: node:http joins or keeps the first, the service must cope.
      for (let i = 0; i < copies; i++) if (headers[0] !== undefined) all.push(headers[0]);
      const q = path.includes('/v1/') ? `?token=${placeholder('TOKEN')}` : '';
      return {
        family: 'headers',
        method,
        path: `${path}${q}`,
        headers: all,
        body: method === 'GET' ? null : body,
      };
    });
}

function longUrls(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(...headerPaths),
      fc.integer({ min: 2_000, max: 100_000 }),
      fc.constantFrom('query', 'path'),
    )
    .map(([path, n, where]) => ({
      family: 'long-url',
      method: 'GET',
      path: where === 'path' ? `${path}/${'a'.repeat(n)}` : `${path}?$filter=${'a'.repeat(n)}`,
      headers: [],
      body: null,
    }));
}

/** The hosted pages' forms, signed in (the session cookie) and not. */
function hostedForms(): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.constantFrom(
        '/auth/profile/api-keys',
        '/auth/profile/api-keys/delete',
        '/auth/user_management/authorize/sign-in',
        '/auth/user_management/authorize/sign-up',
        '/auth/user_management/authorize/organization',
        '/auth/user_management/password/forgot',
        '/auth/user_management/password/reset',
        '/auth/invitations/answer',
        '/auth/user_management/email/resend',
      ),
      fc.dictionary(
        fc.constantFrom(
          'csrf',
          'request',
          'email',
          'password',
          'name',
          'organization',
          'key',
          'time_zone',
          'currency',
          'token',
          'answer',
          '__proto__',
        ),
        awkwardText,
        { maxKeys: 6 },
      ),
      fc.boolean(),
    )
    .map(([path, fields, signedIn]) => ({
      family: 'hosted',
      method: 'POST',
      path,
      headers: [
        ['Content-Type', 'application/x-www-form-urlencoded'],
        ['Origin', 'http://127.0.0.1'],
        ['Sec-Fetch-Site', 'same-origin'],
        ...(signedIn ? [['Cookie', `stint_hosted=${placeholder('HOSTED_COOKIE')}`] as const] : []),
      ],
      body: new URLSearchParams(fields).toString(),
    }));
}

// The service's own doors besides v1 (sign-in pages, token, profile, keys, JWKS, health).
const servicePathList = [
  '/graphql',
  '/auth/user_management/authenticate',
  '/auth/user_management/authorize',
  '/auth/user_management/authorize/sign-in',
  '/auth/user_management/authorize/sign-up',
  '/auth/user_management/authorize/organization',
  '/auth/user_management/authorize/invitations',
  '/auth/user_management/password/forgot',
  '/auth/user_management/password/reset',
  '/auth/user_management/email/resend',
  '/auth/invitations',
  '/auth/invitations/answer',
  '/auth/profile',
  '/auth/profile/api-keys',
  '/auth/profile/api-keys/delete',
  '/auth/sso/jwks/stint-desktop',
  '/auth/assets/hosted.css',
  '/auth/assets/time-zone.js',
  '/.well-known/oauth-authorization-server',
  '/v1/time/projects',
  '/t/acme/v1/time/projects',
  '/health',
  '/',
];

/** Any method, path, query, content type, credential shape and body on the service's other doors. */
function servicePaths(): fc.Arbitrary<FuzzRequest> {
  const body = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc
      .record({
        grant_type: fc.constantFrom('authorization_code', 'refresh_token', 'x'),
        client_id: fc.jsonValue(),
        code: fc.jsonValue(),
        refresh_token: fc.jsonValue(),
        code_verifier: fc.jsonValue(),
        organization_id: fc.jsonValue(),
      })
      .map((v) => JSON.stringify(v)),
    fc
      .dictionary(
        fc.constantFrom(
          'request',
          'csrf',
          'email',
          'password',
          'organization',
          'name',
          'key',
          'time_zone',
          'currency',
        ),
        fc.string(),
      )
      .map((fields) => new URLSearchParams(fields).toString()),
  );
  return fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'),
      fc.constantFrom(...servicePathList),
      fc.string({ maxLength: 40 }).map(encode),
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        '',
      ),
      fc.option(
        fc.constantFrom(
          'Bearer x',
          'Bearer a.b.c',
          'Basic Zm9vOmJhcg==',
          'bearer',
          '',
          `Bearer ${placeholder('ACCESS_TOKEN')}`,
        ),
      ),
      fc.option(fc.string({ maxLength: 60 }).map((k) => k.replace(/[^\x20-\x7e]/g, ''))),
      body,
    )
    .map(([method, path, query, type, authorization, apiKey, text]) => {
      const headers: Header[] = [];
      if (type !== '') headers.push(['Content-Type', type]);
      if (authorization !== null) headers.push(['Authorization', authorization]);
      if (apiKey !== null) headers.push(['X-Api-Key', apiKey]);
      return {
        family: 'service-path',
        method,
        path: `${path}?q=${query}&state=${query}`,
        headers,
        body: method === 'GET' || method === 'HEAD' ? null : text,
      };
    });
}

/** Every family of hostile request, weighted towards the deep ones. */
export function fuzzRequests(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 6, arbitrary: v1Query() },
    { weight: 2, arbitrary: v1Report() },
    { weight: 4, arbitrary: v1Write(world) },
    { weight: 3, arbitrary: v1Path(world) },
    { weight: 4, arbitrary: graphql(world) },
    { weight: 2, arbitrary: tokenEndpoint() },
    { weight: 2, arbitrary: oddHeaders() },
    { weight: 1, arbitrary: longUrls() },
    { weight: 1, arbitrary: hostedForms() },
    { weight: 2, arbitrary: servicePaths() },
  );
}
