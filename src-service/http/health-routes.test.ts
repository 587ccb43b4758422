import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { checkReadiness } from './health-routes.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.stop();
});

describe('/health and /ready', () => {
  it('answers /ready 200 while the database answers, never cached, also for HEAD', async () => {
    const res = await fetch(`${svc.url}/ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ready' });
    const head = await fetch(`${svc.url}/ready`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('keeps /health the liveness answer the desktop core reads', async () => {
    const res = await fetch(`${svc.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'stint', version: 'test' });
  });
});

const freshDatabase = useEngineDatabases();

describe.each(engines)('checkReadiness on %s', (engine) => {
  it('is ready with an answering database, not while draining, not when the database is gone', async () => {
    const { db } = await freshDatabase(engine);
    expect(await checkReadiness(db, { draining: false })).toEqual({ ready: true });
    expect(await checkReadiness(db, { draining: true })).toEqual({ ready: false, status: 'draining' });
    await db.close();
    expect(await checkReadiness(db, { draining: false })).toMatchObject({
      ready: false,
      status: 'database-unavailable',
    });
  });
});
