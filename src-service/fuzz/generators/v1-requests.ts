import * as fc from 'fast-check';
import { resourceList, resources } from '../../v1/resources/registry.ts';
import type { ResourceDefinition } from '../../v1/resources/resource-types.ts';
import type { FuzzRequest } from '../fuzz-request.ts';
import { resourceSegment, type FuzzWorld } from '../fuzz-world.ts';
import { awkwardText, objectMemberNames } from './hostile-text.ts';
import { encode, queryString, tenant, tokenParam, type Header } from './request-parts.ts';
import { jsonText, resourceBody, xmlText } from './v1-bodies.ts';
import { filterText, orderByText, reportParams, selectText, summaryText, topSkipText } from './v1-query.ts';

// Requests to the v1 interface: query options, reports, writes with generated bodies, and any path.

const resourceArb = fc.constantFrom(...resourceList);

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
export function v1Query(): fc.Arbitrary<FuzzRequest> {
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

export function v1Report(): fc.Arbitrary<FuzzRequest> {
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

export function v1Write(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
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

export function v1Path(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
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
