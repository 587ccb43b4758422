import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicationKey, startService } from '../../../src-service/index.ts';
import { V1Auth } from './v1-auth.ts';
import { V1Client, type V1TokenSource } from './v1-client.ts';
import { V1Error, V1StaleVersionError } from './v1-errors.ts';

// The core's v1 client against the real embedded service (demo seed), not a fake: the calls the
// account layer relies on (findurl, password login, secret keys, refresh) and the generic ones.
let dir: string;
let service: Awaited<ReturnType<typeof startService>>;
let auth: V1Auth;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stint-v1-core-'));
  service = await startService({ dataDir: dir, port: 0, seed: 'demo' });
  auth = new V1Auth({ publicUrl: service.url, applicationKey: demoApplicationKey });
  baseUrl = auth.tenantBaseUrl('acme');
});
afterAll(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('V1Auth against the embedded service', () => {
  it('finds the accounts of an address, logs in, creates a secret key, logs in with it and refreshes', async () => {
    expect(await auth.findAccounts('alice@example.com')).toEqual([
      { url: 'acme', name: 'Acme Studio' },
      { url: 'globex', name: 'Globex Labs' },
    ]);
    const login = await auth.login(baseUrl, 'alice@example.com', 'alice-password');
    expect(login.expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    const key = await auth.createSecretKey(baseUrl, login.token, 'Stint desktop');
    const withKey = await auth.loginWithSecretKey(baseUrl, key);
    const refreshed = await auth.refresh(baseUrl, withKey.refreshToken);
    expect(refreshed.expiresAt - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000);
    await expect(auth.refresh(baseUrl, withKey.refreshToken)).rejects.toMatchObject({
      status: 401,
      code: 'PE01-1011',
    });
    await expect(auth.login(baseUrl, 'alice@example.com', 'wrong')).rejects.toBeInstanceOf(V1Error);
  });
});

describe('V1Client against the embedded service', () => {
  it('lists, counts, creates, updates with the version, sets, deletes and restores', async () => {
    let token: Promise<string> | null = null;
    const tokens: V1TokenSource = {
      token: () =>
        (token ??= auth.login(baseUrl, 'alice@example.com', 'alice-password').then((r) => r.token)),
      replaceRejected: () =>
        (token = auth.login(baseUrl, 'alice@example.com', 'alice-password').then((r) => r.token)),
    };
    const client = new V1Client({ baseUrl, tokens });
    const records: unknown[] = [];
    for await (const r of client.iterate('time/timerecords', { no_expand: true })) records.push(r);
    expect(records.length).toBe(await client.count('time/timerecords'));

    const created = await client.create<{ id: string; version: number; createdAt: Date }>(
      'time/clients',
      { name: 'Core client' },
      { responseObject: true },
    );
    expect(created?.createdAt).toBeInstanceOf(Date);
    const id = created?.id ?? '';
    await client.update('time/clients', id, { name: 'Core client renamed', version: created?.version ?? 0 });
    await expect(
      client.update('time/clients', id, { name: 'stale', version: created?.version ?? 0 }),
    ).rejects.toBeInstanceOf(V1StaleVersionError);
    await client.set('time/clients', id, { note: 'set by the core' });
    expect(await client.get('time/clients/' + id)).toMatchObject({
      name: 'Core client renamed',
      note: 'set by the core',
      version: 3,
    });

    await client.delete('time/clients', id);
    const [item] = await client.list<{ id: string }>('trash', { $filter: `deletedObjectId eq '${id}'` });
    await client.call('GET', `trash/${item?.id ?? ''}/$restore`);
    expect(await client.get('time/clients/' + id)).toMatchObject({ id, trashItem: null });

    const start = new Date(Date.UTC(2024, 0, 2, 9));
    const record = await client.create<{ id: string; start: Date; duration: number }>(
      'time/timerecords',
      { start, duration: 3_600_000, description: 'From the core' },
      { responseObject: true },
    );
    expect(record?.start.getTime()).toBe(start.getTime());
    expect(
      await client.call('GET', 'time/reports/singletotals', { range: 1, range_from: '2024-01-02' }),
    ).toMatchObject({
      count: 1,
      time: 3_600_000,
    });
  });
});
