import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { sweepExpired } from '../storage/sweep-expired.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { authorizeUrl, inputValue, newPkce, ScriptedBrowser } from '../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { appKey, basic } from '../v1/testing/v1-test-client.ts';
import { LoginThrottle } from './login-throttle.ts';
import type * as Passwords from './passwords.ts';
import { verifyPassword } from './passwords.ts';

// Counts the password checks the service really runs (each one is a scrypt hash).
vi.mock('./passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const hashes = (): number => vi.mocked(verifyPassword).mock.calls.length;
const freshDatabase = useEngineDatabases();

describe.each(engines)('LoginThrottle on %s', (engine) => {
  const minute = 60_000;
  let db: SqlDatabase;
  let another: () => Promise<SqlDatabase>;
  beforeEach(async () => {
    ({ db, another } = await freshDatabase(engine));
  });

  it('keeps no address in the clear', async () => {
    await (await new LoginThrottle(db, 3, 15 * minute).begin('a@example.com', 0))?.failed(0);
    const rows = await db.all('SELECT * FROM login_failures');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('example');
  });

  it('leaves an address to the sweep once its window has passed', async () => {
    const throttle = new LoginThrottle(db, 3, 15 * minute);
    await (await throttle.begin('a@example.com', 0))?.failed(0);
    await sweepExpired(db, 15 * minute - 1);
    expect(await throttle.size()).toBe(1);
    await sweepExpired(db, 15 * minute + 1);
    expect(await throttle.size()).toBe(0);
  });

  it('is one limit for every instance of the service on the database', async () => {
    const [one, two] = [
      new LoginThrottle(db, 3, 15 * minute),
      new LoginThrottle(await another(), 3, 15 * minute),
    ];
    const held = await one.begin('a@example.com', 0);
    await (await two.begin('a@example.com', 0))?.failed(0);
    await (await one.begin('a@example.com', 0))?.failed(0);
    expect(await two.begin('a@example.com', 0)).toBeNull();
    await held?.succeeded();
    expect(await one.begin('a@example.com', 0)).not.toBeNull();
  });

  it('lets two instances guessing at once reserve no more attempts together than the limit', async () => {
    const [one, two] = [
      new LoginThrottle(db, 5, 15 * minute),
      new LoginThrottle(await another(), 5, 15 * minute),
    ];
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? one : two).begin('a@example.com', 0)),
    );
    expect(attempts.filter((a) => a !== null)).toHaveLength(5);
  });

  it('counts attempts in flight against the limit, before their outcome is known', async () => {
    const throttle = new LoginThrottle(db, 3, 15 * minute);
    const attempts = [];
    for (let i = 0; i < 3; i++) attempts.push(await throttle.begin('a@example.com', 0));
    expect(attempts.every((a) => a !== null)).toBe(true);
    expect(await throttle.begin('a@example.com', 0)).toBeNull();
    expect(await throttle.begin('b@example.com', 0)).not.toBeNull();
  });

  it('lets a success clear the count, and failures block until the window has passed', async () => {
    const throttle = new LoginThrottle(db, 2, 15 * minute);
    await (await throttle.begin('a@example.com', 0))?.failed(0);
    await (await throttle.begin('a@example.com', 0))?.succeeded();
    await (await throttle.begin('a@example.com', 0))?.failed(0);
    await (await throttle.begin('a@example.com', 0))?.failed(0);
    expect(await throttle.begin('a@example.com', minute)).toBeNull();
    expect(await throttle.begin('a@example.com', 16 * minute)).not.toBeNull();
  });

  it('ends an attempt once, however often it is told', async () => {
    const throttle = new LoginThrottle(db, 2, 15 * minute);
    const attempt = await throttle.begin('a@example.com', 0);
    await attempt?.failed(0);
    await attempt?.failed(0);
    expect(await throttle.begin('a@example.com', 0)).not.toBeNull();
  });

  it('keeps at most its bound of addresses, however many are tried', { timeout: 60_000 }, async () => {
    const throttle = new LoginThrottle(db, 10, 15 * minute, 100);
    for (let i = 0; i < 1000; i++) await (await throttle.begin(`guess-${i}@example.com`, i))?.failed(i);
    expect(await throttle.size()).toBeLessThanOrEqual(100);
  });

  it(
    'keeps a lockout in force while a flood of other addresses passes through the full map',
    { timeout: 60_000 },
    async () => {
      const throttle = new LoginThrottle(db, 3, 15 * minute, 100);
      for (let i = 0; i < 3; i++) await (await throttle.begin('victim@example.com', 0))?.failed(0);
      for (let i = 0; i < 1000; i++) {
        const guess = `flood-${i}@example.com`;
        await (await throttle.begin(guess, 1))?.failed(1);
        await (await throttle.begin(guess, 1))?.failed(1);
      }
      expect(await throttle.size()).toBe(100);
      expect(await throttle.begin('victim@example.com', 2)).toBeNull();
      expect(await throttle.begin('victim@example.com', 15 * minute)).not.toBeNull();
    },
  );

  it('refuses new addresses while the map is full of lockouts, until the oldest one ends', async () => {
    const throttle = new LoginThrottle(db, 2, 15 * minute, 10);
    for (let i = 0; i < 10; i++) {
      await (await throttle.begin(`locked-${i}@example.com`, i))?.failed(i);
      await (await throttle.begin(`locked-${i}@example.com`, i))?.failed(i);
    }
    expect(await throttle.begin('newcomer@example.com', 20)).toBeNull();
    expect(await throttle.begin('locked-0@example.com', 20)).toBeNull();
    expect(await throttle.begin('newcomer@example.com', 15 * minute)).not.toBeNull();
    expect(await throttle.begin('locked-1@example.com', 15 * minute)).toBeNull();
  });
});

describe('forty wrong passwords sent at once, then the right one', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(async () => {
    expect(svc.errors).toEqual([]);
    await svc.stop();
  });

  it('v1 auth/login checks at most ten of them and refuses the right password after', async () => {
    const login = (password: string): Promise<Response> =>
      fetch(`${svc.url}/t/acme/v1/auth/login?apikey=${appKey}`, {
        headers: { Authorization: basic('alice@example.com', password) },
      });
    const before = hashes();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`wrong-guess-${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 401));
    const right = await login('alice-password');
    expect(right.status).toBe(401);
    expect(await right.json()).toMatchObject({ code: 'PE01-1001', description: /Too many failed attempts/ });
    expect(hashes() - before).toBeLessThanOrEqual(10);
  });

  it('the hosted sign-in form checks at most ten of them and refuses the right password after', async () => {
    const browser = new ScriptedBrowser(svc.url);
    const page = await browser.get(authorizeUrl(svc.url, newPkce()));
    const form = {
      request: inputValue(page.html, 'request') ?? '',
      csrf: inputValue(page.html, 'csrf') ?? '',
    };
    const post = (password: string) =>
      browser.post('/auth/user_management/authorize/sign-in', {
        ...form,
        email: 'bob@example.com',
        password,
      });
    const before = hashes();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(`wrong-guess-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const right = await post('bob-password');
    expect(right.status).toBe(429);
    expect(right.html).toContain('Too many failed attempts');
    expect(hashes() - before).toBeLessThanOrEqual(10);
  });
});
