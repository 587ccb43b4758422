import { beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { sweepExpired } from '../storage/sweep-expired.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { ConfirmationRateLimit, sourceKey } from './confirmation-rate-limit.ts';

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;
let another: () => Promise<SqlDatabase>;

const hour = 3600 * 1000;

describe.each(engines)('on %s', (engine) => {
  beforeEach(async () => {
    ({ db, another } = await freshDatabase(engine));
  });

  describe('ConfirmationRateLimit', () => {
    it('sends at most five mails to one address per hour, silently, then again after the hour', async () => {
      const limit = new ConfirmationRateLimit(db);
      const kinds = [];
      for (let i = 0; i < 7; i += 1)
        kinds.push((await limit.take({ email: 'a@example.com', source: `10.0.0.${i}` }, 1000)).kind);
      expect(kinds).toEqual([
        'allowed',
        'allowed',
        'allowed',
        'allowed',
        'allowed',
        'email-limited',
        'email-limited',
      ]);
      expect((await limit.take({ email: 'b@example.com', source: '10.0.0.9' }, 1000)).kind).toBe('allowed');
      expect((await limit.take({ email: 'a@example.com', source: '10.0.0.9' }, 1000 + hour)).kind).toBe(
        'allowed',
      );
    });

    it('refuses a source after twenty requests with the time until its window ends', async () => {
      const limit = new ConfirmationRateLimit(db);
      for (let i = 0; i < 20; i += 1) {
        expect((await limit.take({ email: `p${i}@example.com`, source: '10.0.0.1' }, 0)).kind).toBe(
          'allowed',
        );
      }
      expect(await limit.take({ email: 'q@example.com', source: '10.0.0.1' }, 10 * 60 * 1000)).toEqual({
        kind: 'address-limited',
        retryAfterMs: 50 * 60 * 1000,
      });
      expect((await limit.take({ email: 'q@example.com', source: '10.0.0.2' }, 0)).kind).toBe('allowed');
      expect((await limit.take({ email: 'r@example.com', source: '10.0.0.1' }, hour)).kind).toBe('allowed');
    });

    it('remembers a bounded number of keys whatever is sent', { timeout: 60_000 }, async () => {
      const limit = new ConfirmationRateLimit(db, {
        perEmail: 5,
        perAddress: 20,
        windowMs: hour,
        maxEntries: 100,
      });
      for (let i = 0; i < 1000; i += 1)
        await limit.take({ email: `x${i}@example.com`, source: `10.1.${i >> 8}.${i & 255}` }, i);
      expect((await limit.size()).emails).toBeLessThanOrEqual(100);
      expect((await limit.size()).sources).toBeLessThanOrEqual(100);
    });

    it(
      'keeps an address at its limit while a flood of other addresses and sources fills the map',
      { timeout: 60_000 },
      async () => {
        const limit = new ConfirmationRateLimit(db, {
          perEmail: 5,
          perAddress: 20,
          windowMs: hour,
          maxEntries: 100,
        });
        for (let i = 0; i < 5; i += 1)
          await limit.take({ email: 'victim@example.com', source: `10.0.0.${i}` }, 0);
        for (let i = 0; i < 1000; i += 1)
          await limit.take({ email: `x${i}@example.com`, source: `10.1.${i >> 8}.${i & 255}` }, 1);
        expect(await limit.size()).toEqual({ sources: 100, emails: 100 });
        expect((await limit.take({ email: 'victim@example.com', source: '10.2.0.1' }, 2)).kind).toBe(
          'email-limited',
        );
      },
    );

    it('keeps a source at its limit through a flood, and refuses new sources once every one is limited', async () => {
      const limit = new ConfirmationRateLimit(db, {
        perEmail: 5,
        perAddress: 2,
        windowMs: hour,
        maxEntries: 3,
      });
      for (const source of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        for (let i = 0; i < 2; i += 1) await limit.take({ email: `${source}-${i}@example.com`, source }, 0);
      expect(await limit.take({ email: 'n@example.com', source: '10.0.0.4' }, 10)).toEqual({
        kind: 'address-limited',
        retryAfterMs: hour - 10,
      });
      expect((await limit.take({ email: 'n@example.com', source: '10.0.0.1' }, 10)).kind).toBe(
        'address-limited',
      );
      expect((await limit.take({ email: 'n@example.com', source: '10.0.0.4' }, hour)).kind).toBe('allowed');
    });
  });

  describe('ConfirmationRateLimit in the database', () => {
    it('is one limit for every instance, keeps no address in the clear, and leaves with the sweep', async () => {
      const [one, two] = [new ConfirmationRateLimit(db), new ConfirmationRateLimit(await another())];
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await (i % 2 === 0 ? one : two).take({ email: 'a@example.com', source: `10.0.0.${i}` }, 0)).kind,
        ).toBe('allowed');
      }
      expect((await two.take({ email: 'a@example.com', source: '10.0.0.9' }, 0)).kind).toBe('email-limited');
      expect(JSON.stringify(await db.all('SELECT * FROM confirmation_counts'))).not.toMatch(/example|10\.0/);
      await sweepExpired(db, hour + 1);
      expect(await one.size()).toEqual({ sources: 0, emails: 0 });
    });
  });
});

describe('sourceKey', () => {
  it('counts an IPv6 /64 as one source and an IPv4-mapped address as IPv4', () => {
    expect(sourceKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(sourceKey('192.0.2.7')).toBe('192.0.2.7');
    expect(sourceKey(undefined)).toBe('unknown');
  });
});
