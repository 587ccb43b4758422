import * as fc from 'fast-check';
import { placeholder, type FuzzRequest } from '../fuzz-request.ts';
import type { FuzzWorld } from '../fuzz-world.ts';
import { graphRequest } from './graphql-documents.ts';
import { awkwardText, mutateText } from './hostile-text.ts';
import { encode, queryString, type Header } from './request-parts.ts';

// Requests to the service's other doors: GraphQL, the token endpoint, the hosted pages, and
// odd headers and long URLs anywhere.

export function graphql(world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
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

export function tokenEndpoint(): fc.Arbitrary<FuzzRequest> {
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

export function oddHeaders(): fc.Arbitrary<FuzzRequest> {
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

export function longUrls(): fc.Arbitrary<FuzzRequest> {
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
export function hostedForms(): fc.Arbitrary<FuzzRequest> {
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
export function servicePaths(): fc.Arbitrary<FuzzRequest> {
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
