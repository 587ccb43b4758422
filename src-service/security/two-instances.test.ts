import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startService, type RunningService } from '../service.ts';
import { appKey, basic } from '../v1/testing/v1-test-client.ts';
import type * as Passwords from './passwords.ts';
import { verifyPassword } from './passwords.ts';

// Two instances of the service on one data folder (one SQLite database in WAL mode), as several
// processes behind one address: the security limits are one limit, not one per instance.

vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const hashes = (): number => vi.mocked(verifyPassword).mock.calls.length;

const errors: unknown[] = [];
let dataDir: string;
let instances: RunningService[];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stint-two-'));
  const start = (): Promise<RunningService> =>
    startService({
      dataDir,
      port: 0,
      seed: 'demo',
      version: 'test',
      onError: (error) => errors.push(error),
      v1RateLimit: { requests: 5, windowMs: 60_000 },
    });
  instances = [await start(), await start()];
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  rmSync(dataDir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});

const at = (i: number): RunningService => instances[i % 2] as RunningService;
const login = (instance: RunningService, email: string, password: string): Promise<Response> =>
  fetch(`${instance.url}/t/acme/v1/auth/login?apikey=${appKey}`, {
    headers: { Authorization: basic(email, password) },
  });

describe('two instances on one data folder', () => {
  it('count wrong passwords together: forty guesses spread over both check at most ten', async () => {
    const before = hashes();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(at(i), 'alice@example.com', `wrong-guess-${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 401));
    expect(hashes() - before).toBeLessThanOrEqual(10);
    for (const instance of instances) {
      const right = await login(instance, 'alice@example.com', 'alice-password');
      expect(await right.json()).toMatchObject({
        code: 'PE01-1001',
        description: /Too many failed attempts/,
      });
    }
  });

  it('share one v1 rate limit per client: five requests over both, then both refuse with Retry-After', async () => {
    const res = await login(at(0), 'bob@example.com', 'bob-password');
    const { token } = (await res.json()) as { token: string };
    const self = (instance: RunningService): Promise<Response> =>
      fetch(`${instance.url}/t/acme/v1/users/@self?token=${token}`);
    for (let i = 0; i < 5; i += 1) expect((await self(at(i))).status).toBe(200);
    for (const instance of instances) {
      const refused = await self(instance);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: 'PE01-9002', message: 'Limit exceeded' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
  });
});
