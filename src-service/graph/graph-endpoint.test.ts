import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, graph, signInForTokens, type TokenResponseBody } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

const contextQuery = `{ authenticationContext {
  account { profile { firstName lastName email } }
  user { id access owner }
  organization { id authOrganizationId profile { title } }
  permissions
  accesses(first: 10) { edges { node { organization { id authOrganizationId profile { title } } } } }
} }`;
const projectsQuery =
  '{ projects(first: 50) { totalCount edges { cursor node { id title code } } pageInfo { hasNextPage endCursor } } }';
const createMutation =
  'mutation($input: CreateProjectInput!) { createProject(input: $input) { id title code version } }';

let svc: TestService;
const tokens: Record<string, TokenResponseBody> = {};

const signInAs = (user: string, organization?: string): Promise<TokenResponseBody> =>
  signInForTokens(svc.url, {
    email: `${user}@example.com`,
    password: `${user}-password`,
    ...(organization === undefined ? {} : { organization }),
  });

beforeAll(async () => {
  svc = await startTestService();
  tokens['aliceAcme'] = await signInAs('alice', 'Acme Studio');
  tokens['aliceGlobex'] = await signInAs('alice', 'Globex Labs');
  tokens['bob'] = await signInAs('bob');
  tokens['carol'] = await signInAs('carol');
  tokens['dave'] = await signInAs('dave');
  tokens['erin'] = await signInAs('erin');
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const token = (name: string): string => tokens[name]?.access_token ?? '';

const titles = (body: Record<string, unknown>): string[] =>
  (body['data'] as { projects: { edges: { node: { title: string } }[] } }).projects.edges.map(
    (e) => e.node.title,
  );

describe('authenticationContext', () => {
  it('describes the caller, the organization and every organization of the caller', async () => {
    const res = await graph(svc.url, contextQuery, { token: token('aliceAcme') });
    expect(res.status).toBe(200);
    const context = (res.body['data'] as { authenticationContext: Record<string, unknown> })
      .authenticationContext;
    expect(context['account']).toEqual({
      profile: { firstName: 'Alice', lastName: 'Andersen', email: 'alice@example.com' },
    });
    expect(context['user']).toMatchObject({ id: tokens['aliceAcme']?.user.id, access: 'FULL', owner: true });
    expect(context['organization']).toMatchObject({
      authOrganizationId: tokens['aliceAcme']?.organization_id,
      profile: { title: 'Acme Studio' },
    });
    expect(context['permissions']).toContain('projects:write');
    const accesses = context['accesses'] as {
      edges: { node: { organization: { profile: { title: string } } } }[];
    };
    expect(accesses.edges.map((e) => e.node.organization.profile.title)).toEqual([
      'Acme Studio',
      'Globex Labs',
    ]);
  });

  it('shows a read-only member as READ with read permissions only', async () => {
    const res = await graph(svc.url, contextQuery, { token: token('bob') });
    const context = (res.body['data'] as { authenticationContext: { user: unknown; permissions: string[] } })
      .authenticationContext;
    expect(context.user).toMatchObject({ access: 'READ', owner: false });
    expect(context.permissions).toContain('projects:read');
    expect(context.permissions).not.toContain('projects:write');
  });

  it('is readable with a token that carries no organization; tenant fields answer Missing tenant', async () => {
    expect(tokens['erin']?.organization_id).toBeUndefined();
    const ctx = await graph(svc.url, contextQuery, { token: token('erin') });
    expect(ctx.status).toBe(200);
    expect(ctx.body['errors']).toBeUndefined();
    expect(ctx.body['data']).toMatchObject({
      authenticationContext: {
        organization: null,
        permissions: [],
        user: { access: null, owner: null },
        accesses: { edges: [] },
      },
    });
    const projects = await graph(svc.url, projectsQuery, { token: token('erin') });
    expect(projects.status).toBe(200);
    expect(projects.body['errors']).toEqual([
      expect.objectContaining({
        message: 'Missing tenant. Tenant-scoped operations require an organization-scoped access token.',
        extensions: { classification: 'UNAUTHORIZED' },
      }),
    ]);
    const mutation = await graph(
      svc.url,
      createMutation,
      { token: token('erin') },
      { input: { title: 'X' } },
    );
    expect(mutation.status).toBe(200);
    expect((mutation.body['errors'] as { message: string }[])[0]?.message).toMatch(/^Missing tenant\./);
  });
});

describe('credential errors (graph document, error table)', () => {
  const expect401 = async (
    credential: Parameters<typeof graph>[2],
    message: string,
    query = contextQuery,
  ): Promise<void> => {
    const res = await graph(svc.url, query, credential);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: message, status: 401 });
  };

  it('refuses a missing credential', () => expect401({}, 'Invalid access token'));
  it('refuses a malformed Authorization header', async () => {
    await expect401({ headers: { Authorization: 'Bearer' } }, 'Invalid access token');
    await expect401({ headers: { Authorization: `Basic ${token('aliceAcme')}` } }, 'Invalid access token');
    await expect401({ headers: { Authorization: 'Bearer not.a.jwt' } }, 'Invalid access token');
    await expect401({ headers: { Authorization: `Bearer ${token('aliceAcme')}x` } }, 'Invalid access token');
  });
  it('refuses an access token sent in the API key header', () =>
    expect401({ apiKey: token('aliceAcme') }, 'Invalid access token'));
  it('refuses an API key sent as Bearer', async () => {
    const key = await svc.admin('apikey', 'create', '--email', 'alice@example.com', '--org', 'acme');
    expect((await graph(svc.url, contextQuery, { apiKey: key })).status).toBe(200);
    await expect401({ token: key }, 'Invalid access token');
  });
  it('refuses a revoked API key at once', async () => {
    const key = await svc.admin('apikey', 'create', '--email', 'alice@example.com', '--org', 'acme');
    expect((await graph(svc.url, projectsQuery, { apiKey: key })).status).toBe(200);
    await svc.admin('apikey', 'revoke', '--key', key);
    await expect401({ apiKey: key }, 'Invalid access token');
  });
  it('refuses a mutation from a read-only member, before it runs', async () => {
    await expect401(
      { token: token('bob') },
      'Invalid access token',
      'mutation { createProject(input: { title: "Bob was here" }) { id } }',
    );
    const bobKey = await svc.admin('apikey', 'create', '--email', 'bob@example.com', '--org', 'acme');
    await expect401({ apiKey: bobKey }, 'Invalid access token', 'mutation { deleteProject(id: "x") { id } }');
    // Reading is fine, and nothing was created.
    const list = await graph(svc.url, projectsQuery, { token: token('bob') });
    expect(titles(list.body)).not.toContain('Bob was here');
  });
  it('refuses a membership that was not created through an invitation', async () => {
    await expect401({ token: token('dave') }, 'Organization membership not materializedd');
    const key = await svc.admin('apikey', 'create', '--email', 'dave@example.com', '--org', 'acme');
    await expect401({ apiKey: key }, 'Organization membership not materializedd');
  });
  it('refuses an account whose email is not verified', () =>
    expect401({ token: token('carol') }, 'Email not verified'));
  it('lets the access token win when both headers are present', async () => {
    const key = await svc.admin('apikey', 'create', '--email', 'alice@example.com', '--org', 'acme');
    // A stale (here: forged) token fails even next to a valid key...
    await expect401({ token: `${token('aliceAcme').slice(0, -4)}AAAA`, apiKey: key }, 'Invalid access token');
    // ...and a valid token is used even next to a bad key.
    const both = await graph(svc.url, contextQuery, { token: token('aliceGlobex'), apiKey: 'stint_wrong' });
    expect(both.status).toBe(200);
    expect(both.body['data']).toMatchObject({
      authenticationContext: { organization: { profile: { title: 'Globex Labs' } } },
    });
  });
  it('answers an unknown organization in the token (a refresh with the graph id, rule 10)', async () => {
    const fresh = await signInAs('alice', 'Acme Studio');
    const ctx = await graph(svc.url, contextQuery, { token: fresh.access_token });
    const graphId = (ctx.body['data'] as { authenticationContext: { organization: { id: string } } })
      .authenticationContext.organization.id;
    const refreshed = await authenticate(svc.url, {
      grant_type: 'refresh_token',
      client_id: 'stint-desktop',
      refresh_token: fresh.refresh_token,
      organization_id: graphId,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body['organization_id']).toBe(graphId);
    await expect401(
      { token: refreshed.body['access_token'] as string },
      'Unknown organization in access token',
    );
  });
});

describe('expired tokens', () => {
  it('refuses an access token once its lifetime has passed', async () => {
    const own = await startTestService({ accessTokenTtlSeconds: 60 });
    try {
      const fresh = await signInForTokens(own.url, {
        email: 'alice@example.com',
        password: 'alice-password',
        organization: 'Globex Labs',
      });
      expect((await graph(own.url, projectsQuery, { token: fresh.access_token })).status).toBe(200);
      own.clock.advance(59_000);
      expect((await graph(own.url, projectsQuery, { token: fresh.access_token })).status).toBe(200);
      own.clock.advance(1_000);
      const res = await graph(own.url, projectsQuery, { token: fresh.access_token });
      expect(res).toEqual({ status: 401, body: { error: 'Invalid access token', status: 401 } });
      // A stale token next to a valid API key: the token wins, and fails.
      const key = await own.admin('apikey', 'create', '--email', 'alice@example.com', '--org', 'globex');
      expect((await graph(own.url, projectsQuery, { apiKey: key })).status).toBe(200);
      const both = await graph(own.url, projectsQuery, { token: fresh.access_token, apiKey: key });
      expect(both).toEqual({ status: 401, body: { error: 'Invalid access token', status: 401 } });
    } finally {
      await own.stop();
    }
  });
});

describe('projects', () => {
  it('lists the organization projects by title, without personal projects of others or trashed ones', async () => {
    const alice = await graph(svc.url, projectsQuery, { token: token('aliceAcme') });
    expect(titles(alice.body)).toEqual([
      "Alice's Sandbox",
      'Contoso Mobile Banking App',
      'Contoso Security Audit',
      'Fabrikam Packaging Design',
      'Internal Tools',
      'Northwind Brand Refresh',
      'Northwind Website Relaunch',
      'Studio Marketing',
    ]);
    const bob = await graph(svc.url, projectsQuery, { token: token('bob') });
    expect(titles(bob.body)).not.toContain("Alice's Sandbox");
    expect(titles(bob.body)).not.toContain('Old Pitch Deck');
  });

  it('never shows Globex the projects of Acme, by list, by id, or by mutation', async () => {
    const acme = await graph(svc.url, projectsQuery, { token: token('aliceAcme') });
    const acmeIds = (
      acme.body['data'] as { projects: { edges: { node: { id: string } }[] } }
    ).projects.edges.map((e) => e.node.id);
    const globex = await graph(svc.url, projectsQuery, { token: token('aliceGlobex') });
    expect(titles(globex.body)).toEqual([
      'Globex Internal R&D',
      'Initech Data Pipeline',
      'Umbrella Lab Portal',
    ]);
    const acmeId = acmeIds[1] ?? '';
    const byId = await graph(
      svc.url,
      'query($id: ID!) { project(id: $id) { id title } }',
      { token: token('aliceGlobex') },
      { id: acmeId },
    );
    expect(byId.body).toEqual({ data: { project: null } });
    const update = await graph(
      svc.url,
      'mutation($id: ID!) { updateProject(input: { id: $id, title: "Hijacked" }) { id } }',
      { token: token('aliceGlobex') },
      { id: acmeId },
    );
    expect((update.body['errors'] as { extensions: unknown }[])[0]?.extensions).toEqual({
      classification: 'NOT_FOUND',
    });
    const del = await graph(
      svc.url,
      'mutation($id: ID!) { deleteProject(id: $id) { id } }',
      { token: token('aliceGlobex') },
      { id: acmeId },
    );
    expect((del.body['errors'] as { extensions: unknown }[])[0]?.extensions).toEqual({
      classification: 'NOT_FOUND',
    });
    const again = await graph(svc.url, projectsQuery, { token: token('aliceAcme') });
    expect(titles(again.body)).toEqual(titles(acme.body));
  });

  it('gives each edge its cursor, the first and last of them as startCursor and endCursor', async () => {
    const query =
      'query($after: String) { projects(first: 2, after: $after) { edges { cursor node { title } } pageInfo { startCursor endCursor } } }';
    type Page = {
      projects: {
        edges: { cursor: string; node: { title: string } }[];
        pageInfo: { startCursor: string | null; endCursor: string | null };
      };
    };
    const first = (await graph(svc.url, query, { token: token('aliceGlobex') }, { after: null })).body[
      'data'
    ] as Page;
    const cursors = first.projects.edges.map((e) => e.cursor);
    expect(cursors).toHaveLength(2);
    expect(new Set(cursors).size).toBe(2);
    expect(first.projects.pageInfo).toEqual({ startCursor: cursors[0], endCursor: cursors[1] });
    // The first edge's cursor pages on from it: the second edge comes first.
    const next = (await graph(svc.url, query, { token: token('aliceGlobex') }, { after: cursors[0] })).body[
      'data'
    ] as Page;
    expect(next.projects.edges[0]).toEqual(first.projects.edges[1]);
    const empty = (
      await graph(
        svc.url,
        query,
        { token: token('aliceGlobex') },
        { after: next.projects.pageInfo.endCursor },
      )
    ).body['data'] as Page;
    const rest = empty.projects.edges.length;
    expect(empty.projects.pageInfo.startCursor).toBe(rest === 0 ? null : empty.projects.edges[0]?.cursor);
  });

  it('pages with cursors', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 10; i++) {
      const page = await graph(
        svc.url,
        'query($after: String) { projects(first: 3, after: $after) { totalCount edges { node { title } } pageInfo { hasNextPage hasPreviousPage endCursor } } }',
        { token: token('aliceGlobex') },
        { after },
      );
      const data = (
        page.body['data'] as {
          projects: {
            totalCount: number;
            edges: { node: { title: string } }[];
            pageInfo: { hasNextPage: boolean; endCursor: string | null };
          };
        }
      ).projects;
      seen.push(...data.edges.map((e) => e.node.title));
      if (!data.pageInfo.hasNextPage) break;
      after = data.pageInfo.endCursor;
    }
    expect(seen).toEqual(['Globex Internal R&D', 'Initech Data Pipeline', 'Umbrella Lab Portal']);
    const two = await graph(
      svc.url,
      '{ projects(first: 2) { edges { node { title } } pageInfo { hasNextPage } } }',
      { token: token('aliceGlobex') },
    );
    expect(two.body['data']).toMatchObject({ projects: { pageInfo: { hasNextPage: true } } });
    const bad = await graph(svc.url, '{ projects(first: 2, after: "garbage!") { totalCount } }', {
      token: token('aliceGlobex'),
    });
    expect((bad.body['errors'] as { extensions: unknown }[])[0]?.extensions).toEqual({
      classification: 'BAD_REQUEST',
    });
  });

  it('creates, updates with optimistic locking, and deletes into the trash', async () => {
    const created = await graph(
      svc.url,
      createMutation,
      { token: token('aliceGlobex') },
      { input: { title: '  Launch prep ', code: 'LP-1' } },
    );
    const project = (
      created.body['data'] as { createProject: { id: string; title: string; version: number } }
    ).createProject;
    expect(project).toMatchObject({ title: 'Launch prep', code: 'LP-1', version: 1 });

    const update =
      'mutation($input: UpdateProjectInput!) { updateProject(input: $input) { title code version } }';
    const updated = await graph(
      svc.url,
      update,
      { token: token('aliceGlobex') },
      { input: { id: project.id, version: 1, title: 'Launch', code: null } },
    );
    expect(updated.body).toEqual({ data: { updateProject: { title: 'Launch', code: null, version: 2 } } });
    const stale = await graph(
      svc.url,
      update,
      { token: token('aliceGlobex') },
      { input: { id: project.id, version: 1, title: 'Old' } },
    );
    expect(stale.body['errors']).toEqual([
      expect.objectContaining({ extensions: { classification: 'CONFLICT' } }),
    ]);

    const invalid = await graph(
      svc.url,
      createMutation,
      { token: token('aliceGlobex') },
      { input: { title: 'X', code: 'C'.repeat(21) } },
    );
    expect((invalid.body['errors'] as { message: string }[])[0]?.message).toBe(
      'The code is longer than 20 characters.',
    );
    const empty = await graph(
      svc.url,
      createMutation,
      { token: token('aliceGlobex') },
      { input: { title: '   ' } },
    );
    expect((empty.body['errors'] as { message: string }[])[0]?.message).toBe('The title must not be empty.');

    const deleted = await graph(
      svc.url,
      'mutation($id: ID!) { deleteProject(id: $id) { id trashItemId groupId movedCount } }',
      { token: token('aliceGlobex') },
      { id: project.id },
    );
    expect(deleted.body['data']).toMatchObject({ deleteProject: { id: project.id, movedCount: 1 } });
    const list = await graph(svc.url, projectsQuery, { token: token('aliceGlobex') });
    expect(titles(list.body)).not.toContain('Launch');
    const twice = await graph(
      svc.url,
      'mutation($id: ID!) { deleteProject(id: $id) { id } }',
      { token: token('aliceGlobex') },
      { id: project.id },
    );
    expect((twice.body['errors'] as { extensions: unknown }[])[0]?.extensions).toEqual({
      classification: 'NOT_FOUND',
    });
  });

  it('answers a second create with the same client id as a conflict, creating nothing', async () => {
    const id = '0b9c2f5e-4a59-4c1f-9a55-3f3e5e0c9a01';
    const create = (who: string, projectId: string) =>
      graph(
        svc.url,
        createMutation,
        { token: token(who) },
        { input: { id: projectId, title: 'Idempotent' } },
      );
    const first = await create('aliceGlobex', id);
    expect(first.body['data']).toMatchObject({ createProject: { id } });
    const second = await create('aliceGlobex', id);
    expect(second.body['errors']).toEqual([
      expect.objectContaining({ extensions: { classification: 'CONFLICT' } }),
    ]);
    // In another organization the id is unusable, answered exactly as a reserved id: no conflict
    // that would tell it exists elsewhere.
    const elsewhere = await create('aliceAcme', id);
    expect(elsewhere.body).toEqual((await create('aliceAcme', '00000000-0000-0000-0000-000000000000')).body);
    expect(elsewhere.body['errors']).toEqual([
      expect.objectContaining({ extensions: { classification: 'BAD_REQUEST' } }),
    ]);
    const bad = await graph(
      svc.url,
      createMutation,
      { token: token('aliceGlobex') },
      { input: { id: 'NOT-A-UUID', title: 'x' } },
    );
    expect((bad.body['errors'] as { message: string }[])[0]?.message).toBe('id must be a lowercase UUID.');
  });
});

describe('limits', () => {
  it('refuses a page larger than 100 and smaller than 1', async () => {
    for (const first of [101, 0, -5]) {
      const res = await graph(svc.url, `{ projects(first: ${first}) { totalCount } }`, {
        token: token('aliceAcme'),
      });
      expect(res.status).toBe(200);
      expect(res.body['errors']).toEqual([
        expect.objectContaining({
          message: 'first must be between 1 and 100.',
          extensions: { classification: 'BAD_REQUEST' },
        }),
      ]);
    }
  });

  it('refuses queries nested too deep or too costly, before running them', async () => {
    const deep = await graph(
      svc.url,
      '{ authenticationContext { accesses { edges { node { organization { profile { title } } } } } organization { profile { title } } } }',
      { token: token('aliceAcme') },
    );
    expect(deep.body['errors']).toBeUndefined();
    const fragments = `
      fragment P on Project { id title code note active billable personal version createdAt updatedAt }
      query { ${Array.from({ length: 12 }, (_, i) => `p${i}: projects(first: 100) { edges { cursor node { ...P } } }`).join(' ')} }`;
    const costly = await graph(svc.url, fragments, { token: token('aliceAcme') });
    expect(costly.status).toBe(200);
    expect(costly.body['errors']).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/complexity is \d+; the limit is 5000/),
        extensions: { classification: 'LIMIT_EXCEEDED' },
      }),
    ]);
    expect(costly.body['data']).toBeUndefined();
  });

  it('answers introspection (tools rely on it)', async () => {
    const res = await graph(svc.url, '{ __schema { queryType { name } mutationType { name } } }', {
      token: token('aliceAcme'),
    });
    expect(res.body).toEqual({
      data: { __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } } },
    });
  });
});

describe('malformed requests never produce a 500', () => {
  const post = (body: string | Buffer, headers: Record<string, string>): Promise<Response> =>
    fetch(`${svc.url}/graphql`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token('aliceAcme')}`, ...headers },
      body,
    });

  it('requires JSON (415)', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    ]) {
      const res = await post('{"query":"{ __typename }"}', { 'Content-Type': type });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: 'Content-Type must be application/json', status: 415 });
    }
    const none = await fetch(`${svc.url}/graphql`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token('aliceAcme')}` },
    });
    expect(none.status).toBe(415);
  });

  it('answers bad bodies with 400 and a GraphQL error list', async () => {
    const json = { 'Content-Type': 'application/json' };
    const cases: (string | Buffer)[] = [
      '{"query": ',
      '[]',
      '"query"',
      'null',
      '{}',
      '{"query": 42}',
      '{"query": "{ __typename }", "variables": [1]}',
      '{"query": "{ __typename }", "operationName": 7}',
      Buffer.from([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d]),
    ];
    for (const body of cases) {
      const res = await post(body, json);
      expect(res.status, String(body)).toBe(400);
      const answer = (await res.json()) as { errors: { message: string }[] };
      expect(answer.errors[0]?.message).toEqual(expect.any(String));
    }
  });

  it('answers GraphQL syntax and validation errors in errors[]', async () => {
    const syntax = await graph(svc.url, '{ projects(first: ', { token: token('aliceAcme') });
    expect(syntax.status).toBe(200);
    expect((syntax.body['errors'] as { message: string }[])[0]?.message).toMatch(/^Syntax Error/);
    const unknown = await graph(svc.url, '{ secrets }', { token: token('aliceAcme') });
    expect((unknown.body['errors'] as { message: string }[])[0]?.message).toMatch(
      /Cannot query field "secrets"/,
    );
    const wrongType = await graph(
      svc.url,
      'query($n: Int) { projects(first: $n) { totalCount } }',
      { token: token('aliceAcme') },
      { n: 'ten' },
    );
    expect(wrongType.status).toBe(200);
    expect(wrongType.body['errors']).toEqual([
      expect.objectContaining({ extensions: { classification: 'BAD_REQUEST' } }),
    ]);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ query: `{ __typename } #${'x'.repeat(200_000)}` }), {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413 });
  });

  it('answers other methods with 405', async () => {
    // GET runs queries since GraphQL over HTTP (graph-over-http.test.ts); other methods stay refused.
    const res = await fetch(`${svc.url}/graphql?query={__typename}`, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});
