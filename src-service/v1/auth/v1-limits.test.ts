import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, newPkce, ScriptedBrowser, signIn } from '../../testing/sign-in-client.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

// The two limits that keep one client from hurting the others or guessing passwords: the
// per-client request rate (addendum A) and the wrong-password count shared with the hosted sign-in.

let c: V1TestClient;
beforeAll(async () => {
  c = await startV1({ v1RateLimit: { requests: 5, windowMs: 60_000 } });
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

function login(email: string, password: string) {
  return c.request('GET', `auth/login?apikey=${appKey}`, {
    token: null,
    headers: { Authorization: basic(email, password) },
  });
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return (res.json as { token: string }).token;
}

describe('the request rate per client', () => {
  it('answers 503 with the limit error and Retry-After beyond the limit, for that client only', async () => {
    const alice = await tokenOf('alice@example.com', 'alice-password');
    const bob = await tokenOf('bob@example.com', 'bob-password');
    for (let i = 0; i < 5; i += 1) {
      expect((await c.request('GET', 'users/@self', { token: alice })).status).toBe(200);
    }
    const refused = await c.request('GET', 'time/projects', { token: alice });
    expect(refused.status).toBe(503);
    expect(refused.json).toEqual({
      status: 503,
      code: 'PE01-9002',
      message: 'Limit exceeded',
      description: expect.stringMatching(/^Too many requests from this client; try again in \d+ s$/),
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(120);

    // A second session of the same person is the same client.
    const aliceAgain = await tokenOf('alice@example.com', 'alice-password');
    expect((await c.request('GET', 'users/@self', { token: aliceAgain })).status).toBe(503);

    const suppressed = await c.request('GET', 'users/@self?suppress_response_code=true', { token: alice });
    expect(suppressed.status).toBe(200);
    expect(suppressed.json).toMatchObject({ status: 503, code: 'PE01-9002' });

    expect((await c.request('GET', 'users/@self', { token: bob })).status).toBe(200);
  });
});

describe('wrong passwords at v1 login', () => {
  it('stop an address after ten, counted with the hosted sign-in, until the window has passed', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await login(i % 2 === 0 ? 'dave@example.com' : 'DAVE@example.com', `guess-${i}`);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: 'PE01-1001' });
    }
    const blocked = await login('dave@example.com', 'dave-password');
    expect(blocked.status).toBe(401);
    expect(blocked.json).toMatchObject({
      code: 'PE01-1001',
      description: expect.stringContaining('Too many failed attempts'),
    });

    const browser = new ScriptedBrowser(c.service.url);
    const hosted = await signIn(browser, authorizeUrl(c.service.url, newPkce()), {
      email: 'dave@example.com',
      password: 'dave-password',
    });
    expect(hosted.kind === 'page' ? hosted.page.status : 'redirected').toBe(429);

    // Someone else is not affected.
    expect((await login('alice@example.com', 'alice-password')).status).toBe(200);

    c.service.clock.advance(16 * 60_000);
    expect((await login('dave@example.com', 'dave-password')).status).toBe(200);
  });

  it('count at the hosted sign-in too', async () => {
    const browser = new ScriptedBrowser(c.service.url);
    for (let i = 0; i < 10; i += 1) {
      const outcome = await signIn(browser, authorizeUrl(c.service.url, newPkce()), {
        email: 'bob@example.com',
        password: `guess-${i}`,
      });
      expect(outcome.kind === 'page' ? outcome.page.status : 'redirected').toBe(401);
    }
    const blocked = await login('bob@example.com', 'bob-password');
    expect(blocked.status).toBe(401);
    expect(blocked.json).toMatchObject({ description: expect.stringContaining('Too many failed attempts') });
  });
});
