import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function exchange(
  account: string,
  authorization: string | null,
  options: { method?: string; apikey?: string | null } = {},
) {
  const apikey = options.apikey === undefined ? appKey : options.apikey;
  return c.request(
    options.method ?? 'POST',
    `/t/${account}/v1/auth/exchange${apikey === null ? '' : `?apikey=${apikey}`}`,
    {
      token: null,
      headers: authorization === null ? {} : { Authorization: authorization },
    },
  );
}

const ms = (wire: string): number => Number(/^\/Date\((\d+)\)\/$/.exec(wire)?.[1]);

describe('auth/exchange', () => {
  it('turns a token of one account into a session of another account of the same person', async () => {
    const acme = await c.login('alice@example.com', 'alice-password', 'acme');
    // The token of one account opens nothing in another by itself.
    expect((await c.request('GET', '/t/globex/v1/users/@self', { token: acme })).status).toBe(401);
    const res = await exchange('globex', `Bearer ${acme}`);
    expect(res.status).toBe(200);
    const body = res.json as Login;
    expect(Object.keys(body).sort()).toEqual(['expiration', 'refreshExpiration', 'refreshToken', 'token']);
    expect(body.token).not.toBe(acme);
    const self = await c.request('GET', '/t/globex/v1/users/@self', { token: body.token });
    expect(self.status).toBe(200);
    expect(self.json).toMatchObject({ email: 'alice@example.com' });
  });

  it('never outlives the source token: it ends with it and cannot be refreshed', async () => {
    const acme = await c.login('alice@example.com', 'alice-password', 'acme');
    c.service.clock.advance(50 * 60_000);
    const body = (await exchange('globex', `Bearer ${acme}`)).json as Login;
    // The source has ten minutes left; so has the exchanged session, not a fresh hour.
    expect(ms(body.expiration) - c.service.clock.now).toBe(10 * 60_000);
    const refreshed = await c.request(
      'GET',
      `/t/globex/v1/auth/refreshtoken?apikey=${appKey}&refresh_token=${body.refreshToken}`,
      { token: null },
    );
    expect(refreshed.status).toBe(401);
    c.service.clock.advance(10 * 60_000 + 1000);
    expect((await c.request('GET', '/t/globex/v1/users/@self', { token: body.token })).status).toBe(401);
  });

  it('refuses an account the token’s person does not belong to', async () => {
    const bob = await c.login('bob@example.com', 'bob-password', 'acme');
    const res = await exchange('globex', `Bearer ${bob}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'PE01-1010' });
  });

  it('refuses an expired token', async () => {
    const acme = await c.login('alice@example.com', 'alice-password', 'acme');
    c.service.clock.advance(3_600_000 + 1000);
    const res = await exchange('globex', `Bearer ${acme}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'PE01-1010' });
  });

  it('takes the token only as a Bearer authorization, only by POST, only with the application key', async () => {
    const acme = await c.login('alice@example.com', 'alice-password', 'acme');
    for (const res of [
      await exchange('globex', null),
      await exchange('globex', acme),
      await exchange('globex', `Basic ${Buffer.from(`${acme}:`).toString('base64')}`),
      await exchange('globex', basic('alice@example.com', 'alice-password')),
      await exchange('globex', 'Bearer not-a-token-of-anyone-at-all-here'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: 'PE01-1010' });
    }
    // The token as the usual query parameter is not the exchange's way either.
    const inQuery = await c.request('POST', `/t/globex/v1/auth/exchange?apikey=${appKey}`, { token: acme });
    expect(inQuery.status).toBe(401);
    const noKey = await exchange('globex', `Bearer ${acme}`, { apikey: null });
    expect(noKey.json).toMatchObject({ code: 'PE01-1001' });
    expect((await exchange('globex', `Bearer ${acme}`, { method: 'GET' })).status).toBe(400);
  });
});
