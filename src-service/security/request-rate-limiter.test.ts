import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../storage/database.ts';
import { sweepExpired } from '../storage/sweep-expired.ts';
import { RequestRateLimiter } from './request-rate-limiter.ts';

let dir: string;
let db: Database;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-rate-'));
  db = openDatabase(dir);
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

function limiter(requests: number, windowMs: number) {
  const clock = { now: 0 };
  return { clock, limiter: new RequestRateLimiter(db, { requests, windowMs }, () => clock.now) };
}

function takeMany(l: RequestRateLimiter, client: string, times: number): number {
  let allowed = 0;
  for (let i = 0; i < times; i += 1) if (l.take(client) === null) allowed += 1;
  return allowed;
}

describe('RequestRateLimiter', () => {
  it('lets a client make the limit and refuses the next, with the wait', () => {
    const { limiter: l } = limiter(500, 10_000);
    expect(takeMany(l, 'alice', 500)).toBe(500);
    const wait = l.take('alice');
    expect(wait).not.toBeNull();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(20_000);
  });

  it('gives no fresh allowance when the wall clock steps back a window', () => {
    const { limiter: l, clock } = limiter(3, 1000);
    clock.now = 5_500;
    expect(takeMany(l, 'alice', 3)).toBe(3);
    clock.now = 4_500;
    expect(l.take('alice')).not.toBeNull();
  });

  it('counts each client on its own', () => {
    const { limiter: l } = limiter(3, 1000);
    expect(takeMany(l, 'alice', 5)).toBe(3);
    expect(takeMany(l, 'bob', 3)).toBe(3);
    expect(l.take('bob')).not.toBeNull();
  });

  it('does not count refused requests', () => {
    const { clock, limiter: l } = limiter(2, 1000);
    takeMany(l, 'alice', 50);
    clock.now = 2000;
    expect(takeMany(l, 'alice', 3)).toBe(2);
  });

  it('allows no burst of twice the limit across a window edge', () => {
    const { clock, limiter: l } = limiter(10, 1000);
    clock.now = 990;
    expect(takeMany(l, 'alice', 10)).toBe(10);
    clock.now = 1001;
    expect(l.take('alice')).not.toBeNull();
  });

  it('frees a request exactly when the wait it answered has passed', () => {
    const { clock, limiter: l } = limiter(10, 1000);
    clock.now = 100;
    takeMany(l, 'alice', 10);
    const wait = l.take('alice')!;
    clock.now += wait - 2;
    expect(l.take('alice')).not.toBeNull();
    clock.now = 100 + wait;
    expect(l.take('alice')).toBeNull();
  });

  it('answers a wait inside the window when only the previous window is in the way', () => {
    const { clock, limiter: l } = limiter(10, 1000);
    clock.now = 500;
    takeMany(l, 'alice', 10);
    clock.now = 1000;
    const wait = l.take('alice')!;
    // Ten from the previous window weigh 10 at the edge; the eleventh fits once one of them has slid out.
    expect(wait).toBe(100);
    clock.now = 1099;
    expect(l.take('alice')).not.toBeNull();
    clock.now = 1100;
    expect(l.take('alice')).toBeNull();
  });

  it('forgets a window that ended long ago', () => {
    const { clock, limiter: l } = limiter(5, 1000);
    takeMany(l, 'alice', 5);
    clock.now = 5000;
    expect(takeMany(l, 'alice', 5)).toBe(5);
  });

  it('is one limit for every limiter on the database (every instance of the service)', () => {
    const clock = { now: 0 };
    const [one, two] = [0, 1].map(
      () => new RequestRateLimiter(db, { requests: 4, windowMs: 1000 }, () => clock.now),
    );
    expect(takeMany(one!, 'alice', 2) + takeMany(two!, 'alice', 2)).toBe(4);
    expect(one!.take('alice')).not.toBeNull();
    expect(two!.take('alice')).not.toBeNull();
  });

  it("leaves a client's row to the sweep two windows after its last request", () => {
    const { clock, limiter: l } = limiter(3, 1000);
    clock.now = 1_750_000_000_000;
    l.take('alice');
    sweepExpired(db, clock.now + 1999);
    expect(l.size).toBe(1);
    sweepExpired(db, clock.now + 2001);
    expect(l.size).toBe(0);
  });

  it('refuses a limit that could never let a request through', () => {
    expect(() => new RequestRateLimiter(db, { requests: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RequestRateLimiter(db, { requests: 1.5, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RequestRateLimiter(db, { requests: 5, windowMs: 0 })).toThrow(RangeError);
  });
});
