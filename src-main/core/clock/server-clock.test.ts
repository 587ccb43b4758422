import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { sampleServerDates, ServerClock, type LocalClocks } from './server-clock.ts';

function manualClocks(start = 1_700_000_000_000): LocalClocks & { wallAt: number; monoAt: number } {
  const clocks = {
    wallAt: start,
    monoAt: 0,
    wall: () => clocks.wallAt,
    monotonic: () => clocks.monoAt,
  };
  return clocks;
}

describe('ServerClock', () => {
  it('knows nothing before a sample and then narrows to the intersection of samples', () => {
    const clocks = manualClocks();
    const clock = new ServerClock(clocks);
    expect(clock.known).toBe(false);
    expect(clock.offset).toBe(0);
    // The server is 5 s ahead; two requests with 200 ms and 40 ms round trips.
    const t = clocks.wallAt;
    clock.addExact(t + 100 + 5000, t, t + 200);
    expect(clock.offset).toBe(5000);
    expect(clock.uncertainty).toBe(100);
    clock.addExact(t + 1000 + 5000 + 10, t + 1000, t + 1040);
    expect(clock.offset).toBeGreaterThanOrEqual(4990);
    expect(clock.offset).toBeLessThanOrEqual(5010);
    expect(clock.uncertainty).toBeLessThanOrEqual(20);
    expect(clock.serverNow()).toBe(clocks.wallAt + clock.offset);
    expect(clock.toLocal(clock.toServer(123))).toBe(123);
  });

  it('reads whole-second Date headers as a second-wide bound', () => {
    const clocks = manualClocks(Date.UTC(2026, 0, 5, 10, 0, 0, 300));
    const clock = new ServerClock(clocks);
    // The server thinks it is 10:00:02.x: its header says 10:00:02.
    clock.addDateHeader(
      new Date(Date.UTC(2026, 0, 5, 10, 0, 2)).toUTCString(),
      clocks.wallAt,
      clocks.wallAt + 10,
    );
    expect(clock.offset).toBeGreaterThan(1000);
    expect(clock.offset).toBeLessThan(2800);
    clock.addDateHeader('not a date', clocks.wallAt, clocks.wallAt);
    expect(clock.known).toBe(true);
  });

  it('starts again from a sample that contradicts the estimate (the local clock was set)', () => {
    const clocks = manualClocks();
    const clock = new ServerClock(clocks);
    const t = clocks.wallAt;
    clock.addExact(t + 50, t, t + 100);
    expect(Math.abs(clock.offset)).toBeLessThanOrEqual(50);
    // Someone sets the local clock two hours ahead: the server is now 2 h behind us.
    clocks.wallAt += 2 * 3_600_000;
    const u = clocks.wallAt;
    clock.addExact(u - 2 * 3_600_000 + 50, u, u + 100);
    expect(clock.offset).toBeGreaterThan(-2 * 3_600_000 - 100);
    expect(clock.offset).toBeLessThan(-2 * 3_600_000 + 100);
  });

  it('notices when the wall clock moves differently from the monotonic clock', () => {
    const clocks = manualClocks();
    const clock = new ServerClock(clocks);
    clocks.wallAt += 60_000;
    clocks.monoAt += 60_000;
    expect(clock.checkJump()).toBe(false);
    // A sleep: the wall clock goes on, the monotonic clock stood still.
    clocks.wallAt += 30 * 60_000;
    expect(clock.checkJump()).toBe(true);
    expect(clock.checkJump()).toBe(false);
    // A clock set back.
    clocks.wallAt -= 10_000;
    expect(clock.checkJump()).toBe(true);
  });

  it('samples the Date header of v1 answers through fetch', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('Date', new Date(Date.now() + 60_000).toUTCString());
      res.end('[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const clock = new ServerClock();
      const timed = sampleServerDates(fetch, clock);
      await (await timed(`http://127.0.0.1:${port}/health`)).text();
      expect(clock.known).toBe(false);
      await (await timed(`http://127.0.0.1:${port}/t/acme/v1/time/projects`)).text();
      expect(clock.known).toBe(true);
      expect(clock.offset).toBeGreaterThan(58_000);
      expect(clock.offset).toBeLessThan(61_500);
    } finally {
      server.close();
    }
  });
});
