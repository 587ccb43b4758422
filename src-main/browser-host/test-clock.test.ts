import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, ManualClock, startTestClockServer, testClockRequested } from './test-clock.ts';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('test clock', () => {
  it('is on only with STINT_TEST_MANUAL_CLOCK=1', () => {
    expect(testClockRequested({})).toBe(false);
    expect(testClockRequested({ STINT_TEST_MANUAL_CLOCK: 'true' })).toBe(false);
    expect(testClockRequested({ STINT_TEST_MANUAL_CLOCK: '1' })).toBe(true);
  });

  it('runs with real time, and a move fires the timers it passes each at its own time', () => {
    let real = 5_000;
    const clock = new ManualClock(() => real);
    const seen: number[] = [];
    const every = (): void => {
      seen.push(clock.now());
      clock.setTimeout(every, 60_000);
    };
    clock.setTimeout(every, 60_000);
    real += 1_000;
    expect(clock.now()).toBe(6_000);
    clock.advance(150_000);
    expect(seen).toEqual([65_000, 125_000]);
    expect(clock.now()).toBe(156_000);
    real += 500;
    expect(clock.now()).toBe(156_500);
    clock.clearTimeout(1);
  });

  it('moves the clock, firing its timers, and sets idle time and power events over loopback', async () => {
    const test = createTestClock(() => 1_000);
    const { url, server } = await startTestClockServer(test);
    servers.push(server);
    let fired = 0;
    test.clock.setTimeout(() => (fired += 1), 60_000);
    const advanced = await fetch(`${url}/advance?ms=90000`, { method: 'POST' });
    expect(await advanced.json()).toEqual({ now: 91_000 });
    expect(fired).toBe(1);
    await fetch(`${url}/idle?seconds=700`, { method: 'POST' });
    expect(test.power.systemIdleSeconds()).toBe(700);
    const events: string[] = [];
    test.power.onPowerEvent((event) => events.push(event.kind));
    await fetch(`${url}/power?event=lock`, { method: 'POST' });
    expect(events).toEqual(['lock']);
    expect((await fetch(`${url}/advance?ms=-1`, { method: 'POST' })).status).toBe(400);
    expect((await fetch(`${url}/advance?ms=1`)).status).toBe(405);
  });
});
