import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretHash } from '../../security/secrets.ts';
import { openSqliteDatabase } from '../../storage/database.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { authenticate, signInForTokens, type TokenResponseBody } from '../../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';

// The graph endpoint keeps answers and principals under the database's change stamp
// (graph-route.ts, graph-credentials.ts): every test here asks the same thing twice or more, so
// that the second answer comes from what was kept, and checks it is what running it again gives.

const projectsQuery = '{ projects(first: 100) { edges { node { title } } } }';
const whoQuery = '{ authenticationContext { account { profile { email } } permissions } }';

let svc: TestService;
/** Another instance's handle on the service's database: a second pool, or a second connection. */
let other: SqlDatabase;

beforeAll(async () => {
  svc = await startTestService();
  other =
    svc.database === undefined
      ? openSqliteDatabase(svc.dataDir)
      : await PostgresSqlDatabase.open(svc.database, 2);
});
afterAll(async () => {
  await other.close();
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const signInAs = (who: string, organization = 'Acme Studio'): Promise<TokenResponseBody> =>
  signInForTokens(svc.url, { email: `${who}@example.com`, password: `${who}-password`, organization });

async function ask(
  query: string,
  credential: Record<string, string>,
  accept?: string,
): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(new URL('/graphql', svc.url), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accept === undefined ? {} : { Accept: accept }),
      ...credential,
    },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

const bearer = (tokens: TokenResponseBody): Record<string, string> => ({
  Authorization: `Bearer ${tokens.access_token}`,
});

const titles = (text: string): string[] =>
  (
    JSON.parse(text) as { data: { projects: { edges: { node: { title: string } }[] } } }
  ).data.projects.edges.map((edge) => edge.node.title);

describe('the graph endpoint answering from what it kept', () => {
  it('answers a repeated query with the same bytes, and a change made through it at once', async () => {
    const alice = await signInAs('alice');
    const first = await ask(projectsQuery, bearer(alice));
    expect(first.status).toBe(200);
    expect(await ask(projectsQuery, bearer(alice))).toEqual(first);
    const created = await ask(
      'mutation { createProject(input: { title: "Kept Apart" }) { id } }',
      bearer(alice),
    );
    expect(created.status).toBe(200);
    expect(titles((await ask(projectsQuery, bearer(alice))).text)).toContain('Kept Apart');
  });

  it("keeps each credential's answer apart, and each media type's", async () => {
    const alice = await signInAs('alice');
    const bob = await signInAs('bob');
    const key = await svc.admin('apikey', 'create', '--email', 'bob@example.com', '--org', 'acme');
    for (let round = 0; round < 2; round++) {
      expect(JSON.parse((await ask(whoQuery, bearer(alice))).text)).toMatchObject({
        data: { authenticationContext: { account: { profile: { email: 'alice@example.com' } } } },
      });
      expect(JSON.parse((await ask(whoQuery, bearer(bob))).text)).toMatchObject({
        data: { authenticationContext: { account: { profile: { email: 'bob@example.com' } } } },
      });
      expect(JSON.parse((await ask(whoQuery, { 'X-Api-Key': key })).text)).toMatchObject({
        data: { authenticationContext: { account: { profile: { email: 'bob@example.com' } } } },
      });
      const legacy = await ask(whoQuery, bearer(alice), 'application/json');
      const modern = await ask(whoQuery, bearer(alice), 'application/graphql-response+json');
      expect(legacy.type).toBe('application/json; charset=utf-8');
      expect(modern.type).toBe('application/graphql-response+json; charset=utf-8');
      expect(modern.text).toBe(legacy.text);
    }
  });

  it('shows a change another instance made in the next answer', async () => {
    const alice = await signInAs('alice');
    const before = titles((await ask(projectsQuery, bearer(alice))).text);
    const renamed = before[0];
    if (renamed === undefined) throw new Error('the demo seed has projects');
    await other.run('UPDATE projects SET name = ? WHERE name = ?', ['Renamed Elsewhere', renamed]);
    await svc.heard();
    const after = titles((await ask(projectsQuery, bearer(alice))).text);
    expect(after).toContain('Renamed Elsewhere');
    expect(after).not.toContain(renamed);
  });

  it('refuses a token at once when a replayed refresh token ended its session here', async () => {
    const alice = await signInAs('alice');
    expect((await ask(whoQuery, bearer(alice))).status).toBe(200);
    const refresh = {
      grant_type: 'refresh_token',
      client_id: 'stint-desktop',
      refresh_token: alice.refresh_token,
    };
    expect((await authenticate(svc.url, refresh)).status).toBe(200);
    // The same refresh token again: a replay, which ends the session and its access tokens.
    expect((await authenticate(svc.url, refresh)).status).toBe(400);
    expect((await ask(whoQuery, bearer(alice))).status).toBe(401);
  });

  it('follows a session ended and a membership changed by another instance', async () => {
    const alice = await signInAs('alice');
    const bob = await signInAs('bob');
    const permissionsOf = async (tokens: TokenResponseBody): Promise<string[]> =>
      (
        JSON.parse((await ask(whoQuery, bearer(tokens))).text) as {
          data: { authenticationContext: { permissions: string[] } };
        }
      ).data.authenticationContext.permissions;
    const bobBefore = await permissionsOf(bob);
    expect((await ask(whoQuery, bearer(alice))).status).toBe(200);
    const { id: bobId } = (await other.get<{ id: string }>('SELECT id FROM users WHERE email = ?', [
      'bob@example.com',
    ])) ?? { id: '' };
    await other.run("UPDATE memberships SET access = 'FULL' WHERE user_id = ?", [bobId]);
    await other.run(
      'UPDATE sessions SET revoked_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      [svc.clock.now, 'alice@example.com'],
    );
    await svc.heard();
    expect((await ask(whoQuery, bearer(alice))).status).toBe(401);
    const bobAfter = await permissionsOf(bob);
    expect(bobAfter).not.toEqual(bobBefore);
    expect(bobAfter.length).toBeGreaterThan(bobBefore.length);
  });

  it("still records an API key's use once a minute", async () => {
    const key = await svc.admin('apikey', 'create', '--email', 'alice@example.com', '--org', 'acme');
    const lastUse = async (): Promise<number | null> =>
      (
        await other.get<{ last_used_at: number | null }>(
          'SELECT last_used_at FROM api_keys WHERE key_hash = ?',
          [secretHash(key)],
        )
      )?.last_used_at ?? null;
    expect((await ask(projectsQuery, { 'X-Api-Key': key })).status).toBe(200);
    const first = await lastUse();
    expect(first).toBe(svc.clock.now);
    svc.clock.advance(30_000);
    expect((await ask(projectsQuery, { 'X-Api-Key': key })).status).toBe(200);
    expect(await lastUse()).toBe(first);
    svc.clock.advance(31_000);
    expect((await ask(projectsQuery, { 'X-Api-Key': key })).status).toBe(200);
    expect(await lastUse()).toBe(svc.clock.now);
  });
});
