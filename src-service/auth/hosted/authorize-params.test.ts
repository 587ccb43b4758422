import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, newPkce } from '../../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { pendingSignIns } from '../testing/service-rows.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

describe('authorize: values over their length limit', () => {
  const pkce = newPkce(41234);
  const open = (extra: Record<string, string>) =>
    fetch(authorizeUrl(svc.url, { ...pkce, state: extra['state'] ?? pkce.state }, extra), {
      redirect: 'manual',
    });

  // name, the value at its limit, one character over it, whether the refusal returns the state
  const cases: [string, string, string, boolean][] = [
    ['state', 's'.repeat(512), 's'.repeat(513), false],
    ['organization_id', 'o'.repeat(128), 'o'.repeat(129), true],
    ['login_hint', `${'l'.repeat(308)}@example.com`, `${'l'.repeat(309)}@example.com`, true],
  ];
  for (const [name, atLimit, over, echoesState] of cases) {
    it(`accepts ${name} at its limit and sends it over the limit back to the callback as invalid_request`, async () => {
      expect((await open({ [name]: atLimit })).status).toBe(200);
      const before = await pendingSignIns(svc);
      const res = await open({ [name]: over });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(pkce.redirectUri);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_description')).toContain(`${name} is too long`);
      // A refused state is not echoed: returning it unbounded is what the limit prevents.
      expect(location.searchParams.get('state')).toBe(echoesState ? pkce.state : null);
      expect(await pendingSignIns(svc)).toBe(before);

      // Nothing goes to a callback that is not good: then it is the error page, as before.
      const url = new URL(authorizeUrl(svc.url, pkce, { [name]: over }));
      url.searchParams.set('redirect_uri', 'http://evil.example/callback');
      const bad = await fetch(url, { redirect: 'manual' });
      expect(bad.status).toBe(400);
      expect(bad.headers.get('location')).toBeNull();
    });
  }
});
