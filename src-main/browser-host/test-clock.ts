import { createServer, type Server } from 'node:http';
import type { PowerEvent } from '../core/platform/power-signals.ts';
import { ManualPowerSignals } from '../core/platform/power-signals.ts';
import { FakeClock } from '../core/testing/fake-clock.ts';

/** The environment variable that turns the test clock on; nothing else does. */
export const testClockVariable = 'STINT_TEST_MANUAL_CLOCK';

export interface TestClock {
  /** Drives the reminder and the focus timer (the core's `reminderClock`). */
  readonly clock: FakeClock;
  /** Idle time and power events, set by the test instead of the system. */
  readonly power: ManualPowerSignals;
}

export function testClockRequested(env: NodeJS.ProcessEnv): boolean {
  return env[testClockVariable] === '1';
}

/** A manual clock that starts at the real time and moves only when a test says so. */
export function createTestClock(now = Date.now()): TestClock {
  return { clock: new FakeClock(now), power: new ManualPowerSignals() };
}

const powerEvents: Record<string, PowerEvent> = {
  lock: { kind: 'lock' },
  unlock: { kind: 'unlock' },
  suspend: { kind: 'suspend' },
  resume: { kind: 'resume', sleptMs: null },
};

/**
 * TEST ONLY (STINT_TEST_MANUAL_CLOCK=1): a loopback endpoint through which an end-to-end test
 * moves the reminder's clock and sets the idle time, so "15 minutes without a stopwatch" takes
 * no 15 minutes. `POST /advance?ms=N`, `POST /idle?seconds=N`, `POST /power?event=lock|unlock|…`;
 * each answers the clock's time as JSON. Never started without the variable.
 */
export function startTestClockServer(test: TestClock): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return answer(405, { error: 'POST only' });
    if (url.pathname === '/advance') {
      const ms = Number(url.searchParams.get('ms'));
      if (!Number.isInteger(ms) || ms < 0) return answer(400, { error: 'ms must be a whole number' });
      test.clock.advance(ms);
    } else if (url.pathname === '/idle') {
      const seconds = Number(url.searchParams.get('seconds'));
      if (!Number.isFinite(seconds) || seconds < 0) return answer(400, { error: 'seconds must be ≥ 0' });
      test.power.idleSeconds = seconds;
    } else if (url.pathname === '/power') {
      const event = powerEvents[url.searchParams.get('event') ?? ''];
      if (event === undefined) return answer(400, { error: 'unknown power event' });
      test.power.fire(event);
    } else {
      return answer(404, { error: 'unknown' });
    }
    answer(200, { now: test.clock.now() });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
