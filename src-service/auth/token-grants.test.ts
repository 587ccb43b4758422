import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { issueAuthorizationCode, s256 } from './authorization-codes.ts';
import { addMembership, insertPerson, winners, type FixturePerson } from './testing/auth-fixtures.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import {
  exchangeAuthorizationCode,
  refreshTokens,
  type GrantContext,
  type GrantResult,
} from './token-grants.ts';
import { verifyAccessToken } from './tokens/access-tokens.ts';
import { SigningKeyRing } from './tokens/signing-key-ring.ts';

const openDatabase = useEngineDatabases();
const start = 1_700_000_000_000;
const issuer = 'http://127.0.0.1:1/auth';
const verifier = 'v'.repeat(43);
const clientId = 'stint-desktop';

async function grantContext(db: SqlDatabase): Promise<GrantContext> {
  const now = (): number => start;
  return {
    db,
    now,
    keys: await SigningKeyRing.open(db, { accessTokenTtlSeconds: 300, now }),
    config: { issuer, accessTokenTtlSeconds: 300 },
  };
}

const codeFor = (
  db: SqlDatabase,
  person: FixturePerson,
  authOrganizationId: string | null,
): Promise<string> =>
  issueAuthorizationCode(
    db,
    {
      clientId,
      redirectUri: 'http://127.0.0.1:5000/callback',
      codeChallenge: s256(verifier),
      userId: person.userId,
      authOrganizationId,
      ttlSeconds: 600,
    },
    start,
  );

const exchange = (context: GrantContext, code: string): Promise<GrantResult> =>
  exchangeAuthorizationCode(context, { clientId, code, codeVerifier: verifier, redirectUri: null });

const refresh = (context: GrantContext, refreshToken: string, organizationId: string | null = null) =>
  refreshTokens(context, { clientId, refreshToken, organizationId });

function tokensOf(result: GrantResult): {
  access_token: string;
  refresh_token: string;
  organization_id?: string;
} {
  if (result.status !== 200)
    throw new Error(`Expected tokens, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Three instances of the service on one database (see EngineDatabase.another). */
async function instances(opened: Awaited<ReturnType<typeof openDatabase>>): Promise<GrantContext[]> {
  const dbs = [opened.db, await opened.another(), await opened.another()];
  return Promise.all(dbs.map((db) => grantContext(db)));
}

describe.each(engines)('token grants (%s)', (dialect) => {
  it('exchange a code for tokens once; a replayed code ends the session it made', async () => {
    const { db } = await openDatabase(dialect);
    const context = await grantContext(db);
    const ann = await insertPerson(db, 'ann@example.com', start);
    const code = await codeFor(db, ann, ann.authOrganizationId);
    const tokens = tokensOf(await exchange(context, code));
    expect(tokens.organization_id).toBe(ann.authOrganizationId);
    const claims = await verifyAccessToken(context.keys, tokens.access_token, { issuer, now: start });
    expect(claims).toMatchObject({ sub: ann.userId, org_id: ann.authOrganizationId, role: 'owner' });
    expect(await exchange(context, code)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'The code was already used.' },
    });
    expect((await refresh(context, tokens.refresh_token)).status).toBe(400);
    expect(await db.get('SELECT count(*) AS n FROM sessions WHERE revoked_at IS NOT NULL')).toEqual({ n: 1 });
  });

  it('give one code to one of many exchanges at once, across instances', async () => {
    const opened = await openDatabase(dialect);
    const contexts = await instances(opened);
    const ann = await insertPerson(opened.db, 'ann@example.com', start);
    const code = await codeFor(opened.db, ann, null);
    const answers = Array.from({ length: 6 }, (_, i) =>
      exchange(contexts[i % contexts.length] ?? contexts[0]!, code),
    );
    expect(await winners(answers, (r) => r.status === 200)).toBe(1);
  });

  it('rotate a refresh token once of many refreshes at once, across instances; a replay ends the session', async () => {
    const opened = await openDatabase(dialect);
    const contexts = await instances(opened);
    const ann = await insertPerson(opened.db, 'ann@example.com', start);
    const first = tokensOf(
      await exchange(contexts[0]!, await codeFor(opened.db, ann, ann.authOrganizationId)),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refresh(contexts[i % contexts.length] ?? contexts[0]!, first.refresh_token),
      ),
    );
    const rotated = answers.filter((a) => a.status === 200);
    expect(rotated).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    // Every loser replayed a spent token, which ends the session: the winner's new token too.
    const next = tokensOf(rotated[0]!).refresh_token;
    expect(await refresh(contexts[0]!, next)).toMatchObject({ status: 400 });
  });

  it('switch organizations only to one the user belongs to, and ask to choose among several', async () => {
    const { db } = await openDatabase(dialect);
    const context = await grantContext(db);
    const ann = await insertPerson(db, 'ann@example.com', start);
    const bob = await insertPerson(db, 'bob@example.com', start);
    const first = tokensOf(await exchange(context, await codeFor(db, ann, null)));
    // Not a member of Bob's organization: refused, and the token is not spent.
    expect(await refresh(context, first.refresh_token, bob.authOrganizationId)).toMatchObject({
      status: 403,
      body: { error: 'access_denied' },
    });
    // Ann's only organization is taken when none is named.
    const own = tokensOf(await refresh(context, first.refresh_token));
    expect(own.organization_id).toBe(ann.authOrganizationId);
    await addMembership(db, bob.organizationId, ann.userId, start);
    const switched = tokensOf(await refresh(context, own.refresh_token, bob.authOrganizationId));
    expect(switched.organization_id).toBe(bob.authOrganizationId);

    const second = tokensOf(await exchange(context, await codeFor(db, ann, null)));
    const choose = await refresh(context, second.refresh_token);
    expect(choose).toMatchObject({ status: 403, body: { code: 'organization_selection_required' } });
    if (choose.status !== 403 || !('organizations' in choose.body)) throw new Error('no choice offered');
    expect(choose.body.organizations.map((o) => o.id).sort()).toEqual(
      [ann.authOrganizationId, bob.authOrganizationId].sort(),
    );
  });
});
