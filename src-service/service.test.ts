import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from './index.ts';

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
