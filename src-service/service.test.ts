import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopApplicationKey, startService, type RunningService } from './index.ts';
import { emptyPostgresUrl, migratedPostgresUrl } from './testing/test-engine.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(): Promise<RunningService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-svc-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const service = await startService({ dataDir, port: 0, version: '9.9.9' });
  cleanups.push(() => service.close());
  return service;
}

describe('startService', () => {
  it('listens on loopback with a free port and answers its health check', async () => {
    const service = await start();
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${service.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'stint', version: '9.9.9' });
  });

  it('answers unknown paths with a JSON 404, never a stack trace', async () => {
    const service = await start();
    const res = await fetch(`${service.url}/nowhere`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'Not found', status: 404 });
  });

  it('stops accepting connections once closed', async () => {
    const service = await start();
    await service.close();
    await expect(fetch(`${service.url}/health`)).rejects.toThrow();
  });
});

describe('the v1 address space', () => {
  it('answers the v1 error body for what is not there', async () => {
    const service = await start();
    const cases: [string, number, string][] = [
      ['/v1/time/projects', 400, 'PE01-1003'],
      ['/t/acme/v1/time/projects', 401, 'PE01-1005'],
      ['/v1', 404, 'PE01-9003'],
      ['/v1/nothing', 404, 'PE01-9003'],
    ];
    for (const [path, status, code] of cases) {
      const res = await fetch(`${service.url}${path}`, { method: 'POST' });
      expect(res.status, path).toBe(status);
      expect(await res.json()).toMatchObject({ status, code });
    }
    const suppressed = await fetch(`${service.url}/v1/nothing?suppress_response_code=true`);
    expect(suppressed.status).toBe(200);
    expect(await suppressed.json()).toMatchObject({ status: 404, code: 'PE01-9003' });
  });
});

describe('request hygiene', () => {
  it('answers only for its own host names on loopback (no DNS rebinding)', async () => {
    const service = await start();
    const { request } = await import('node:http');
    const status = (host: string): Promise<number> =>
      new Promise((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port: service.port, path: '/health', headers: { Host: host } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await status(`127.0.0.1:${service.port}`)).toBe(200);
    expect(await status(`localhost:${service.port}`)).toBe(200);
    expect(await status(`evil.example:${service.port}`)).toBe(421);
    expect(await status('127.0.0.1')).toBe(421);
  });

  it('refuses bad lifetimes and public URLs at start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-svc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await expect(startService({ dataDir, accessTokenTtlSeconds: 0 })).rejects.toThrow(
      /accessTokenTtlSeconds/,
    );
    await expect(startService({ dataDir, authCodeTtlSeconds: 1.5 })).rejects.toThrow(/authCodeTtlSeconds/);
    await expect(startService({ dataDir, publicUrl: 'https://x.example/path' })).rejects.toThrow(/publicUrl/);
  });

  it('keeps the signing key and the database in the data folder across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-svc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startService({ dataDir, seed: 'demo' });
    const jwks = await (await fetch(`${first.url}/auth/sso/jwks/stint-desktop`)).json();
    await first.close();
    const second = await startService({ dataDir, seed: 'demo' });
    cleanups.push(() => second.close());
    expect(await (await fetch(`${second.url}/auth/sso/jwks/stint-desktop`)).json()).toEqual(jwks);
  });

  it("accepts the desktop app's v1 application key without any seed, across restarts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-svc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const findUrl = (url: string, key: string) =>
      fetch(`${url}/v1/register/findurl?apikey=${key}&email=nobody@example.com`).then((res) => res.status);
    const first = await startService({ dataDir });
    expect(await findUrl(first.url, desktopApplicationKey)).toBe(200);
    expect(await findUrl(first.url, 'demo-application-key')).toBe(401);
    await first.close();
    const second = await startService({ dataDir });
    cleanups.push(() => second.close());
    expect(await findUrl(second.url, desktopApplicationKey)).toBe(200);
  });
});

describe('startService on PostgreSQL', () => {
  it('keeps the signing key, the seed and the application key in the database across restarts', async () => {
    const database = await migratedPostgresUrl();
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-svc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await startService({ dataDir, database, poolSize: 2, seed: 'demo' });
    expect((await fetch(`${first.url}/ready`)).status).toBe(200);
    const jwks = await (await fetch(`${first.url}/auth/sso/jwks/stint-desktop`)).json();
    await first.close();
    const second = await startService({ dataDir, database, seed: 'demo' });
    cleanups.push(() => second.close());
    expect(await (await fetch(`${second.url}/auth/sso/jwks/stint-desktop`)).json()).toEqual(jwks);
    const findUrl = await fetch(
      `${second.url}/v1/register/findurl?apikey=${desktopApplicationKey}&email=alice@example.com`,
    );
    expect(findUrl.status).toBe(200);
  });

  it('refuses a database that is not migrated, in one sentence, leaving nothing open', async () => {
    const database = await emptyPostgresUrl();
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-svc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await expect(startService({ dataDir, database })).rejects.toThrow(/has no Stint schema yet/);
  });
});
