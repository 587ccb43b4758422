import { describe, expect, it } from 'vitest';
import { RequestRateLimiter } from './request-rate-limiter.ts';

function limiter(requests: number, windowMs: number) {
  const clock = { now: 0 };
  return { clock, limiter: new RequestRateLimiter({ requests, windowMs }, () => clock.now) };
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

  it('stays at its bound of clients, forgetting the quietest one and keeping a busy one limited', () => {
    const clock = { now: 0 };
    const l = new RequestRateLimiter({ requests: 3, windowMs: 1000 }, () => clock.now, 10);
    expect(takeMany(l, 'busy', 3)).toBe(3);
    for (let i = 0; i <= 10; i += 1) l.take(`client-${i}`);
    expect(l.size).toBe(10);
    expect(l.take('busy')).not.toBeNull();
  });

  it('refuses a limit that could never let a request through', () => {
    expect(() => new RequestRateLimiter({ requests: 0, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RequestRateLimiter({ requests: 1.5, windowMs: 1000 })).toThrow(RangeError);
    expect(() => new RequestRateLimiter({ requests: 5, windowMs: 0 })).toThrow(RangeError);
  });
});
