import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.ts';
import { startService, type RunningService } from '../../service.ts';
import { PostgresSqlDatabase } from '../../storage/postgres-sql-database.ts';
import { migratedPostgresUrl } from '../../testing/test-engine.ts';
import {
  authenticate,
  authorizeUrl,
  graph,
  inputValue,
  newPkce,
  ScriptedBrowser,
  signInForTokens,
} from '../../testing/sign-in-client.ts';
import { retirementGraceMs, rotateSigningKey } from './signing-key-ring.ts';

// Two instances of the service in one process on one PostgreSQL database, as instances behind one
// address are: whatever one instance issues, the other honours once. (Two instances on one SQLite
// file are two processes, two-processes.test.ts: two connections of one process would wait for
// each other's write lock on the one thread both run on.)

const ttlSeconds = 300;
const clock = { now: Date.now() };
const errors: unknown[] = [];
let dataDir: string;
let database: string;
let a: RunningService;
let b: RunningService;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stint-two-'));
  database = await migratedPostgresUrl();
  const start = (): Promise<RunningService> =>
    startService({
      dataDir,
      database,
      port: 0,
      seed: 'demo',
      version: 'test',
      now: () => clock.now,
      onError: (error) => errors.push(error),
      accessTokenTtlSeconds: ttlSeconds,
      v1RateLimit: 'off',
      // Instances behind one address share it, and so the issuer of their tokens.
      publicUrl: 'http://stint.example',
    });
  a = await start();
  b = await start();
});
afterAll(async () => {
  await a.close();
  await b.close();
  rmSync(dataDir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});

const alice = { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' };
const selfQuery = '{ authenticationContext { account { profile { email } } } }';
const kidOf = (token: string): unknown =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: unknown }).kid;
const jwksKids = async (instance: RunningService): Promise<string[]> => {
  const res = await fetch(`${instance.url}/auth/sso/jwks/stint-desktop`);
  return ((await res.json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
};
const refresh = (instance: RunningService, refreshToken: string) =>
  authenticate(instance.url, {
    grant_type: 'refresh_token',
    client_id: 'stint-desktop',
    refresh_token: refreshToken,
  });

describe('two instances on one database', () => {
  it('a token minted by one verifies on the other', async () => {
    const tokens = await signInForTokens(a.url, alice);
    const answer = await graph(b.url, selfQuery, { token: tokens.access_token });
    expect(answer.status).toBe(200);
    expect(answer.body['data']).toMatchObject({
      authenticationContext: { account: { profile: { email: alice.email } } },
    });
  });

  it('a sign-in begun on one is finished on the other, and its code is redeemed once', async () => {
    const pkce = newPkce();
    const onA = new ScriptedBrowser(a.url);
    const start = await onA.get(authorizeUrl(a.url, pkce));
    const cookies = start.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const posted = await new ScriptedBrowser(b.url).post(
      '/auth/user_management/authorize/sign-in',
      {
        request: inputValue(start.html, 'request') ?? '',
        csrf: inputValue(start.html, 'csrf') ?? '',
        email: 'bob@example.com',
        password: 'bob-password',
      },
      { Cookie: cookies },
    );
    expect(posted.status).toBe(303);
    const code = new URL(posted.location ?? '').searchParams.get('code');
    expect(code).not.toBeNull();
    const exchange = {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code,
      code_verifier: pkce.verifier,
    };
    const answers = await Promise.all([a, b, a, b].map((instance) => authenticate(instance.url, exchange)));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('one sign-in gives one code, even when its form is posted to both at once', async () => {
    const onA = new ScriptedBrowser(a.url);
    const start = await onA.get(authorizeUrl(a.url, newPkce()));
    const cookies = start.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const fields = {
      request: inputValue(start.html, 'request') ?? '',
      csrf: inputValue(start.html, 'csrf') ?? '',
      email: 'bob@example.com',
      password: 'bob-password',
    };
    const posts = await Promise.all(
      [a, b].map((instance) =>
        new ScriptedBrowser(instance.url).post('/auth/user_management/authorize/sign-in', fields, {
          Cookie: cookies,
        }),
      ),
    );
    const codes = posts.filter((p) => p.status === 303 && (p.location ?? '').includes('code='));
    expect(codes).toHaveLength(1);
    expect(posts.map((p) => p.status).sort()).toEqual([303, 400]);
  });

  it('twenty refreshes of one token at once, spread over both, rotate it exactly once', async () => {
    const tokens = await signInForTokens(a.url, alice);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refresh(i % 2 === 0 ? a : b, tokens.refresh_token)),
    );
    expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
    expect(answers.filter((x) => x.status !== 200).every((x) => x.status === 400)).toBe(true);
  });

  it('keys rotate refuses a folder without a database instead of making one and rotating there', async () => {
    const typo = `${dataDir}-typo`;
    const io = { stdout: () => undefined, readStdin: () => Promise.resolve(''), now: () => clock.now };
    await expect(runAdminCommand(['keys', 'rotate', '--data', typo], io)).rejects.toThrow(
      /holds no Stint database/,
    );
    expect(existsSync(typo)).toBe(false);
  });

  it('a rotation by a third party: both publish both kids, old tokens keep working, new ones carry the new kid; the old kid leaves after expiry', async () => {
    const before = await signInForTokens(a.url, alice);
    const oldKid = kidOf(before.access_token);
    const third = await PostgresSqlDatabase.open(database, 1);
    const newKid = await rotateSigningKey(third, clock.now).finally(() => third.close());
    expect(newKid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const instance of [a, b]) expect(await jwksKids(instance)).toEqual([newKid, oldKid]);
    for (const instance of [a, b]) {
      expect((await graph(instance.url, selfQuery, { token: before.access_token })).status).toBe(200);
    }
    const afterRotation = await refresh(b, before.refresh_token);
    expect(afterRotation.status).toBe(200);
    const fresh = afterRotation.body['access_token'] as string;
    expect(kidOf(fresh)).toBe(newKid);
    expect((await graph(a.url, selfQuery, { token: fresh })).status).toBe(200);

    clock.now += ttlSeconds * 1000 + retirementGraceMs + 1000;
    for (const instance of [a, b]) expect(await jwksKids(instance)).toEqual([newKid]);
    expect((await graph(b.url, selfQuery, { token: before.access_token })).status).toBe(401);
  });
});
