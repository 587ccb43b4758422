import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startService, type ServiceOptions } from '../service.ts';
import { engines, migratedPostgresUrl } from '../testing/test-engine.ts';
import { appKey, basic } from '../v1/testing/v1-test-client.ts';
import type * as Passwords from './passwords.ts';
import { verifyPassword } from './passwords.ts';

// Two instances of the service on one database, as several processes behind one address: the
// security limits are one limit, not one per instance. On SQLite the second instance is its own
// process (as it is in production: one folder, two processes); on PostgreSQL both run here, each
// with its own pool.

vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
/** Password checks run in this process (on SQLite the other instance hashes in its own). */
const hashes = (): number => vi.mocked(verifyPassword).mock.calls.length;

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));

interface Instance {
  readonly url: string;
  close(): Promise<void>;
}

/** `npm run service` as its own process on the folder, with the limit the in-process one has. */
async function serveProcess(dataDir: string): Promise<Instance> {
  const child = spawn(
    process.execPath,
    [cli, '--port', '0', '--data', dataDir, '--seed', 'demo', '--v1-rate-limit', '5/60'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('mail goes to')) resolve();
    });
    void exited.then(() => reject(new Error('the second instance exited')));
  });
  return {
    url: /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '',
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.each(engines)('two instances on one %s database', (engine) => {
  const errors: unknown[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let instances: Instance[];
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stint-two-'));
    cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
    const options: ServiceOptions = {
      dataDir,
      port: 0,
      seed: 'demo',
      version: 'test',
      onError: (error) => errors.push(error),
      v1RateLimit: { requests: 5, windowMs: 60_000 },
    };
    if (engine === 'sqlite') {
      const first = await startService(options);
      cleanups.push(() => first.close());
      const second = await serveProcess(dataDir);
      cleanups.push(() => second.close());
      instances = [first, second];
      return;
    }
    const database = await migratedPostgresUrl();
    instances = [];
    for (const _ of [1, 2]) {
      const instance = await startService({ ...options, database, poolSize: 4 });
      cleanups.push(() => instance.close());
      instances.push(instance);
    }
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    expect(errors).toEqual([]);
  });

  const at = (i: number): Instance => instances[i % 2] as Instance;
  const login = (instance: Instance, email: string, password: string): Promise<Response> =>
    fetch(`${instance.url}/t/acme/v1/auth/login?apikey=${appKey}`, {
      headers: { Authorization: basic(email, password) },
    });

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
    const self = (instance: Instance): Promise<Response> =>
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
