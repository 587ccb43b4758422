import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedHttpServer, type ScriptedHttpServer } from '../testing/scripted-http-server.ts';
import { parseAuthenticationContext, AuthenticationContextError } from './authentication-context.ts';
import { GraphClient } from './graph-client.ts';
import {
  GraphAuthError,
  GraphProtocolError,
  GraphUnavailableError,
  isMissingTenant,
} from './graph-errors.ts';

let server: ScriptedHttpServer;
let client: GraphClient;
beforeEach(async () => {
  server = await startScriptedHttpServer();
  client = new GraphClient({ graphUrl: server.url, timeoutMs: 2000 });
});
afterEach(() => server.close());

const op = { query: '{ projects(first: 1) { edges { node { id } } } }' };

describe('GraphClient', () => {
  it('posts JSON to /graphql with exactly one credential header', async () => {
    server.respond(() => ({ status: 200, body: { data: { ok: true } } }));
    await client.request(
      { ...op, variables: { a: 1 }, operationName: null },
      { kind: 'bearer', token: 'tok' },
    );
    await client.request(op, { kind: 'api-key', key: 'key-1' });
    const [bearer, key] = server.requests;
    expect(bearer?.method).toBe('POST');
    expect(bearer?.url).toBe('/graphql');
    expect(bearer?.headers['content-type']).toBe('application/json');
    expect(bearer?.headers['authorization']).toBe('Bearer tok');
    expect(bearer?.headers['x-api-key']).toBeUndefined();
    expect(JSON.parse(bearer!.body)).toEqual({ query: op.query, variables: { a: 1 } });
    expect(key?.headers['x-api-key']).toBe('key-1');
    expect(key?.headers['authorization']).toBeUndefined();
  });

  it.each([
    ['Invalid access token', 'invalid-access-token'],
    ['Unknown organization in access token', 'unknown-organization'],
    ['Organization membership not materializedd', 'membership-not-materialized'],
    ['Email not verified', 'email-not-verified'],
    ['Something else', 'unauthorized'],
  ])('maps the 401 %j to %s', async (message, failure) => {
    server.respond(() => ({ status: 401, body: { error: message, status: 401 } }));
    const error = await client.request(op, { kind: 'bearer', token: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphAuthError);
    expect((error as GraphAuthError).failure).toBe(failure);
  });

  it('checks the status before parsing: a 401 without JSON is still a refused credential', async () => {
    server.respond(() => ({ status: 401, body: '<html>denied</html>' }));
    await expect(client.request(op, { kind: 'bearer', token: 't' })).rejects.toBeInstanceOf(GraphAuthError);
  });

  it('reports 429 and 5xx as unavailable with Retry-After', async () => {
    server.respond(() => ({ status: 429, body: 'slow', headers: { 'Retry-After': '3' } }));
    const error = await client.request(op, { kind: 'bearer', token: 't' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphUnavailableError);
    expect((error as GraphUnavailableError).retryAfterMs).toBe(3000);
    server.respond(() => ({ status: 502, body: 'bad gateway' }));
    await expect(client.request(op, { kind: 'bearer', token: 't' })).rejects.toBeInstanceOf(
      GraphUnavailableError,
    );
  });

  it('refuses a body that is not a GraphQL response', async () => {
    server.respond(() => ({ status: 200, body: '<html>' }));
    await expect(client.request(op, { kind: 'bearer', token: 't' })).rejects.toBeInstanceOf(
      GraphProtocolError,
    );
    server.respond(() => ({ status: 400, body: { hello: 1 } }));
    await expect(client.request(op, { kind: 'bearer', token: 't' })).rejects.toBeInstanceOf(
      GraphProtocolError,
    );
  });

  it('passes GraphQL errors through', async () => {
    const errors = [
      {
        message: 'Missing tenant. Tenant-scoped operations require an organization-scoped access token.',
        extensions: { classification: 'UNAUTHORIZED' },
      },
    ];
    server.respond(() => ({ status: 200, body: { data: null, errors } }));
    const result = await client.request(op, { kind: 'bearer', token: 't' });
    expect(result.errors).toEqual(errors);
    expect(isMissingTenant(result.errors![0]!)).toBe(true);
  });

  it('does not follow a redirect with the credential', async () => {
    server.respond((req) =>
      req.url === '/graphql'
        ? { status: 307, headers: { Location: `${server.url}/elsewhere` } }
        : { status: 200, body: { data: 1 } },
    );
    await expect(client.request(op, { kind: 'bearer', token: 't' })).rejects.toBeInstanceOf(
      GraphUnavailableError,
    );
    expect(server.requests.map((r) => r.url)).toEqual(['/graphql']);
  });

  it('reports an unreachable service as unavailable', async () => {
    await server.close();
    await expect(client.request(op, { kind: 'bearer', token: 't' })).rejects.toBeInstanceOf(
      GraphUnavailableError,
    );
  });
});

describe('parseAuthenticationContext', () => {
  const org = (id: string, title: string) => ({ id, authOrganizationId: `auth_${id}`, profile: { title } });
  it('reads the user, the current organization and all organizations', () => {
    const context = parseAuthenticationContext({
      data: {
        authenticationContext: {
          account: { profile: { firstName: 'Alice', lastName: 'Smith', email: 'alice@example.com' } },
          user: { id: 'u1', access: 'FULL', owner: true },
          organization: org('o1', 'Acme Studio'),
          permissions: [],
          accesses: {
            edges: [
              { node: { organization: org('o2', 'Globex Labs') } },
              { node: { organization: org('o1', 'Acme Studio') } },
            ],
          },
        },
      },
    });
    expect(context.user).toEqual({ firstName: 'Alice', lastName: 'Smith', email: 'alice@example.com' });
    expect(context.access).toBe('FULL');
    expect(context.organization).toEqual({ id: 'o1', authOrganizationId: 'auth_o1', title: 'Acme Studio' });
    expect(context.organizations.map((o) => o.title)).toEqual(['Acme Studio', 'Globex Labs']);
  });

  it('reports Missing tenant when no organization came with the credential', () => {
    const error = (() => {
      try {
        parseAuthenticationContext({
          data: {
            authenticationContext: {
              account: { profile: { firstName: 'E', lastName: 'R', email: 'erin@example.com' } },
              user: null,
              organization: null,
              accesses: { edges: [] },
            },
          },
          errors: [
            {
              message:
                'Missing tenant. Tenant-scoped operations require an organization-scoped access token.',
            },
          ],
        });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AuthenticationContextError);
    expect((error as AuthenticationContextError).missingTenant).toBe(true);
  });

  it('refuses an answer without authenticationContext', () => {
    expect(() => parseAuthenticationContext({ data: null, errors: [{ message: 'boom' }] })).toThrow('boom');
  });
});
