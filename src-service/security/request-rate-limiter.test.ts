import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSqliteDatabase } from '../storage/database.ts';
import { PostgresSqlDatabase } from '../storage/postgres-sql-database.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { sweepExpired } from '../storage/sweep-expired.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { RequestRateLimiter } from './request-rate-limiter.ts';

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;
let another: () => Promise<SqlDatabase>;

function limiter(requests: number, windowMs: number) {
  const clock = { now: 0 };
  return { clock, limiter: new RequestRateLimiter(db, { requests, windowMs }, () => clock.now) };
}

async function takeMany(l: RequestRateLimiter, client: string, times: number): Promise<number> {
  let allowed = 0;
  for (let i = 0; i < times; i += 1) if ((await l.take(client)) === null) allowed += 1;
  return allowed;
}

describe.each(engines)('RequestRateLimiter on %s', (engine) => {
  beforeEach(async () => {
    ({ db, another } = await freshDatabase(engine));
  });

  it('lets a client make the limit and refuses the next, with the wait', async () => {
    const { limiter: l } = limiter(500, 10_000);
    expect(await takeMany(l, 'alice', 500)).toBe(500);
    const wait = await l.take('alice');
    expect(wait).not.toBeNull();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(20_000);
  });

  it('gives no fresh allowance when the wall clock steps back a window', async () => {
    const { limiter: l, clock } = limiter(3, 1000);
    clock.now = 5_500;
    expect(await takeMany(l, 'alice', 3)).toBe(3);
    clock.now = 4_500;
    expect(await l.take('alice')).not.toBeNull();
  });

  it('counts each client on its own', async () => {
    const { limiter: l } = limiter(3, 1000);
    expect(await takeMany(l, 'alice', 5)).toBe(3);
    expect(await takeMany(l, 'bob', 3)).toBe(3);
    expect(await l.take('bob')).not.toBeNull();
  });

  it('does not count refused requests', async () => {
    const { clock, limiter: l } = limiter(2, 1000);
    await takeMany(l, 'alice', 50);
    clock.now = 2000;
    expect(await takeMany(l, 'alice', 3)).toBe(2);
  });

  it('allows no burst of twice the limit across a window edge', async () => {
    const { clock, limiter: l } = limiter(10, 1000);
    clock.now = 990;
    expect(await takeMany(l, 'alice', 10)).toBe(10);
    clock.now = 1001;
    expect(await l.take('alice')).not.toBeNull();
  });

  it('frees a request exactly when the wait it answered has passed', async () => {
    const { clock, limiter: l } = limiter(10, 1000);
    clock.now = 100;
    await takeMany(l, 'alice', 10);
    const wait = (await l.take('alice'))!;
    clock.now += wait - 2;
    expect(await l.take('alice')).not.toBeNull();
    clock.now = 100 + wait;
    expect(await l.take('alice')).toBeNull();
  });

  it('answers a wait inside the window when only the previous window is in the way', async () => {
    const { clock, limiter: l } = limiter(10, 1000);
    clock.now = 500;
    await takeMany(l, 'alice', 10);
    clock.now = 1000;
    const wait = (await l.take('alice'))!;
    // Ten from the previous window weigh 10 at the edge; the eleventh fits once one of them has slid out.
    expect(wait).toBe(100);
    clock.now = 1099;
    expect(await l.take('alice')).not.toBeNull();
    clock.now = 1100;
    expect(await l.take('alice')).toBeNull();
  });

  it('forgets a window that ended long ago', async () => {
    const { clock, limiter: l } = limiter(5, 1000);
    await takeMany(l, 'alice', 5);
    clock.now = 5000;
    expect(await takeMany(l, 'alice', 5)).toBe(5);
  });

  it('is one limit for every instance of the service on the database', async () => {
    const clock = { now: 0 };
    const [one, two] = [db, await another()].map(
      (handle) => new RequestRateLimiter(handle, { requests: 4, windowMs: 1000 }, () => clock.now),
    );
    expect((await takeMany(one!, 'alice', 2)) + (await takeMany(two!, 'alice', 2))).toBe(4);
    expect(await one!.take('alice')).not.toBeNull();
    expect(await two!.take('alice')).not.toBeNull();
  });

  it("leaves a client's row to the sweep two windows after its last request", async () => {
    const { clock, limiter: l } = limiter(3, 1000);
    clock.now = 1_750_000_000_000;
    await l.take('alice');
    await sweepExpired(db, clock.now + 1999);
    expect(await l.size()).toBe(1);
    await sweepExpired(db, clock.now + 2001);
    expect(await l.size()).toBe(0);
  });

  it('counts requests of two instances arriving at once exactly', async () => {
    const clock = { now: 0 };
    const limit = { requests: 7, windowMs: 1000 };
    const one = new RequestRateLimiter(db, limit, () => clock.now);
    const two = new RequestRateLimiter(await another(), limit, () => clock.now);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).take('alice')),
    );
    expect(answers.filter((a) => a === null)).toHaveLength(7);
  });

  it('counts a request made inside another transaction with it', async () => {
    const { limiter: l } = limiter(1, 1000);
    await db.transaction(async () => {
      expect(await l.take('alice')).toBeNull();
    });
    expect(await l.take('alice')).not.toBeNull();
  });

  it("is no change of the tables the graph's caches watch", async () => {
    const { limiter: l } = limiter(1, 1000);
    // PostgreSQL's stamp is null until the instance listens for changes (the first call starts it).
    let before = await db.changeStamp();
    for (let i = 0; before === null && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      before = await db.changeStamp();
    }
    expect(before).not.toBeNull();
    expect(await l.take('alice')).toBeNull();
    expect(await l.take('alice')).not.toBeNull();
    expect(await db.changeStamp()).toBe(before);
  });

  it('refuses a limit that could never let a request through', () => {
    expect(() => new RequestRateLimiter(db, { requests: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RequestRateLimiter(db, { requests: 1.5, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RequestRateLimiter(db, { requests: 5, windowMs: 0 })).toThrow(RangeError);
  });
});

describe('RequestRateLimiter on an SQLite database that syncs every commit', () => {
  it('counts without waiting for the disk and leaves the database syncing every commit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stint-rate-'));
    const full = openSqliteDatabase(dir);
    try {
      const l = new RequestRateLimiter(full, { requests: 2, windowMs: 1000 }, () => 0);
      expect(await l.take('alice')).toBeNull();
      expect(await l.take('alice')).toBeNull();
      expect(await l.take('alice')).not.toBeNull();
      // 2 is FULL: the lighter setting lasted only for the limiter's own commits.
      expect(full.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    } finally {
      await full.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('RequestRateLimiter on PostgreSQL', () => {
  it('counts without waiting for the disk and leaves the connection committing durably', async () => {
    const { url } = await freshDatabase('postgres');
    // One connection, so that its statistics and its settings are the ones the counts went through.
    const single = await PostgresSqlDatabase.open(url ?? '', 1);
    try {
      const walWrites = async (): Promise<number> => {
        // The backend hands its statistics over when idle; forced, so the next read is current.
        await single.get('SELECT pg_stat_force_next_flush()');
        await single.get('SELECT 1');
        const row = await single.get<{ n: number }>('SELECT wal_write AS n FROM pg_stat_wal');
        return Number(row?.n);
      };
      const l = new RequestRateLimiter(single, { requests: 1000, windowMs: 60_000 }, () => 0);
      const before = await walWrites();
      for (let i = 0; i < 40; i += 1) expect(await l.take('alice')).toBeNull();
      // A durable commit writes the log out itself, once per commit: 40 here. Without waiting,
      // the server's log writer does it now and then (and the statistics calls add a few).
      expect((await walWrites()) - before).toBeLessThan(20);
      expect(await single.get('SHOW synchronous_commit')).toEqual({ synchronous_commit: 'on' });
    } finally {
      await single.close();
    }
  });
});
