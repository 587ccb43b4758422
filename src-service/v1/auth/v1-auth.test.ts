import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashWithEarlierParameters } from '../../security/testing/earlier-hash.ts';
import { openTestServiceDatabase } from '../testing/service-database.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

let c: V1TestClient;
beforeAll(async () => {
  c = await startV1({ v1TokenTtlSeconds: 3600 });
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

interface Login {
  token: string;
  expiration: string;
  refreshToken: string;
  refreshExpiration: string;
}

async function login(authorization: string | null, account = 'acme', apikey: string | null = appKey) {
  const query = apikey === null ? '' : `?apikey=${apikey}`;
  return c.request('GET', `/t/${account}/v1/auth/login${query}`, {
    token: null,
    headers: authorization === null ? {} : { Authorization: authorization },
  });
}

const ms = (wire: string): number => Number(/^\/Date\((\d+)\)\/$/.exec(wire)?.[1]);

describe('auth/login', () => {
  it('answers a 60-minute token and a refresh token for Basic credentials and the application key', async () => {
    const res = await login(basic('alice@example.com', 'alice-password'));
    expect(res.status).toBe(200);
    const body = res.json as Login;
    expect(Object.keys(body).sort()).toEqual(['expiration', 'refreshExpiration', 'refreshToken', 'token']);
    expect(ms(body.expiration) - c.service.clock.now).toBe(3_600_000);
    expect(ms(body.refreshExpiration)).toBeGreaterThan(ms(body.expiration));
    const me = await c.request('GET', 'users/@self', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: 'alice@example.com' });
  });

  it('refuses a wrong password, an unknown user, a missing or unknown application key alike', async () => {
    for (const res of [
      await login(basic('alice@example.com', 'wrong')),
      await login(basic('nobody@example.com', 'alice-password')),
      await login(basic('alice@example.com', 'alice-password'), 'acme', null),
      await login(basic('alice@example.com', 'alice-password'), 'acme', 'not-a-key'),
      await login(null),
      await login('Bearer abc'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ status: 401, code: 'PE01-1001', message: 'Unauthorized' });
    }
  });

  it('refuses people without access to the account, or whose address is not confirmed', async () => {
    expect((await login(basic('erin@example.com', 'erin-password'))).status).toBe(401);
    expect((await login(basic('bob@example.com', 'bob-password'), 'globex')).status).toBe(401);
    expect((await login(basic('carol@example.com', 'carol-password'))).status).toBe(401);
    expect((await login(basic('bob@example.com', 'bob-password'))).status).toBe(200);
  });

  it('answers an unknown account address with PE01-1005 and the public address with PE01-1003', async () => {
    expect((await login(basic('alice@example.com', 'alice-password'), 'nowhere')).json).toMatchObject({
      status: 401,
      code: 'PE01-1005',
    });
    const res = await c.request('GET', `/v1/auth/login?apikey=${appKey}`, {
      token: null,
      headers: { Authorization: basic('alice@example.com', 'alice-password') },
    });
    expect(res.json).toMatchObject({ status: 400, code: 'PE01-1003' });
  });

  it('replaces a password hash of older scrypt parameters at a correct sign-in, not at a wrong one', async () => {
    const old = hashWithEarlierParameters('alice-password');
    const db = await openTestServiceDatabase(c.service);
    const hashOfAlice = async (): Promise<string | undefined> =>
      (
        await db.get<{ password_hash: string }>(
          "SELECT password_hash FROM users WHERE email = 'alice@example.com'",
        )
      )?.password_hash;
    try {
      await db.run("UPDATE users SET password_hash = ? WHERE email = 'alice@example.com'", [old]);
      expect((await login(basic('alice@example.com', 'not-her-password'))).status).toBe(401);
      expect(await hashOfAlice()).toBe(old);
      expect((await login(basic('alice@example.com', 'alice-password'))).status).toBe(200);
      expect(await hashOfAlice()).toMatch(/^scrypt\$16384\$8\$5\$/);
      expect((await login(basic('alice@example.com', 'alice-password'))).status).toBe(200);
    } finally {
      await db.close();
    }
  });
});

describe('the token parameter', () => {
  it('is required, must be valid, unexpired, and of the account addressed', async () => {
    expect((await c.request('GET', 'time/projects', { token: null })).json).toMatchObject({
      status: 400,
      code: 'PE01-1002',
    });
    expect((await c.request('GET', 'time/projects', { token: 'x'.repeat(43) })).json).toMatchObject({
      status: 401,
      code: 'PE01-1010',
    });
    const acme = (await login(basic('alice@example.com', 'alice-password'))).json as Login;
    const globex = (await c.request('GET', `/t/globex/v1/time/projects`, { token: acme.token })).json;
    expect(globex).toMatchObject({
      status: 401,
      code: 'PE01-1010',
      description: 'The token belongs to another account',
    });
    expect((await c.request('GET', 'time/projects', { token: acme.token })).status).toBe(200);
  });

  it('expires after the configured lifetime', async () => {
    const { token } = (await login(basic('alice@example.com', 'alice-password'))).json as Login;
    c.service.clock.advance(3_600_000 - 1);
    expect((await c.request('GET', 'users/@self', { token })).status).toBe(200);
    c.service.clock.advance(1);
    expect((await c.request('GET', 'users/@self', { token })).json).toMatchObject({
      status: 401,
      code: 'PE01-1010',
    });
  });
});

describe('auth/refreshtoken', () => {
  const refresh = (refreshToken: string, apikey = appKey) =>
    c.request('GET', `auth/refreshtoken?apikey=${apikey}&refresh_token=${encodeURIComponent(refreshToken)}`, {
      token: null,
    });

  it('answers a new pair once; the refreshed token is valid for 7 days', async () => {
    const first = (await login(basic('alice@example.com', 'alice-password'))).json as Login;
    c.service.clock.advance(2 * 3_600_000);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const next = res.json as Login;
    expect(ms(next.expiration) - c.service.clock.now).toBe(7 * 24 * 3_600_000);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await c.request('GET', 'users/@self', { token: next.token })).status).toBe(200);
    const again = await refresh(first.refreshToken);
    expect(again.json).toMatchObject({ status: 401, code: 'PE01-1011' });
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('lets only one of two concurrent refreshes with the same token through', async () => {
    const first = (await login(basic('alice@example.com', 'alice-password'))).json as Login;
    const answers = await Promise.all([
      refresh(first.refreshToken),
      refresh(first.refreshToken),
      refresh(first.refreshToken),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  });

  it('needs the application key and a refresh token of this account', async () => {
    const first = (await login(basic('alice@example.com', 'alice-password'))).json as Login;
    expect((await refresh(first.refreshToken, 'wrong')).json).toMatchObject({ code: 'PE01-1001' });
    const other = await c.request(
      'GET',
      `/t/globex/v1/auth/refreshtoken?apikey=${appKey}&refresh_token=${first.refreshToken}`,
      { token: null },
    );
    expect(other.json).toMatchObject({ status: 401, code: 'PE01-1011' });
    expect((await refresh('')).json).toMatchObject({ code: 'PE01-1011' });
  });
});

describe('secret keys', () => {
  it('are created once for the signed-in user, log in as the Basic user name without a password, and stop on delete', async () => {
    const { token } = (await login(basic('bob@example.com', 'bob-password'))).json as Login;
    // Bob has read-only access: creating his own key is still his to do.
    const created = await c.request('POST', 'users/@self/secretkeys', { token, body: { name: 'Laptop' } });
    expect(created.status).toBe(201);
    const key = created.json as { id: string; key: string; keyPrefix: string; name: string };
    expect(key.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(key.key.startsWith(key.keyPrefix)).toBe(true);
    expect(key.name).toBe('Laptop');

    const list = await c.request('GET', 'users/@self/secretkeys', { token });
    expect((list.json as { id: string; key?: string }[]).map((k) => [k.id, k.key])).toEqual([
      [key.id, undefined],
    ]);

    const withKey = await login(basic(key.key, ''));
    expect(withKey.status).toBe(200);
    const session = withKey.json as Login;
    expect((await c.request('GET', 'users/@self', { token: session.token })).json).toMatchObject({
      email: 'bob@example.com',
    });
    expect((await login(basic(key.key, ''), 'globex')).status).toBe(401);

    expect((await c.request('DELETE', `users/@self/secretkeys/${key.id}`, { token })).status).toBe(204);
    expect((await login(basic(key.key, ''))).status).toBe(401);
    expect((await c.request('GET', 'users/@self', { token: session.token })).json).toMatchObject({
      code: 'PE01-1010',
    });
  });

  it('are private to their user', async () => {
    const alice = (await login(basic('alice@example.com', 'alice-password'))).json as Login;
    await c.request('POST', 'users/@self/secretkeys', { token: alice.token, body: { name: 'Desktop' } });
    const bob = (await login(basic('bob@example.com', 'bob-password'))).json as Login;
    const seen = (await c.request('GET', 'secretkeys', { token: bob.token })).json as { name: string }[];
    expect(seen.map((k) => k.name)).not.toContain('Desktop');
    const users = (await c.request('GET', 'users', { token: bob.token })).json as {
      id: string;
      email: string;
    }[];
    const aliceId = users.find((u) => u.email === 'alice@example.com')?.id ?? '';
    expect((await c.request('GET', `users/${aliceId}/secretkeys`, { token: bob.token })).json).toEqual([]);
    expect(
      (await c.request('POST', `users/${aliceId}/secretkeys`, { token: bob.token, body: {} })).json,
    ).toMatchObject({
      code: 'PE01-1008',
    });
  });
});

describe('read-only access', () => {
  it('reads but does not change anything', async () => {
    const { token } = (await login(basic('bob@example.com', 'bob-password'))).json as Login;
    expect((await c.request('GET', 'time/projects', { token })).status).toBe(200);
    const res = await c.request('POST', 'time/clients', { token, body: { name: 'Nope' } });
    expect(res.json).toMatchObject({ status: 403, code: 'PE01-1008' });
  });
});
