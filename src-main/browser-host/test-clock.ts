import { createServer, type Server } from 'node:http';
import type { PowerEvent } from '../core/platform/power-signals.ts';
import type { Scheduler } from '../core/scheduler/scheduler.ts';
import { ManualPowerSignals } from '../core/platform/power-signals.ts';

/** The environment variable that turns the test clock on; nothing else does. */
export const testClockVariable = 'STINT_TEST_MANUAL_CLOCK';

/**
 * The real clock plus an offset a test moves forward. Between moves it runs with real time, so
 * it agrees with the rest of the core (the stopwatch's times); a move fires the timers it passes
 * in order, each at its own time, as if those minutes had gone by.
 */
export class ManualClock implements Scheduler {
  #offset = 0;
  #nextId = 1;
  readonly #timers = new Map<number, { at: number; callback: () => void; real: NodeJS.Timeout }>();
  readonly #real: () => number;

  constructor(real: () => number = Date.now) {
    this.#real = real;
  }

  readonly now = (): number => this.#real() + this.#offset;

  setTimeout(callback: () => void, delayMs: number): unknown {
    const id = this.#nextId++;
    const delay = Math.max(delayMs, 0);
    const real = setTimeout(() => this.#fire(id), Math.min(delay, 2 ** 31 - 1));
    real.unref();
    this.#timers.set(id, { at: this.now() + delay, callback, real });
    return id;
  }

  clearTimeout(handle: unknown): void {
    const timer = this.#timers.get(handle as number);
    if (timer !== undefined) clearTimeout(timer.real);
    this.#timers.delete(handle as number);
  }

  /** Moves the clock `ms` ahead, firing the timers due on the way at their times. */
  advance(ms: number): void {
    const target = this.now() + ms;
    for (;;) {
      let due: number | null = null;
      let dueAt = Infinity;
      for (const [id, { at }] of this.#timers) {
        if (at <= target && at < dueAt) {
          dueAt = at;
          due = id;
        }
      }
      if (due === null) break;
      this.#offset = Math.max(this.#offset, dueAt - this.#real());
      this.#fire(due);
    }
    this.#offset = Math.max(this.#offset, target - this.#real());
  }

  #fire(id: number): void {
    const timer = this.#timers.get(id);
    if (timer === undefined) return;
    clearTimeout(timer.real);
    this.#timers.delete(id);
    timer.callback();
  }
}

export interface TestClock {
  /** Drives the reminder and the focus timer (the core's `reminderClock`). */
  readonly clock: ManualClock;
  /** Idle time and power events, set by the test instead of the system. */
  readonly power: ManualPowerSignals;
}

export function testClockRequested(env: NodeJS.ProcessEnv): boolean {
  return env[testClockVariable] === '1';
}

/** A clock that runs with real time and jumps ahead when a test says so; idle time set by hand. */
export function createTestClock(real: () => number = Date.now): TestClock {
  return { clock: new ManualClock(real), power: new ManualPowerSignals() };
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
