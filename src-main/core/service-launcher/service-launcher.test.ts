import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.ts';
import { FakeClock } from '../testing/fake-clock.ts';
import { ServiceLauncher, type LauncherEvent } from './service-launcher.ts';
import type { ServiceProcess, ServiceProcessHost } from './service-process-host.ts';
import type { ParentMessage } from './service-protocol.ts';

/** A process that does only what the test tells it to. */
class FakeProcess implements ServiceProcess {
  readonly pid: number;
  readonly sent: ParentMessage[] = [];
  readonly signals: string[] = [];
  #message: (message: unknown) => void = () => undefined;
  #exit: (code: number | null, signal: string | null) => void = () => undefined;
  exited = false;

  constructor(pid: number) {
    this.pid = pid;
  }
  send(message: ParentMessage): void {
    this.sent.push(message);
  }
  onMessage(listener: (message: unknown) => void): void {
    this.#message = listener;
  }
  onExit(listener: (code: number | null, signal: string | null) => void): void {
    this.#exit = listener;
  }
  kill(signal: 'SIGTERM' | 'SIGKILL'): void {
    this.signals.push(signal);
  }
  say(message: unknown): void {
    this.#message(message);
  }
  die(signal: string | null = 'SIGKILL'): void {
    this.exited = true;
    this.#exit(signal === null ? 1 : null, signal);
  }
}

const healthyFetch: typeof fetch = () => Promise.resolve(Response.json({ status: 'ok', version: 'test' }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(fetchImpl: typeof fetch = healthyFetch) {
  const clock = new FakeClock(0);
  const processes: FakeProcess[] = [];
  const host: ServiceProcessHost = {
    spawn: () => {
      const child = new FakeProcess(100 + processes.length);
      processes.push(child);
      return child;
    },
  };
  const events: LauncherEvent[] = [];
  const launcher = new ServiceLauncher({
    host,
    start: { dataDir: '/data', seed: 'demo' },
    logger: createLogger({ write: () => undefined }),
    scheduler: clock,
    now: clock.now,
    fetch: fetchImpl,
    readyTimeoutMs: 10_000,
    stopGraceMs: 2000,
    restart: { initialMs: 100, maxMs: 1000, stableAfterMs: 60_000 },
  });
  launcher.subscribe((event) => events.push(event));
  const last = (): FakeProcess => {
    const child = processes.at(-1);
    if (child === undefined) throw new Error('no process');
    return child;
  };
  return { clock, processes, launcher, events, last };
}

async function readyAt(s: ReturnType<typeof setup>, port: number): Promise<void> {
  s.last().say({ type: 'ready', port });
  await flush();
}

describe('ServiceLauncher', () => {
  it('sends the start options over the channel and resolves with the URL of the ready port', async () => {
    const s = setup();
    const started = s.launcher.start();
    expect(s.last().sent).toEqual([
      { type: 'start', options: { dataDir: '/data', seed: 'demo', port: 0, anyPortIfTaken: false } },
    ]);
    await readyAt(s, 4321);
    await expect(started).resolves.toBe('http://127.0.0.1:4321');
    expect(s.launcher.url).toBe('http://127.0.0.1:4321');
  });

  it('restarts a dead service with doubling, capped delays, asking for its old port first', async () => {
    const s = setup();
    const started = s.launcher.start();
    await readyAt(s, 4321);
    await started;
    const delays: number[] = [];
    for (let death = 0; death < 5; death++) {
      s.last().die();
      const event = s.events.at(-1);
      if (event?.type !== 'down') throw new Error('expected a down event');
      delays.push(event.restartInMs);
      expect(s.launcher.url).toBeNull();
      s.clock.advance(event.restartInMs - 1);
      expect(s.processes).toHaveLength(death + 1);
      s.clock.advance(1);
      expect(s.processes).toHaveLength(death + 2);
    }
    expect(delays).toEqual([100, 200, 400, 800, 1000]);
    expect(s.last().sent[0]).toEqual({
      type: 'start',
      options: { dataDir: '/data', seed: 'demo', port: 4321, anyPortIfTaken: true },
    });
    await readyAt(s, 5555);
    expect(s.events.at(-1)).toEqual({ type: 'ready', url: 'http://127.0.0.1:5555' });
    expect(s.launcher.restarts).toBe(5);
  });

  it('starts the backoff over after the service ran for a stable period', async () => {
    const s = setup();
    void s.launcher.start();
    await readyAt(s, 4321);
    s.last().die();
    s.clock.advance(100);
    await readyAt(s, 4321);
    s.last().die();
    expect(s.events.at(-1)).toEqual({ type: 'down', restartInMs: 200 });
    s.clock.advance(200);
    await readyAt(s, 4321);
    s.clock.advance(60_000);
    s.last().die();
    expect(s.events.at(-1)).toEqual({ type: 'down', restartInMs: 100 });
  });

  it('kills a process that does not get ready in time and starts another', async () => {
    const s = setup();
    const started = s.launcher.start();
    await readyAt(s, 4321);
    await started;
    s.last().die();
    s.clock.advance(100);
    const silent = s.last();
    s.clock.advance(9_999);
    expect(silent.signals).toEqual([]);
    s.clock.advance(1);
    expect(silent.signals).toEqual(['SIGKILL']);
    silent.die();
    s.clock.advance(200);
    expect(s.processes).toHaveLength(3);
  });

  it("fails the first start with the child's reason instead of retrying it", async () => {
    const s = setup();
    const started = s.launcher.start();
    s.last().say({ type: 'failed', message: 'database is locked' });
    s.last().die(null);
    await expect(started).rejects.toThrow('database is locked');
    s.clock.advance(60_000);
    expect(s.processes).toHaveLength(1);
  });

  it('does not call a process ready until /health answers ok', async () => {
    const s = setup(() => Promise.resolve(new Response('nope', { status: 503 })));
    void s.launcher.start().catch(() => undefined);
    await readyAt(s, 4321);
    expect(s.launcher.url).toBeNull();
    expect(s.last().signals).toEqual(['SIGKILL']);
  });

  it('drops messages of an unknown shape', async () => {
    const s = setup();
    void s.launcher.start();
    s.last().say({ type: 'ready', port: '4321' });
    s.last().say({ type: 'ready', port: 0 });
    s.last().say('ready 4321');
    await flush();
    expect(s.launcher.url).toBeNull();
  });

  it('stops with SIGTERM, then SIGKILL after the grace period, and does not restart', async () => {
    const s = setup();
    void s.launcher.start();
    await readyAt(s, 4321);
    const child = s.last();
    let stopped = false;
    const stopping = s.launcher.stop().then(() => {
      stopped = true;
    });
    expect(child.sent.at(-1)).toEqual({ type: 'stop' });
    expect(child.signals).toEqual(['SIGTERM']);
    s.clock.advance(1999);
    expect(child.signals).toEqual(['SIGTERM']);
    s.clock.advance(1);
    expect(child.signals).toEqual(['SIGTERM', 'SIGKILL']);
    await flush();
    expect(stopped).toBe(false);
    child.die();
    await stopping;
    s.clock.advance(60_000);
    expect(s.processes).toHaveLength(1);
    expect(s.launcher.url).toBeNull();
  });

  it('stops while waiting to restart without starting another process', async () => {
    const s = setup();
    void s.launcher.start();
    await readyAt(s, 4321);
    s.last().die();
    await s.launcher.stop();
    s.clock.advance(60_000);
    expect(s.processes).toHaveLength(1);
  });
});
