import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { startService } from '../../../src-service/index.ts';
import { SecretStoreUnavailableError, type SecretStore } from '../platform/secret-store.ts';
import { AccountHarness } from '../testing/account-harness.ts';
import { CoreGraph } from '../graph/core-graph.ts';
import { graphql } from '../graph/graphql.ts';
import type { CoreError } from '../ipc/core-error.ts';
import { inEnglish, problemInEnglish } from '../../../src-shared/testing/in-english.ts';

// Integration tests: the real core against the real embedded service (demo seed) over HTTP on
// loopback, with the real keychain (Secret Service under D-Bus) and a manual clock shared by the
// service and the core's token timers, so "five minutes later" needs no waiting.

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) {
    // Whatever a test did, no IPC answer, event or log line may carry a secret.
    await harness.collectSecrets();
    const leaks = harness.leaks();
    await harness.close();
    expect(leaks).toEqual([]);
  }
});

async function started(
  options: ConstructorParameters<typeof AccountHarness>[0] = {},
): Promise<AccountHarness> {
  const harness = new AccountHarness(options);
  harnesses.push(harness);
  await harness.start();
  return harness;
}

async function signedInAlice(
  organization = 'Acme Studio',
): Promise<{ harness: AccountHarness; state: SessionState }> {
  const harness = await started();
  const { state, error } = await harness.signIn('alice@example.com', 'alice-password', { organization });
  expect(error).toBeNull();
  return { harness, state: state! };
}

const projectsPage = { first: 5 };

const createProject = graphql(`
  mutation CreateProject($title: String!) {
    createProject(input: { title: $title }) {
      id
    }
  }
`);
const ttl = 300_000;

describe('sign-in through the hosted page (PKCE, loopback)', () => {
  it('signs in, with the refresh token in the keychain and nothing secret in the session state', async () => {
    const { harness, state } = await signedInAlice();
    expect(state).toMatchObject({
      status: 'signed-in',
      credential: 'browser',
      user: { email: 'alice@example.com' },
      access: 'FULL',
      organization: { title: 'Acme Studio' },
      problem: null,
      secretsPersistent: true,
    });
    expect(state.organizations.map((o) => o.title)).toEqual(['Acme Studio', 'Globex Labs']);
    const authorize = new URL(harness.opened[0]!);
    expect(authorize.pathname).toBe('/auth/user_management/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    // The browser ended on the listener's page, and the code was exchanged once, with the verifier.
    expect(harness.browser.visited.at(-1)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?code=/);
    const exchange = harness.tokenRequests()[0]!;
    expect(JSON.parse(exchange.requestBody)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
    });
    expect(JSON.parse(exchange.requestBody).code_verifier).toMatch(/^[\w-]{43,128}$/);
    const session = harness.core.accounts.session!;
    expect(await harness.keychain.get(`${session.profile.id}|refresh-token`)).toMatch(/.{16,}/);
    expect(await harness.keychain.get(`${session.profile.id}|api-key`)).toBeNull();
    const result = await harness.invoke('projects:list', projectsPage);
    expect(result.items.length).toBeGreaterThan(0);
    expect(harness.graphRequests().every((r) => r.requestHeaders.get('x-api-key') === null)).toBe(true);
  });

  it('restores the session from the keychain after a restart, without a browser', async () => {
    const { harness } = await signedInAlice('Globex Labs');
    await harness.stop();
    const opened = harness.opened.length;
    const state = await harness.start();
    expect(state).toMatchObject({ status: 'signed-in', organization: { title: 'Globex Labs' } });
    expect(harness.opened).toHaveLength(opened);
  });

  it('maps an unverified e-mail to its own sentence and stores nothing', async () => {
    const harness = await started();
    const { error } = await harness.signIn('carol@example.com', 'carol-password');
    expect(error?.code).toBe('email-not-verified');
    const state = await harness.state();
    expect(state.status).toBe('signed-out');
    expect(problemInEnglish(state.problem)?.nextStep).toMatch(/verification message/);
    expect(
      await harness.keychain.get(`${harness.core.accounts.session!.profile.id}|refresh-token`),
    ).toBeNull();
  });

  it('maps a membership that was not created through an invitation', async () => {
    const harness = await started();
    const { error } = await harness.signIn('dave@example.com', 'dave-password');
    expect(error?.code).toBe('membership-not-materialized');
    expect(problemInEnglish((await harness.state()).problem)?.nextStep).toMatch(/invite you/);
  });

  it('treats a sign-in without organization as failed', async () => {
    const harness = await started();
    const { error } = await harness.signIn('erin@example.com', 'erin-password');
    expect(error?.code).toBe('no-organization');
    expect(problemInEnglish((await harness.state()).problem)?.nextStep).toMatch(/choose an organization/);
  });

  it('cancels: the listener closes and the state says signed out, without a problem', async () => {
    const harness = await started();
    let redirect = '';
    const pending = harness.signIn('alice@example.com', 'alice-password', {
      onPage: (page) => {
        redirect = new URL(harness.opened.at(-1)!).searchParams.get('redirect_uri') ?? '';
        // The person looks at the page and goes back to the app to cancel instead.
        return new Promise((resolve) =>
          setTimeout(() => void harness.invoke('session:cancel-sign-in').then(() => resolve(page)), 20),
        );
      },
    });
    const { error } = await pending;
    expect(error?.code).toBe('sign-in-cancelled');
    expect(await harness.state()).toMatchObject({ status: 'signed-out', problem: null });
    await expect(fetch(redirect)).rejects.toThrow();
  });
});

describe('first use of this computer', () => {
  it('opens the sign-up page, and signs in once the account exists', async () => {
    const harness = await started({ demo: false });
    expect((await harness.state()).suggestSignUp).toBe(true);
    const { state, error } = await harness.signIn('new@example.com', 'a-long-enough-password', {
      onPage: async (page) =>
        harness.browser.submit(page, {
          first_name: 'Nora',
          last_name: 'New',
          email: 'new@example.com',
          password: 'a-long-enough-password',
          organization_name: 'Nora Consulting',
        }),
    });
    expect(error).toBeNull();
    expect(new URL(harness.opened[0]!).searchParams.get('screen_hint')).toBe('sign-up');
    expect(state).toMatchObject({
      status: 'signed-in',
      organization: { title: 'Nora Consulting' },
      suggestSignUp: false,
    });
    // Time tracking works on a service nobody configured: the desktop's application key is built in.
    await waitFor(() => harness.core.accounts.state().v1.needsPassword);
    const connected = await harness.invoke('session:connect-v1', {
      method: 'password',
      password: 'a-long-enough-password',
    });
    expect(connected.v1.state).toBe('connected');
    await harness.collectSecrets();
  });
});

describe('token lifecycle', () => {
  it('refreshes before expiry when under a minute is left, and not before', async () => {
    const { harness } = await signedInAlice();
    const before = harness.tokenRequests().length;
    harness.clock.sleep(ttl - 61_000);
    await harness.invoke('projects:list', projectsPage);
    expect(harness.tokenRequests()).toHaveLength(before);
    harness.clock.sleep(2_000);
    await harness.invoke('projects:list', projectsPage);
    expect(harness.tokenRequests()).toHaveLength(before + 1);
    expect(JSON.parse(harness.tokenRequests().at(-1)!.requestBody).grant_type).toBe('refresh_token');
    // Never after: no graph request was sent with an expired token.
    expect(
      harness
        .graphRequests()
        .map((r) => r.status)
        .filter((s) => s !== 200),
    ).toEqual([]);
  });

  it('refreshes on its timer while idle', async () => {
    const { harness } = await signedInAlice();
    const before = harness.tokenRequests().length;
    harness.clock.advance(ttl - 60_000);
    await waitFor(() => harness.tokenRequests().length === before + 1);
    // The next timer is set once the new refresh token is in the keychain: a minute before the new expiry.
    await waitFor(() => (harness.clock.nextTimerAt ?? 0) > harness.clock.now() + ttl - 62_000);
    harness.clock.advance(ttl - 60_000);
    await waitFor(() => harness.tokenRequests().length === before + 2);
    const result = await harness.invoke('projects:list', projectsPage);
    expect(result.items.length).toBeGreaterThan(0);
  });

  it('sends 50 concurrent requests at expiry with exactly one refresh', async () => {
    const { harness } = await signedInAlice();
    const before = harness.tokenRequests().length;
    harness.clock.sleep(ttl - 10_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => harness.invoke('projects:list', projectsPage)),
    );
    expect(results.every((r) => r.items.length > 0)).toBe(true);
    expect(harness.tokenRequests()).toHaveLength(before + 1);
  });

  it('ends the session with a sentence when its refresh token was used elsewhere', async () => {
    const { harness } = await signedInAlice();
    const id = harness.core.accounts.session!.profile.id;
    const stolen = (await harness.keychain.get(`${id}|refresh-token`))!;
    // Someone else uses the refresh token first; the app's next refresh presents it a second time.
    const res = await fetch(`${harness.serviceUrl}/auth/user_management/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        client_id: 'stint-desktop',
        refresh_token: stolen,
      }),
    });
    expect(res.status).toBe(200);
    harness.secrets.add(((await res.json()) as { refresh_token: string }).refresh_token);
    harness.clock.sleep(ttl - 30_000);
    const error = await harness.invokeError('projects:list', projectsPage);
    expect(error.code).toBe('sign-in-expired');
    expect(error.message).toMatch(/Sign in again/);
    const state = await harness.state();
    expect(state).toMatchObject({ status: 'signed-out', problem: { code: 'sign-in-expired' }, user: null });
    expect(await harness.keychain.get(`${id}|refresh-token`)).toBeNull();
    expect(
      harness.events.some(
        (e) =>
          e.channel === 'session:changed' && (e.payload as SessionState).problem?.code === 'sign-in-expired',
      ),
    ).toBe(true);
  });

  it('keeps the session through a 503 with Retry-After, using the still-valid token meanwhile', async () => {
    const { harness } = await signedInAlice();
    harness.clock.sleep(ttl - 30_000);
    let failures = 1;
    harness.interceptor = (url) =>
      url.endsWith('/auth/user_management/authenticate') && failures-- > 0
        ? new Response('{"error":"temporarily_unavailable"}', {
            status: 503,
            headers: { 'Retry-After': '20' },
          })
        : null;
    const result = await harness.invoke('projects:list', projectsPage);
    expect(result.items.length).toBeGreaterThan(0);
    const state = await harness.state();
    expect(state.status).toBe('signed-in');
    expect(state.retry?.nextAttemptAt).toBe(harness.clock.now() + 20_000);
    harness.clock.advance(20_000);
    await waitFor(() => harness.core.accounts.state().retry === null);
    expect(harness.tokenRequests().at(-1)?.status).toBe(200);
    expect((await harness.state()).status).toBe('signed-in');
  });
});

describe('organizations', () => {
  it('switches with authOrganizationId, tells the renderer, and keeps the choice for the next start', async () => {
    const { harness, state } = await signedInAlice();
    const globex = state.organizations.find((o) => o.title === 'Globex Labs')!;
    expect(globex.authOrganizationId).not.toBe(globex.id);
    const acmeProjects = await harness.invoke('projects:list', projectsPage);
    const next = await harness.invoke('org:switch', { organizationId: globex.id });
    expect(next.organization).toEqual(globex);
    const refresh = JSON.parse(harness.tokenRequests().at(-1)!.requestBody) as Record<string, string>;
    expect(refresh).toMatchObject({
      grant_type: 'refresh_token',
      organization_id: globex.authOrganizationId,
    });
    expect(harness.events).toContainEqual({
      channel: 'org:changed',
      payload: { previous: state.organization, current: globex },
    });
    const globexProjects = await harness.invoke('projects:list', projectsPage);
    expect(JSON.stringify(globexProjects.items)).not.toBe(JSON.stringify(acmeProjects.items));
    await harness.stop();
    expect((await harness.start()).organization?.title).toBe('Globex Labs');
  });

  it('refuses an organization the person does not belong to', async () => {
    const { harness } = await signedInAlice();
    const error = await harness.invokeError('org:switch', { organizationId: 'not-a-member' });
    expect(error.code).toBe('unknown-organization');
  });

  it('signs in the next person without an error about the organization the last one used', async () => {
    const { harness } = await signedInAlice('Globex Labs');
    await harness.invoke('session:sign-out');
    const pages: string[] = [];
    const { state, error } = await harness.signIn('bob@example.com', 'bob-password', {
      onPage: async (page) => {
        const after = await harness.browser.submit(page, {
          email: 'bob@example.com',
          password: 'bob-password',
        });
        pages.push(after.html);
        return after;
      },
    });
    expect(error).toBeNull();
    expect(pages.join('')).not.toContain('not one of yours');
    expect(state?.organization?.title).toBe('Acme Studio');
    expect(state?.access).toBe('READ');
  });

  it('lists the organizations read again from the service', async () => {
    const { harness } = await signedInAlice();
    const list = await harness.invoke('org:list');
    expect(list.map((o) => o.title)).toEqual(['Acme Studio', 'Globex Labs']);
  });
});

describe('graph errors the service answers with', () => {
  it('ends the session on Missing tenant, with the next step to choose an organization', async () => {
    const { harness } = await signedInAlice();
    harness.interceptor = (url) =>
      url.endsWith('/graphql')
        ? Response.json({
            data: null,
            errors: [
              {
                message:
                  'Missing tenant. Tenant-scoped operations require an organization-scoped access token.',
                extensions: { classification: 'UNAUTHORIZED' },
              },
            ],
          })
        : null;
    const error = await harness.invokeError('projects:list', projectsPage);
    expect(error.code).toBe('no-organization');
    expect(await harness.state()).toMatchObject({
      status: 'signed-out',
      problem: { code: 'no-organization' },
    });
  });

  it('keeps the session on Unknown organization and says what to do', async () => {
    const { harness } = await signedInAlice();
    harness.interceptor = (url) =>
      url.endsWith('/graphql')
        ? Response.json({ error: 'Unknown organization in access token', status: 401 }, { status: 401 })
        : null;
    const error = await harness.invokeError('projects:list', projectsPage);
    expect(error.code).toBe('unknown-organization');
    expect(error.message).toMatch(/Switch to another organization/);
    const state = await harness.state();
    expect(state).toMatchObject({ status: 'signed-in', problem: { code: 'unknown-organization' } });
    // Switching to another organization is the way out, and the problem goes with the old one.
    harness.interceptor = undefined;
    const globex = state.organizations.find((o) => o.title === 'Globex Labs')!;
    expect(await harness.invoke('org:switch', { organizationId: globex.id })).toMatchObject({
      problem: null,
    });
  });

  it('reports a service that does not answer without ending the session', async () => {
    const { harness } = await signedInAlice();
    harness.interceptor = (url) => (url.endsWith('/graphql') ? new Response('busy', { status: 503 }) : null);
    const error = await harness.invokeError('projects:list', projectsPage);
    expect(error.code).toBe('service-unreachable');
    expect((await harness.state()).status).toBe('signed-in');
  });
});

describe('permissions', () => {
  it('reports a read-only member who tries a change, and keeps the session', async () => {
    const harness = await started();
    await harness.signIn('bob@example.com', 'bob-password');
    // No screen changes projects over the graph endpoint today; the core's typed client can.
    const session = harness.core.accounts.requireSession();
    const graph = new CoreGraph((operation, kind) => session.execute(operation, kind));
    const error = await graph.mutate(createProject, { title: 'Nope' }).then(
      () => {
        throw new Error('the change was accepted');
      },
      (reason: unknown) => reason as CoreError,
    );
    expect(error.code).toBe('forbidden');
    expect(error.message).toMatch(/read-only access in Acme Studio/);
    expect((await harness.state()).status).toBe('signed-in');
  });
});

describe('API key mode', () => {
  async function createApiKey(harness: AccountHarness): Promise<string> {
    // The hosted profile page of the signed-in browser: the full key is shown once.
    let page = await harness.browser.open(`${harness.serviceUrl}/auth/profile`);
    page = await harness.browser.submit(page, { name: 'Stint test' }, { formIndex: 1 });
    const key = /id="new-key"[^>]*value="([^"]+)"/.exec(page.html)?.[1];
    if (key === undefined) throw new Error(`no key on the profile page:\n${page.html.slice(0, 2000)}`);
    harness.secrets.add(key);
    return key;
  }

  it('checks the key, sends only X-Api-Key, keeps it in the keychain and restores it', async () => {
    const { harness } = await signedInAlice();
    const key = await createApiKey(harness);
    await harness.invoke('session:sign-out');
    const state = await harness.invoke('session:sign-in-with-api-key', { apiKey: key });
    expect(state).toMatchObject({
      status: 'signed-in',
      credential: 'api-key',
      organization: { title: 'Acme Studio' },
    });
    const id = harness.core.accounts.session!.profile.id;
    expect(await harness.keychain.get(`${id}|api-key`)).toBe(key);
    expect(await harness.keychain.get(`${id}|refresh-token`)).toBeNull();
    const mark = harness.graphRequests().length;
    await harness.invoke('projects:list', projectsPage);
    const sent = harness.graphRequests().slice(mark);
    expect(
      sent.every(
        (r) => r.requestHeaders.get('x-api-key') === key && r.requestHeaders.get('authorization') === null,
      ),
    ).toBe(true);
    expect(
      (await harness.invokeError('org:switch', { organizationId: state.organizations[1]!.id })).code,
    ).toBe('api-key-single-organization');
    await harness.stop();
    expect(await harness.start()).toMatchObject({ status: 'signed-in', credential: 'api-key' });
  });

  it('refuses a wrong key with a sentence and stores nothing', async () => {
    const harness = await started();
    const error = await harness.invokeError('session:sign-in-with-api-key', {
      apiKey: 'sk_not_a_real_key_123456',
    });
    expect(error.code).toBe('api-key-rejected');
    expect((await harness.state()).problem?.code).toBe('api-key-rejected');
    const id = harness.core.accounts.session!.profile.id;
    expect(await harness.keychain.get(`${id}|api-key`)).toBeNull();
  });
});

describe('sign out', () => {
  it('forgets every stored secret of the connection', async () => {
    const { harness } = await signedInAlice();
    const id = harness.core.accounts.session!.profile.id;
    const state = await harness.invoke('session:sign-out');
    expect(state).toMatchObject({ status: 'signed-out', user: null, organization: null, problem: null });
    for (const suffix of ['refresh-token', 'api-key', 'v1-secret-keys']) {
      expect(await harness.keychain.get(`${id}|${suffix}`)).toBeNull();
    }
    expect(harness.events.filter((e) => e.channel === 'org:changed').at(-1)).toMatchObject({
      payload: { current: null },
    });
  });
});

describe('v1 session', () => {
  const v1Ttl = 3_600_000;

  async function connectedV1(): Promise<{ harness: AccountHarness; id: string; organizationId: string }> {
    const { harness } = await signedInAlice();
    await waitFor(() => harness.core.accounts.state().v1.needsPassword);
    const state = await harness.state();
    expect(state.v1).toMatchObject({ state: 'not-connected', needsPassword: true, problem: null });
    const connected = await harness.invoke('session:connect-v1', {
      method: 'password',
      password: 'alice-password',
    });
    expect(connected.v1).toEqual({
      state: 'connected',
      account: 'acme',
      needsPassword: false,
      problem: null,
    });
    await harness.collectSecrets();
    return { harness, id: harness.core.accounts.session!.profile.id, organizationId: state.organization!.id };
  }

  const v1Logins = (harness: AccountHarness) =>
    harness.wire.filter((r) => new URL(r.url).pathname.endsWith('/v1/auth/login'));
  const v1Refreshes = (harness: AccountHarness) =>
    harness.wire.filter((r) => new URL(r.url).pathname.endsWith('/v1/auth/refreshtoken'));
  const basicPassword = (exchange: { requestHeaders: Headers }) =>
    Buffer.from((exchange.requestHeaders.get('authorization') ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':')
      .slice(1)
      .join(':');

  it('asks for the password once, keeps only a key for this device, and uses the v1 interface', async () => {
    const { harness, id, organizationId } = await connectedV1();
    const stored = JSON.parse((await harness.keychain.get(`${id}|v1-secret-keys`))!) as Record<
      string,
      string
    >;
    expect(Object.keys(stored)).toEqual([organizationId]);
    expect(stored[organizationId]).not.toContain('alice-password');
    const client = harness.core.accounts.session!.v1Client();
    expect(client.baseUrl).toBe(`${harness.serviceUrl}/t/acme/v1`);
    const projects = await client.list<{ id: string; createdAt: Date }>('time/projects', { $top: 3 });
    expect(projects.length).toBeGreaterThan(0);
    expect(projects[0]!.createdAt).toBeInstanceOf(Date);
    const self = await client.get<{ email: string }>('users/@self');
    expect(self.email).toBe('alice@example.com');
  });

  const v1Exchanges = (harness: AccountHarness) =>
    harness.wire.filter((r) => new URL(r.url).pathname.endsWith('/v1/auth/exchange'));

  it('connects the person’s other organization without asking for the password again', async () => {
    const { harness, id } = await connectedV1();
    const globex = (await harness.state()).organizations.find((o) => o.title === 'Globex Labs')!;
    await harness.invoke('org:switch', { organizationId: globex.id });
    await waitFor(() => harness.core.accounts.state().v1.state === 'connected');
    expect((await harness.state()).v1).toEqual({
      state: 'connected',
      account: 'globex',
      needsPassword: false,
      problem: null,
    });
    // Not a single password went to Globex: the session came through the exchange.
    const globexLogins = v1Logins(harness).filter((r) => r.url.includes('/t/globex/'));
    expect(globexLogins.map(basicPassword).filter((password) => password !== '')).toEqual([]);
    expect(v1Exchanges(harness).map((r) => [new URL(r.url).pathname, r.status])).toEqual([
      ['/t/globex/v1/auth/exchange', 200],
    ]);
    await harness.collectSecrets();
    const stored = JSON.parse((await harness.keychain.get(`${id}|v1-secret-keys`))!) as Record<
      string,
      string
    >;
    expect(Object.keys(stored)).toContain(globex.id);
    const self = await harness.core.accounts.session!.v1Client().get<{ email: string }>('users/@self');
    expect(self.email).toBe('alice@example.com');
    expect(harness.core.accounts.session!.v1Client().baseUrl).toBe(`${harness.serviceUrl}/t/globex/v1`);
  });

  it('asks for the password in the other organization when the service offers no exchange', async () => {
    const { harness } = await connectedV1();
    harness.interceptor = (url) =>
      url.includes('/v1/auth/exchange')
        ? Response.json({ status: 404, code: 'PE01-9003', message: 'Resource not found' }, { status: 404 })
        : null;
    const globex = (await harness.state()).organizations.find((o) => o.title === 'Globex Labs')!;
    await harness.invoke('org:switch', { organizationId: globex.id });
    await waitFor(() => harness.core.accounts.state().v1.needsPassword);
    expect((await harness.state()).v1).toMatchObject({ state: 'not-connected', needsPassword: true });
    const connected = await harness.invoke('session:connect-v1', {
      method: 'password',
      password: 'alice-password',
    });
    expect(connected.v1.state).toBe('connected');
  });

  it('numbers every session snapshot in the order taken, answers and pushes alike, across connections', async () => {
    const { harness } = await connectedV1();
    const answer = await harness.invoke('session:get');
    await harness.invoke('connection:set', { kind: 'this-computer' });
    const numbers = harness.events
      .filter((event) => event.channel === 'session:changed')
      .map((event) => (event.payload as SessionState).revision);
    expect(numbers.length).toBeGreaterThan(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(numbers.length);
    // The answer was taken after the pushes of the sign-in and before those of the reconnection.
    expect(numbers.filter((n) => n < answer.revision).length).toBeGreaterThan(0);
    expect(numbers.filter((n) => n > answer.revision).length).toBeGreaterThan(0);
    expect((await harness.invoke('session:get')).revision).toBeGreaterThan(Math.max(...numbers));
  });

  it('logs in with the device key after a restart: the password is never sent again', async () => {
    const { harness } = await connectedV1();
    await harness.stop();
    const mark = harness.wire.length;
    await harness.start();
    await waitFor(() => harness.core.accounts.state().v1.state === 'connected');
    const logins = v1Logins(harness).filter((r) => harness.wire.indexOf(r) >= mark);
    expect(logins).toHaveLength(1);
    expect(basicPassword(logins[0]!)).toBe('');
    const projects = await harness.core.accounts.session!.v1Client().list('time/projects', { $top: 1 });
    expect(projects).toHaveLength(1);
  });

  it('refreshes the 60-minute token before it expires, once for many concurrent requests', async () => {
    const { harness } = await connectedV1();
    const client = harness.core.accounts.session!.v1Client();
    harness.clock.sleep(v1Ttl - 61_000);
    await client.list('time/projects', { $top: 1 });
    expect(v1Refreshes(harness)).toHaveLength(0);
    harness.clock.sleep(31_000);
    await Promise.all(Array.from({ length: 20 }, () => client.list('time/projects', { $top: 1 })));
    expect(v1Refreshes(harness)).toHaveLength(1);
    expect(
      harness.wire.filter((r) => r.url.includes('/t/acme/v1/time/projects') && r.status !== 200),
    ).toEqual([]);
  });

  it('logs in again with the device key when the refresh token is refused', async () => {
    const { harness } = await connectedV1();
    const client = harness.core.accounts.session!.v1Client();
    const logins = v1Logins(harness).length;
    harness.clock.sleep(v1Ttl - 30_000);
    let refusals = 1;
    harness.interceptor = (url) =>
      url.includes('/v1/auth/refreshtoken') && refusals-- > 0
        ? Response.json(
            { status: 401, code: 'PE01-1011', message: 'Refresh token invalid or expired' },
            { status: 401 },
          )
        : null;
    await client.list('time/projects', { $top: 1 });
    expect(v1Logins(harness)).toHaveLength(logins + 1);
    expect(basicPassword(v1Logins(harness).at(-1)!)).toBe('');
  });

  it('refuses a wrong password with a sentence and keeps nothing', async () => {
    const { harness } = await signedInAlice();
    const error = await harness.invokeError('session:connect-v1', {
      method: 'password',
      password: 'not-her-password',
    });
    expect(error.code).toBe('v1-wrong-password');
    const state = await harness.state();
    expect(state.v1).toMatchObject({ state: 'not-connected', needsPassword: true });
    expect(inEnglish(state.v1.problem)).toMatch(/password was not accepted/);
    const id = harness.core.accounts.session!.profile.id;
    expect(await harness.keychain.get(`${id}|v1-secret-keys`)).toBeNull();
  });

  it('keeps v1 per organization: a switch drops the old one, switching back restores it without asking', async () => {
    const { harness } = await connectedV1();
    const state = await harness.state();
    const globex = state.organizations.find((o) => o.title === 'Globex Labs')!;
    const acme = state.organization!;
    // A service without the session exchange: Globex needs its own password.
    harness.interceptor = (url) =>
      url.includes('/v1/auth/exchange')
        ? Response.json({ status: 404, code: 'PE01-9003', message: 'Resource not found' }, { status: 404 })
        : null;
    const switched = await harness.invoke('org:switch', { organizationId: globex.id });
    expect(switched.v1.state).not.toBe('connected');
    await waitFor(() => harness.core.accounts.state().v1.needsPassword);
    expect((await harness.state()).v1).toMatchObject({ state: 'not-connected', account: 'globex' });
    expect(() => harness.core.accounts.session!.v1Client()).toThrow(/Connect this organization/);
    await harness.invoke('org:switch', { organizationId: acme.id });
    await waitFor(() => harness.core.accounts.state().v1.state === 'connected');
    expect(harness.core.accounts.session!.v1Client().baseUrl).toMatch(/\/t\/acme\/v1$/);
  });

  it('asks for the password again when the device key was deleted on the service', async () => {
    const { harness } = await connectedV1();
    const client = harness.core.accounts.session!.v1Client();
    const keys = await client.list<{ id: string }>('users/@self/secretkeys');
    for (const key of keys) await client.delete('secretkeys', key.id, { hard: true });
    await harness.stop();
    await harness.start();
    await waitFor(() => harness.core.accounts.state().v1.problem !== null);
    const state = await harness.state();
    expect(inEnglish(state.v1.problem)).toMatch(/no longer works/);
    expect(
      await harness.keychain.get(`${harness.core.accounts.session!.profile.id}|v1-secret-keys`),
    ).toBeNull();
  });

  it('forgets the device key on sign-out', async () => {
    const { harness, id } = await connectedV1();
    await harness.invoke('session:sign-out');
    expect(await harness.keychain.get(`${id}|v1-secret-keys`)).toBeNull();
  });
});

describe('connections', () => {
  it('uses a server, keeps each connection signed in, and comes back to this computer', async () => {
    const serverDir = mkdtempSync(join(tmpdir(), 'stint-server-'));
    const server = await startService({ dataDir: serverDir, seed: 'demo' });
    try {
      const { harness } = await signedInAlice();
      const refused = await harness.invokeError('connection:set', {
        kind: 'server',
        serviceUrl: 'http://stint.example.com',
      });
      expect(refused.code).toBe('invalid-connection');
      expect(refused.message).toMatch(/https/);
      const onServer = await harness.invoke('connection:set', {
        kind: 'server',
        serviceUrl: `${server.url}/`,
      });
      expect(onServer).toMatchObject({
        status: 'signed-out',
        connection: { kind: 'server', label: new URL(server.url).host },
      });
      expect(onServer.connection.server?.authUrl).toBe(`${server.url}/auth`);
      const { error } = await harness.signIn('bob@example.com', 'bob-password');
      expect(error).toBeNull();
      expect(new URL(harness.opened.at(-1)!).origin).toBe(server.url);
      const back = await harness.invoke('connection:set', { kind: 'this-computer' });
      expect(back).toMatchObject({ status: 'signed-in', user: { email: 'alice@example.com' } });
      const again = await harness.invoke('connection:set', { kind: 'server', serviceUrl: server.url });
      expect(again).toMatchObject({ status: 'signed-in', user: { email: 'bob@example.com' } });
      // A server that stops answering is reported before any browser opens.
      await harness.invoke('session:sign-out');
      await server.close();
      const opened = harness.opened.length;
      const down = await harness.invokeError('session:sign-in', {});
      expect(down.code).toBe('service-unreachable');
      expect(harness.opened).toHaveLength(opened);
      // The choice survives a restart.
      await harness.stop();
      expect((await harness.start()).connection.kind).toBe('server');
    } finally {
      await server.close();
      rmSync(serverDir, { recursive: true, force: true });
    }
  });
});

describe('keychain', () => {
  it('says so when the keychain stops answering, and keeps the session for this run', async () => {
    let broken = false;
    const breakable = (inner: SecretStore): SecretStore => ({
      persistent: true,
      get: (account) =>
        broken ? Promise.reject(new SecretStoreUnavailableError(new Error('locked'))) : inner.get(account),
      set: (account, value) =>
        broken
          ? Promise.reject(new SecretStoreUnavailableError(new Error('locked')))
          : inner.set(account, value),
      delete: (account) =>
        broken ? Promise.reject(new SecretStoreUnavailableError(new Error('locked'))) : inner.delete(account),
    });
    const harness = new AccountHarness({ wrapKeychain: breakable });
    harnesses.push(harness);
    await harness.start();
    await harness.signIn('alice@example.com', 'alice-password', { organization: 'Acme Studio' });
    broken = true;
    harness.clock.sleep(ttl - 30_000);
    const result = await harness.invoke('projects:list', projectsPage);
    expect(result.items.length).toBeGreaterThan(0);
    const state = await harness.state();
    expect(state).toMatchObject({ status: 'signed-in', secretsPersistent: false });
    expect(harness.notifications).toEqual([
      'Stint cannot use the system keychain: Your sign-in is kept only until Stint quits. Unlock or install a keychain to stay signed in.',
    ]);
    broken = false;
  });
});

describe('the leak scan itself', () => {
  it('finds a secret or a JWT in a log line, an event or an IPC answer', () => {
    const harness = new AccountHarness();
    harnesses.push(harness);
    harness.secrets.add('refresh-token-value-123');
    expect(harness.leaks()).toEqual([]);
    harness.logLines.push('info refreshed with refresh-token-value-123');
    harness.events.push({
      channel: 'session:changed',
      payload: { note: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.sig' },
    });
    harness.responses.push({ ok: true, value: { token: 'refresh-token-value-123' } });
    expect(harness.leaks()).toHaveLength(3);
    harness.logLines.length = 0;
    harness.events.length = 0;
    harness.responses.length = 0;
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000, describe?: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`condition not met in time ${describe?.() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
