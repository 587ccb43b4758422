import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../service.ts';
import { testEngine } from '../../testing/test-engine.ts';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';

let c: V1TestClient;
let aliceToken: string;
let project: { id: string; client: { id: string } | null };
beforeAll(async () => {
  // Long tokens: these tests move the clock by hours.
  c = await startV1({ v1TokenTtlSeconds: 30 * 24 * 3600 });
  aliceToken = await c.login('alice@example.com', 'alice-password');
  const list = (
    await c.request(
      'GET',
      `time/projects?$filter=${encodeURIComponent('billable eq true and client ne null')}&$top=1`,
    )
  ).json as { id: string; client: { id: string } }[];
  project = list[0] as typeof project;
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

interface Impulse {
  id: string;
  version: number;
  mode: string;
  duration: number;
  elapsed: number;
  start: string;
  watchLast: string;
  [k: string]: unknown;
}
const minute = 60_000;
const ms = (wire: string): number => Number(/^\/Date\((-?\d+)\)\/$/.exec(wire)?.[1]);

async function start(body: Record<string, unknown> = {}): Promise<Impulse> {
  const res = await c.request('POST', 'time/impulses?response_object=true', {
    body: { project: { id: project.id }, description: 'Stopwatch work', billable: true, ...body },
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.json as Impulse;
}

const get = async (id: string): Promise<Impulse> =>
  (await c.request('GET', `time/impulses/${id}`)).json as Impulse;

describe('impulses (running stopwatches)', () => {
  it('runs from server time; pause banks the run, resume starts a new one', async () => {
    const impulse = await start();
    expect(impulse).toMatchObject({ mode: 'STOPWATCH', duration: 0, elapsed: 0 });
    expect(ms(impulse.start)).toBe(c.service.clock.now);
    c.service.clock.advance(10 * minute);
    expect((await get(impulse.id)).elapsed).toBe(10 * minute);
    const paused = await c.request('PUT', `time/impulses/${impulse.id}?response_object=true`, {
      body: { mode: 'PAUSE', version: impulse.version },
    });
    expect(paused.json).toMatchObject({ mode: 'PAUSE', duration: 10 * minute, elapsed: 10 * minute });
    c.service.clock.advance(30 * minute);
    const stillPaused = await get(impulse.id);
    expect(stillPaused.elapsed).toBe(10 * minute);
    await c.request('PUT', `time/impulses/${impulse.id}`, {
      body: { mode: 'STOPWATCH', version: stillPaused.version },
    });
    c.service.clock.advance(5 * minute);
    expect((await get(impulse.id)).elapsed).toBe(15 * minute);
    const stopwatches = (await c.request('GET', 'time/impulses/@stopwatch')).json as Impulse[];
    expect(stopwatches.map((i) => i.id)).toContain(impulse.id);
    expect((await c.request('GET', 'time/impulses/@default')).json).toMatchObject({ id: impulse.id });
  });

  it('$watchnotify sets watchLast to now', async () => {
    const impulse = await start({ watchTimeout: 15 * minute });
    c.service.clock.advance(20 * minute);
    const res = await c.request('POST', `time/impulses/${impulse.id}/$watchnotify?response_object=true`);
    expect(ms((res.json as Impulse).watchLast)).toBe(c.service.clock.now);
  });

  it('$stop makes exactly one time record, priced from the price lists, and removes the impulse', async () => {
    const impulse = await start();
    c.service.clock.advance(45 * minute);
    const stopped = await c.request('POST', `time/impulses/${impulse.id}/$stop`);
    expect(stopped.status).toBe(200);
    const record = stopped.json as Record<string, unknown>;
    expect(record).toMatchObject({
      description: 'Stopwatch work',
      duration: 45 * minute,
      billable: true,
      project: { id: project.id },
      client: { id: project.client?.id },
    });
    expect(ms(record['stop'] as string) - ms(record['start'] as string)).toBe(45 * minute);
    const calc = await c.request('POST', 'time/timerecords/$calculateprice', {
      body: { project: { id: project.id }, duration: 45 * minute, workType: null },
    });
    expect(record['price']).toBe((calc.json as { price: number }).price);
    expect((await c.request('GET', `time/impulses/${impulse.id}`)).status).toBe(404);
    const again = await c.request('POST', `time/impulses/${impulse.id}/$stop`);
    expect(again.json).toMatchObject({ status: 412, code: 'PE01-1106' });
  });

  it('$stop called concurrently still makes one record', async () => {
    const impulse = await start({ description: 'Concurrent stop' });
    c.service.clock.advance(minute);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.request('POST', `time/impulses/${impulse.id}/$stop`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412, 412]);
    const made = await c.request(
      'GET',
      `time/timerecords/$count?$filter=${encodeURIComponent("description eq 'Concurrent stop'")}`,
    );
    expect(made.text).toBe('1');
  });

  // Instances share nothing but the database: only PostgreSQL serves several (SQLite has one).
  it.runIf(testEngine() === 'postgres')(
    '$stop raced by two instances on one database still makes one record',
    async () => {
      const impulse = await start({ description: 'Stop on two instances' });
      c.service.clock.advance(minute);
      const dataDir = mkdtempSync(join(tmpdir(), 'stint-second-instance-'));
      const errors: unknown[] = [];
      const second = await startService({
        dataDir,
        ...(c.service.database === undefined ? {} : { database: c.service.database }),
        port: 0,
        version: 'test',
        now: () => c.service.clock.now,
        onError: (error) => errors.push(error),
        v1RateLimit: 'off',
      });
      try {
        const stopAt = (base: string): Promise<number> =>
          fetch(`${base}/t/acme/v1/time/impulses/${impulse.id}/$stop?token=${aliceToken}`, {
            method: 'POST',
          }).then((res) => res.status);
        const statuses = await Promise.all(
          Array.from({ length: 6 }, (_, i) => stopAt(i % 2 === 0 ? c.service.url : second.url)),
        );
        expect(statuses.sort()).toEqual([200, 412, 412, 412, 412, 412]);
        const made = await c.request(
          'GET',
          `time/timerecords/$count?$filter=${encodeURIComponent("description eq 'Stop on two instances'")}`,
        );
        expect(made.text).toBe('1');
        expect(errors).toEqual([]);
      } finally {
        await second.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('belongs to its user: others neither see nor stop it', async () => {
    const impulse = await start({ description: 'Private' });
    const bob = await c.login('bob@example.com', 'bob-password');
    expect(
      ((await c.request('GET', 'time/impulses', { token: bob })).json as Impulse[]).map((i) => i.id),
    ).not.toContain(impulse.id);
    expect((await c.request('POST', `time/impulses/${impulse.id}/$stop`, { token: bob })).status).toBe(403);
    await c.login('alice@example.com', 'alice-password');
  });
});
