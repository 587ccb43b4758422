import { describe, expect, it } from 'vitest';
import { FakeClock } from '../testing/fake-clock.ts';
import { fakeAccessToken, startFakeTokenService } from '../testing/fake-token-service.ts';
import { GrantRejectedError, NoOrganizationError, TransientAuthError } from './auth-errors.ts';
import { readAccessTokenClaims } from './jwt-claims.ts';
import { oauthGrant, issuedFromResponse } from './oauth-grant.ts';
import type { RefreshGrant, TokenResponse } from './token-endpoint.ts';
import { SessionEndedError, TokenManager, type TokenManagerOptions } from './token-manager.ts';
import { TokenEndpoint } from './token-endpoint.ts';

const ttlMs = 300_000;

/** An in-process refresh grant with rotation, for exact control; HTTP is covered further down. */
class ScriptedGrant implements RefreshGrant {
  readonly calls: { refreshToken: string; organizationId: string | undefined }[] = [];
  readonly valid = new Set<string>(['rt-0']);
  failures: Error[] = [];
  withoutOrganization = false;
  #serial = 0;
  #gate: Promise<void> | null = null;
  #open: () => void = () => undefined;
  readonly clock: FakeClock;

  constructor(clock: FakeClock) {
    this.clock = clock;
  }

  hold(): void {
    this.#gate = new Promise((resolve) => (this.#open = resolve));
  }

  release(): void {
    this.#gate = null;
    this.#open();
  }

  async refresh(refreshToken: string, organizationId?: string): Promise<TokenResponse> {
    this.calls.push({ refreshToken, organizationId });
    if (this.#gate !== null) await this.#gate;
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    if (!this.valid.delete(refreshToken)) throw new GrantRejectedError('invalid_grant', 'used');
    const next = `rt-${++this.#serial}`;
    this.valid.add(next);
    const org = this.withoutOrganization ? null : (organizationId ?? 'org_a');
    return {
      accessToken: fakeAccessToken(Math.floor((this.clock.now() + ttlMs) / 1000), org),
      refreshToken: next,
      organizationId: org,
      user: { id: 'u', email: 'a@example.com', firstName: null, lastName: null },
    };
  }
}

function setup(extra: Partial<TokenManagerOptions<TokenResponse>> = {}) {
  const clock = new FakeClock();
  const grant = new ScriptedGrant(clock);
  const saved: string[] = [];
  const events: string[] = [];
  const manager = new TokenManager({
    grant: oauthGrant(grant),
    refreshToken: 'rt-0',
    organizationId: 'org_a',
    saveRefreshToken: (token) => {
      saved.push(token);
      events.push(`saved ${token}`);
      return Promise.resolve();
    },
    now: clock.now,
    scheduler: clock,
    random: () => 0,
    backoff: { initialMs: 1000, maxMs: 60_000, jitter: 0 },
    onRefreshed: (issued) => events.push(`refreshed ${issued.refreshToken}`),
    onEnded: (error) => events.push(`ended ${error.reason.name}`),
    onRetry: (state) =>
      events.push(state === null ? 'retry cleared' : `retry at +${state.nextAttemptAt - clock.now()}`),
    ...extra,
  });
  return { clock, grant, saved, events, manager };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('TokenManager', () => {
  it('refreshes before the first request when it has no access token, and saves the new refresh token first', async () => {
    const { manager, grant, events } = setup();
    const token = await manager.accessToken();
    expect(grant.calls).toEqual([{ refreshToken: 'rt-0', organizationId: 'org_a' }]);
    expect(readAccessTokenClaims(token).organizationId).toBe('org_a');
    expect(events).toEqual(['saved rt-1', 'refreshed rt-1']);
  });

  it('uses the token while more than a minute remains, and refreshes first when less does', async () => {
    const { manager, grant, clock } = setup();
    const first = await manager.accessToken();
    clock.sleep(ttlMs - 61_000);
    expect(await manager.accessToken()).toBe(first);
    expect(grant.calls).toHaveLength(1);
    clock.sleep(2000);
    const second = await manager.accessToken();
    expect(second).not.toBe(first);
    expect(grant.calls).toHaveLength(2);
    // The refresh happened before expiry: the old token had 59 s left.
    expect(readAccessTokenClaims(first).expiresAt - clock.now()).toBe(59_000);
    expect(manager.current?.expiresAt).toBe(clock.now() + ttlMs);
  });

  it('runs one refresh for 50 concurrent callers and uses each refresh token once', async () => {
    const { manager, grant, clock } = setup();
    await manager.accessToken();
    clock.sleep(ttlMs - 30_000);
    grant.hold();
    const callers = Array.from({ length: 50 }, () => manager.accessToken());
    await flush();
    grant.release();
    const tokens = await Promise.all(callers);
    expect(new Set(tokens).size).toBe(1);
    expect(grant.calls).toHaveLength(2);
    expect(grant.calls.map((c) => c.refreshToken)).toEqual(['rt-0', 'rt-1']);
  });

  it('does not hand out the new access token before the refresh token is stored', async () => {
    let storing: () => void = () => undefined;
    const { manager } = setup({
      saveRefreshToken: () => new Promise<void>((resolve) => (storing = resolve)),
    });
    let got: string | null = null;
    const pending = manager.accessToken().then((token) => (got = token));
    await flush();
    await flush();
    expect(got).toBeNull();
    expect(manager.current).toBeNull();
    storing();
    await pending;
    expect(got).not.toBeNull();
  });

  it('refreshes on a timer a minute before expiry while idle', async () => {
    const { manager, grant, clock } = setup();
    const first = await manager.accessToken();
    expect(clock.nextTimerAt).toBe(readAccessTokenClaims(first).expiresAt - 60_000);
    clock.advance(ttlMs - 60_000);
    await flush();
    expect(grant.calls).toHaveLength(2);
    expect(manager.current?.accessToken).not.toBe(first);
    // And the next one is scheduled from the new expiry.
    expect(clock.nextTimerAt).toBe(clock.now() + ttlMs - 60_000);
  });

  it('refreshes after a resume from sleep that slept through the timer', async () => {
    const { manager, grant, clock } = setup();
    await manager.accessToken();
    clock.sleep(2 * ttlMs);
    expect(grant.calls).toHaveLength(1);
    manager.resumed();
    await flush();
    expect(grant.calls).toHaveLength(2);
    expect(manager.current!.expiresAt).toBe(clock.now() + ttlMs);
  });

  it('only reschedules after a short resume', async () => {
    const { manager, grant, clock } = setup();
    await manager.accessToken();
    clock.sleep(10_000);
    manager.resumed();
    await flush();
    expect(grant.calls).toHaveLength(1);
    expect(clock.pendingTimers).toBe(1);
  });

  it('ends the session on invalid_grant and says why', async () => {
    const { manager, grant, events } = setup();
    grant.valid.clear();
    const error = await manager.accessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect((error as SessionEndedError).reason).toBeInstanceOf(GrantRejectedError);
    expect(events).toContain('ended GrantRejectedError');
    await expect(manager.accessToken()).rejects.toBeInstanceOf(SessionEndedError);
    expect(grant.calls).toHaveLength(1);
  });

  it('treats a token without org_id as a failed sign-in', async () => {
    const { manager, grant, saved } = setup();
    grant.withoutOrganization = true;
    const error = await manager.accessToken().catch((e: unknown) => e);
    expect((error as SessionEndedError).reason).toBeInstanceOf(NoOrganizationError);
    expect(saved).toEqual([]);
  });

  it('keeps the session on transient failures, backs off, and keeps using a still-valid token', async () => {
    const { manager, grant, clock, events } = setup();
    const first = await manager.accessToken();
    clock.sleep(ttlMs - 30_000);
    grant.failures.push(new TransientAuthError('down', 503, null), new TransientAuthError('down', 503, null));
    expect(await manager.accessToken()).toBe(first);
    expect(events.at(-1)).toBe('retry at +1000');
    // Inside the backoff window nobody calls the service again.
    expect(await manager.accessToken()).toBe(first);
    expect(grant.calls).toHaveLength(2);
    clock.advance(1000);
    await flush();
    expect(grant.calls).toHaveLength(3);
    expect(events.at(-1)).toBe('retry at +2000');
    clock.advance(2000);
    await flush();
    expect(grant.calls).toHaveLength(4);
    expect(manager.current?.accessToken).not.toBe(first);
    expect(events.slice(-3)).toEqual(['saved rt-2', 'retry cleared', 'refreshed rt-2']);
  });

  it('honours Retry-After on 429', async () => {
    const { manager, grant, clock, events } = setup();
    await manager.accessToken();
    clock.sleep(ttlMs - 30_000);
    grant.failures.push(new TransientAuthError('slow down', 429, 45_000));
    await manager.accessToken();
    expect(events.at(-1)).toBe('retry at +45000');
    expect(clock.nextTimerAt).toBe(clock.now() + 45_000);
  });

  it('fails a request once the token has expired and the service is still unreachable, without ending the session', async () => {
    const { manager, grant, clock } = setup();
    await manager.accessToken();
    clock.sleep(ttlMs + 1000);
    grant.failures.push(new TransientAuthError('down', null, null));
    await expect(manager.accessToken()).rejects.toBeInstanceOf(TransientAuthError);
    expect(manager.ended).toBeNull();
    await expect(manager.accessToken()).rejects.toBeInstanceOf(TransientAuthError);
    expect(grant.calls).toHaveLength(2);
  });

  it('replaces a rejected token once, however many callers saw the 401', async () => {
    const { manager, grant } = setup();
    const used = await manager.accessToken();
    const retries = await Promise.all(Array.from({ length: 10 }, () => manager.replaceRejected(used)));
    expect(new Set(retries).size).toBe(1);
    expect(retries[0]).not.toBe(used);
    expect(grant.calls).toHaveLength(2);
    // A late 401 for the old token does not refresh again.
    expect(await manager.replaceRejected(used)).toBe(retries[0]);
    expect(grant.calls).toHaveLength(2);
  });

  it('switches organization with a refresh that names it, and keeps it afterwards', async () => {
    const { manager, grant, clock } = setup();
    await manager.accessToken();
    await manager.refresh({ organizationId: 'org_b' });
    expect(manager.organizationId).toBe('org_b');
    clock.sleep(ttlMs - 10_000);
    await manager.accessToken();
    expect(grant.calls.map((c) => c.organizationId)).toEqual(['org_a', 'org_b', 'org_b']);
  });

  it('can try a switch without ending the session when it is refused', async () => {
    const { manager, grant } = setup();
    await manager.accessToken();
    grant.failures.push(new GrantRejectedError('invalid_grant', 'not a member'));
    await expect(manager.refresh({ organizationId: 'org_x', endOnRejection: false })).rejects.toBeInstanceOf(
      GrantRejectedError,
    );
    expect(manager.ended).toBeNull();
  });

  it('stops its timer when disposed', async () => {
    const { manager, clock } = setup();
    await manager.accessToken();
    manager.dispose();
    expect(clock.pendingTimers).toBe(0);
  });
});

function issuedFromResponseLike(accessToken: string) {
  const { expiresAt, organizationId } = issuedFromResponse({
    accessToken,
    refreshToken: 'unused',
    organizationId: null,
    user: { id: 'u', email: 'e', firstName: null, lastName: null },
  });
  return { accessToken, expiresAt, organizationId };
}

describe('TokenManager over HTTP', () => {
  it('makes exactly one refresh request for 50 concurrent callers at expiry', async () => {
    const service = await startFakeTokenService();
    try {
      const endpoint = new TokenEndpoint({ authUrl: service.authUrl, clientId: 'stint-desktop' });
      const expired = fakeAccessToken(Math.floor(Date.now() / 1000) + 30, 'org_acme');
      const manager = new TokenManager({
        grant: oauthGrant(endpoint),
        refreshToken: service.issueRefreshToken(),
        access: issuedFromResponseLike(expired),
        organizationId: 'org_acme',
        saveRefreshToken: () => Promise.resolve(),
      });
      const release = service.hold();
      const callers = Array.from({ length: 50 }, () => manager.accessToken());
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const tokens = await Promise.all(callers);
      expect(new Set(tokens).size).toBe(1);
      expect(tokens[0]).not.toBe(expired);
      expect(service.grants.filter((g) => g.type === 'refresh_token')).toHaveLength(1);
      manager.dispose();
    } finally {
      await service.close();
    }
  });
});
