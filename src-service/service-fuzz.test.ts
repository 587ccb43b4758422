import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTokens } from './testing/sign-in-client.ts';
import { startTestService, type TestService } from './testing/test-service.ts';
import { rawRequest, type RawAnswer } from './testing/raw-request.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.stop();
});

/** A raw request to the service under test (see rawRequest). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<RawAnswer> {
  return rawRequest(svc.service.port, method, path, headers, body);
}

const paths = [
  '/graphql',
  '/auth/user_management/authenticate',
  '/auth/user_management/authorize',
  '/auth/user_management/authorize/sign-in',
  '/auth/user_management/authorize/sign-up',
  '/auth/user_management/authorize/organization',
  '/auth/profile',
  '/auth/profile/api-keys',
  '/auth/profile/api-keys/delete',
  '/auth/sso/jwks/stint-desktop',
  '/v1/time/projects',
  '/t/acme/v1/time/projects',
  '/health',
];

const jsonish = fc.oneof(
  fc.json(),
  fc.string(),
  fc.record({
    query: fc.oneof(fc.string(), fc.constant('{ projects(first: 5) { edges { node { id } } } }')),
    variables: fc.jsonValue(),
  }),
  fc.record({
    grant_type: fc.constantFrom('authorization_code', 'refresh_token', 'x'),
    client_id: fc.jsonValue(),
    code: fc.jsonValue(),
    refresh_token: fc.jsonValue(),
    code_verifier: fc.jsonValue(),
    organization_id: fc.jsonValue(),
  }),
);

const bodies = fc.oneof(
  jsonish.map((value) => Buffer.from(JSON.stringify(value))),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
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
    .map((fields) => Buffer.from(new URLSearchParams(fields).toString())),
);

describe('no request makes the service fail', () => {
  it('answers every method, path, header and body with a deliberate status, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'),
        fc.constantFrom(...paths),
        fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data; boundary=x',
          '',
        ),
        fc.option(fc.constantFrom('Bearer x', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'bearer', '')),
        fc.option(fc.string({ maxLength: 60 })),
        bodies,
        async (method, path, query, type, authorization, apiKey, body) => {
          const headers: Record<string, string> = { Host: `127.0.0.1:${svc.service.port}` };
          if (type !== '') headers['Content-Type'] = type;
          if (authorization !== null) headers['Authorization'] = authorization;
          if (apiKey !== null) headers['X-Api-Key'] = apiKey.replace(/[^\x20-\x7e]/g, '');
          const answer = await send(
            method,
            `${path}?q=${query}&state=${query}`,
            headers,
            method === 'GET' || method === 'HEAD' ? null : body,
          );
          expect(answer.status).toBeLessThan(500);
          expect(answer.status).toBeGreaterThanOrEqual(200);
          expect(answer.body).not.toMatch(/\bat .+\.ts:\d+/);
        },
      ),
      { numRuns: 300 },
    );
    expect(svc.errors).toEqual([]);
  });

  it('answers any query and variables of a signed-in caller with 200 or 400, never 500', async () => {
    const tokens = await signInForTokens(svc.url, {
      email: 'alice@example.com',
      password: 'alice-password',
      organization: 'Globex Labs',
    });
    const queries = [
      'query($first: Int, $after: String) { projects(first: $first, after: $after) { totalCount edges { cursor node { id title code } } } }',
      'query($id: ID!) { project(id: $id) { id title version } }',
      'mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }',
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { id version } }',
      'mutation($id: ID!) { deleteProject(id: $id) { id } }',
      'query($first: Int, $after: String) { authenticationContext { accesses(first: $first, after: $after) { edges { cursor } } } }',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...queries), fc.string({ maxLength: 200 })),
        fc.dictionary(fc.constantFrom('first', 'after', 'id', 'input'), fc.jsonValue({ maxDepth: 3 })),
        fc.option(fc.string({ maxLength: 20 })),
        async (query, variables, operationName) => {
          const answer = await send(
            'POST',
            '/graphql',
            {
              Host: `127.0.0.1:${svc.service.port}`,
              'Content-Type': 'application/json',
              Authorization: `Bearer ${tokens.access_token}`,
            },
            Buffer.from(JSON.stringify({ query, variables, operationName })),
          );
          expect([200, 400]).toContain(answer.status);
          expect(answer.body).not.toContain('Internal error');
        },
      ),
      { numRuns: 400 },
    );
    expect(svc.errors).toEqual([]);
  });
});
