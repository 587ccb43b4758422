import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeV1Service, type FakeV1Service } from '../testing/fake-v1-service.ts';
import { V1Auth } from './v1-auth.ts';
import { V1Client, type V1TokenSource } from './v1-client.ts';
import { V1Error, V1StaleVersionError, V1UnavailableError } from './v1-errors.ts';

let service: FakeV1Service;
let auth: V1Auth;
let baseUrl: string;

beforeEach(async () => {
  service = await startFakeV1Service();
  auth = new V1Auth({ publicUrl: service.url, applicationKey: 'demo-application-key' });
  baseUrl = auth.tenantBaseUrl('acme');
  service.projects = Array.from({ length: 2500 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    version: 1,
    name: `Project ${i}`,
    createdAt: 1_700_000_000_000 + i,
  }));
});
afterEach(() => service.close());

/** A token source that logs in with the password and counts replacements. */
function passwordTokens(): V1TokenSource & { replaced: number } {
  let current: Promise<string> | null = null;
  const source = {
    replaced: 0,
    token: () =>
      (current ??= auth.login(baseUrl, 'alice@example.com', 'alice-password').then((r) => r.token)),
    async replaceRejected() {
      source.replaced += 1;
      current = auth.login(baseUrl, 'alice@example.com', 'alice-password').then((r) => r.token);
      return current;
    },
  };
  return source;
}

describe('V1Client', () => {
  it('addresses the tenant as {public_url}/t/{account}/v1 and sends the token as a query parameter', async () => {
    expect(baseUrl).toBe(`${service.url}/t/acme/v1`);
    const client = new V1Client({ baseUrl, tokens: passwordTokens() });
    await client.list('time/projects', { $top: 1 });
    const request = service.requests.at(-1)!;
    expect(request.path).toBe('/t/acme/v1/time/projects');
    expect(request.query.get('token')).toMatch(/^[0-9a-f]{32}$/);
    expect(request.query.has('apikey')).toBe(false);
  });

  it('decodes /Date(ms)/ into Date', async () => {
    const client = new V1Client({ baseUrl, tokens: passwordTokens() });
    const [first] = await client.list<{ createdAt: Date }>('time/projects', { $top: 1 });
    expect(first?.createdAt).toEqual(new Date(1_700_000_000_000));
  });

  it('pages through 1000 records at a time as the consumer reads', async () => {
    const client = new V1Client({ baseUrl, tokens: passwordTokens() });
    const names: string[] = [];
    for await (const project of client.iterate<{ name: string }>('time/projects')) names.push(project.name);
    expect(names).toHaveLength(2500);
    expect(names[1000]).toBe('Project 1000');
    const pages = service.requests.filter((r) => r.path.endsWith('/time/projects'));
    expect(pages.map((r) => [r.query.get('$top'), r.query.get('$skip')])).toEqual([
      ['1000', '0'],
      ['1000', '1000'],
      ['1000', '2000'],
    ]);
  });

  it('stops paging when the consumer stops, and honours a total $top', async () => {
    const client = new V1Client({ baseUrl, tokens: passwordTokens() });
    for await (const _project of client.iterate('time/projects')) break;
    expect(service.requests.filter((r) => r.path.endsWith('/time/projects'))).toHaveLength(1);
    let count = 0;
    for await (const _project of client.iterate('time/projects', { $top: 1500, $skip: 100 })) count += 1;
    expect(count).toBe(1500);
    expect(service.requests.at(-1)?.query.get('$skip')).toBe('1100');
    expect(service.requests.at(-1)?.query.get('$top')).toBe('500');
  });

  it('sends version on PUT and surfaces a stale version as its own error', async () => {
    const client = new V1Client({ baseUrl, tokens: passwordTokens() });
    const id = service.projects[0]!.id;
    const updated = await client.update<{ version: number; createdAt: Date }>(
      'time/projects',
      id,
      { version: 1, name: 'Renamed' },
      { responseObject: true },
    );
    expect(updated?.version).toBe(2);
    expect(updated?.createdAt).toBeInstanceOf(Date);
    const stale = await client
      .update('time/projects', id, { version: 1, name: 'Again' })
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(V1StaleVersionError);
    expect((stale as V1StaleVersionError).status).toBe(409);
    expect((stale as V1StaleVersionError).description).toBe('Project.name changed in version 2');
    expect(service.projects[0]!.name).toBe('Renamed');
    await expect(
      client.update('time/projects', id, { name: 'x' } as unknown as { version: number }),
    ).rejects.toThrow(TypeError);
  });

  it('decodes the error body into a typed error', async () => {
    const client = new V1Client({ baseUrl, tokens: passwordTokens() });
    const error = await client.update('time/projects', 'missing', { version: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(V1Error);
    expect((error as V1Error).code).toBe('PE01-1101');
    expect((error as V1Error).meaning).toBe('object not found');
  });

  it('replaces a token the service calls invalid once, then retries', async () => {
    const tokens = passwordTokens();
    const client = new V1Client({ baseUrl, tokens });
    await client.list('time/projects', { $top: 1 });
    service.expireTokens();
    await client.list('time/projects', { $top: 1 });
    expect(tokens.replaced).toBe(1);
  });

  const limitBody = { status: 503, code: 'PE01-9002', message: 'Limit exceeded' };

  /** A client whose waits are recorded instead of slept. */
  function recordingClient(): { client: V1Client; waits: number[] } {
    const waits: number[] = [];
    const client = new V1Client({
      baseUrl,
      tokens: passwordTokens(),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    return { client, waits };
  }

  it('waits as long as Retry-After says when the service asks to slow down, then sends again', async () => {
    const { client, waits } = recordingClient();
    await client.list('time/projects', { $top: 1 });
    service.failNext(503, limitBody, { 'Retry-After': '2' });
    service.failNext(429, undefined, { 'Retry-After': '1' });
    const before = service.requests.length;
    const page = await client.list<{ id: string }>('time/projects', { $top: 1 });
    expect(page).toHaveLength(1);
    expect(waits).toEqual([2000, 1000]);
    expect(service.requests.length - before).toBe(3);
  });

  it('sends a write again too, since a refusal for load did nothing', async () => {
    const { client, waits } = recordingClient();
    await client.list('time/projects', { $top: 1 });
    service.failNext(503, limitBody, { 'Retry-After': '1' });
    const error = await client.update('time/projects', 'missing', { version: 1 }).catch((e: unknown) => e);
    expect((error as V1Error).code).toBe('PE01-1101');
    expect(waits).toEqual([1000]);
  });

  it('gives up after four waits or 30 s of waiting, and at once without Retry-After', async () => {
    const { client, waits } = recordingClient();
    await client.list('time/projects', { $top: 1 });
    for (let i = 0; i < 5; i += 1) service.failNext(503, limitBody, { 'Retry-After': '1' });
    const tired = await client.list('time/projects').catch((e: unknown) => e);
    expect(tired).toBeInstanceOf(V1UnavailableError);
    expect(waits).toEqual([1000, 1000, 1000, 1000]);

    service.failNext(503, limitBody);
    const noHint = await client.list('time/projects').catch((e: unknown) => e);
    expect(noHint).toBeInstanceOf(V1UnavailableError);

    service.failNext(503, limitBody, { 'Retry-After': '120' });
    const tooLong = await client.list('time/projects').catch((e: unknown) => e);
    expect(tooLong).toBeInstanceOf(V1UnavailableError);
    expect((tooLong as V1UnavailableError).retryAfterMs).toBe(120_000);

    // Waits add up: 20 s and then 15 s more would keep a screen waiting too long.
    service.failNext(503, limitBody, { 'Retry-After': '20' });
    service.failNext(503, limitBody, { 'Retry-After': '15' });
    const summed = await client.list('time/projects').catch((e: unknown) => e);
    expect(summed).toBeInstanceOf(V1UnavailableError);
    expect(waits).toEqual([1000, 1000, 1000, 1000, 20_000]);

    service.failNext(502, undefined, { 'Retry-After': '1' });
    const badGateway = await client.list('time/projects').catch((e: unknown) => e);
    expect(badGateway).toBeInstanceOf(V1UnavailableError);
    expect(waits).toHaveLength(5);
  });
});

describe('V1Auth', () => {
  it('finds the accounts of an e-mail address with the application key', async () => {
    expect(await auth.findAccounts('alice@example.com')).toEqual([
      { url: 'acme', name: 'Acme Studio' },
      { url: 'globex', name: 'Globex Labs' },
    ]);
    expect(service.requests.at(-1)?.query.get('apikey')).toBe('demo-application-key');
  });

  it('logs in with a password, creates a secret key, logs in with it, and refreshes once per refresh token', async () => {
    const login = await auth.login(baseUrl, 'alice@example.com', 'alice-password');
    expect(login.expiresAt).toBeGreaterThan(Date.now());
    const key = await auth.createSecretKey(baseUrl, login.token, 'Stint on test');
    const byKey = await auth.loginWithSecretKey(baseUrl, key);
    const refreshed = await auth.refresh(baseUrl, byKey.refreshToken);
    expect(refreshed.token).not.toBe(byKey.token);
    const again = await auth.refresh(baseUrl, byKey.refreshToken).catch((e: unknown) => e);
    expect((again as V1Error).code).toBe('PE01-1011');
  });

  it('refuses a wrong password with the addendum code', async () => {
    const error = await auth.login(baseUrl, 'alice@example.com', 'nope').catch((e: unknown) => e);
    expect((error as V1Error).code).toBe('PE01-1001');
  });

  it('accepts a full tenant address from findurl', () => {
    expect(auth.tenantBaseUrl('https://eu.stint.example.com/t/acme')).toBe(
      'https://eu.stint.example.com/t/acme/v1',
    );
    expect(auth.tenantBaseUrl('a b')).toBe(`${service.url}/t/a%20b/v1`);
  });
});
