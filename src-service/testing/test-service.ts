import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminCommand } from '../cli/admin-commands.ts';
import { startService, type RunningService, type ServiceOptions } from '../service.ts';

export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export interface TestService {
  readonly service: RunningService;
  readonly url: string;
  readonly dataDir: string;
  readonly clock: TestClock;
  readonly errors: unknown[];
  /** Runs an admin command against this service's data folder; answers what it printed. */
  admin(...argv: string[]): Promise<string>;
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
  const service = await startService({
    dataDir,
    port: 0,
    seed: 'demo',
    version: 'test',
    now: () => clock.now,
    onError: (error) => errors.push(error),
    // Tests seed and fuzz through the interface far faster than a person; the limit has its own tests.
    v1RateLimit: 'off',
    ...options,
  });
  return {
    service,
    url: service.url,
    dataDir,
    clock,
    errors,
    async admin(...argv) {
      let out = '';
      const [command = '', ...rest] = argv;
      await runAdminCommand([command, ...rest, '--data', dataDir], {
        stdout: (text) => (out += text),
        readStdin: () => Promise.resolve(''),
        now: () => clock.now,
      });
      return out.trim();
    },
    async stop() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
