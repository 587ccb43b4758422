import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runAdminCommand } from '../cli/admin-commands.ts';
import { startService, type RunningService, type ServiceOptions } from '../service.ts';
import { migratedPostgresUrl, notifyWatched, testEngine } from './test-engine.ts';

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestService {
  readonly service: RunningService;
  readonly url: string;
  readonly dataDir: string;
  /** The PostgreSQL URL when the tests run on PostgreSQL (STINT_TEST_ENGINE=postgres). */
  readonly database: string | undefined;
  /** What a command takes to reach this service's database: `--data DIR` or `--database URL`. */
  readonly databaseArgs: readonly string[];
  readonly clock: TestClock;
  readonly errors: unknown[];
  /**
   * Runs an admin command against this service's data folder; answers what it printed once the
   * service has heard of what the command changed (see `heard`).
   */
  admin(...argv: string[]): Promise<string>;
  /**
   * Waits until the service has heard of every change committed so far by anyone: on
   * PostgreSQL another instance's change (an admin command, a second pool) reaches its caches by
   * a notification, a moment after the commit; on SQLite there is nothing to wait for.
   */
  heard(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real service on loopback with a temporary data folder (demo seed by default) and a clock the
 * test moves instead of waiting.
 */
export async function startTestService(options: Partial<ServiceOptions> = {}): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-test-svc-'));
  const clock: TestClock = {
    now: Date.now(),
    advance(ms) {
      clock.now += ms;
    },
  };
  const errors: unknown[] = [];
  const database = testEngine() === 'postgres' ? await migratedPostgresUrl() : undefined;
  const service = await startService({
    dataDir,
    ...(database === undefined ? {} : { database }),
    port: 0,
    seed: 'demo',
    version: 'test',
    now: () => clock.now,
    onError: (error) => errors.push(error),
    // Tests seed and fuzz through the interface far faster than a person; the limit has its own tests.
    v1RateLimit: 'off',
    ...options,
  });
  const databaseArgs = database === undefined ? ['--data', dataDir] : ['--database', database];
  const heard = async (): Promise<void> => {
    if (database === undefined) return;
    const before = await service.changeStamp();
    // Notifications arrive in commit order: once this one has moved the stamp, every change
    // committed before it has been counted.
    await notifyWatched(database);
    for (let tries = 0; tries < 1000; tries++) {
      const now = await service.changeStamp();
      if (now !== null && now !== before) return;
      await sleep(5);
    }
    throw new Error('the service did not hear a notification within 5 s');
  };
  return {
    service,
    url: service.url,
    dataDir,
    database,
    databaseArgs,
    clock,
    errors,
    async admin(...argv) {
      let out = '';
      const [command = '', ...rest] = argv;
      await runAdminCommand([command, ...rest, ...databaseArgs], {
        stdout: (text) => (out += text),
        readStdin: () => Promise.resolve(''),
        now: () => clock.now,
      });
      await heard();
      return out.trim();
    },
    heard,
    async stop() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
