import { beforeAll, describe, expect, it } from 'vitest';
import { bestPriceEntry, priceFor, type PriceEntry } from '../domain/pricing/price-priority.ts';
import { isApplicationKey } from '../identity/application-keys.ts';
import { membershipsOfUser } from '../identity/memberships.ts';
import { organizationByAccountUrl } from '../identity/organizations.ts';
import { passwordHashFor, userByEmail } from '../identity/users.ts';
import { verifyPassword } from '../security/passwords.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { TenantScope } from '../storage/tenant-scope.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { seedDemo } from './demo-seed.ts';

const freshDatabase = useEngineDatabases({ lifetime: 'file' });
let db: SqlDatabase;
// Early April: the window holds the weeks when only the US has moved its clocks.
const now = Date.UTC(2025, 3, 2, 15, 30);
const day = 24 * 3600 * 1000;

const scopeOf = async (account: string): Promise<TenantScope> => {
  const org = await organizationByAccountUrl(db, account);
  if (org === undefined) throw new Error(account);
  return new TenantScope(db, org.id, () => now);
};

describe.each(engines)('demo seed on %s', (engine) => {
  beforeAll(async () => {
    ({ db } = await freshDatabase(engine));
    expect(await seedDemo(db, now)).toBe(true);
  }, 120_000);

  it('has the five people with their passwords and memberships', async () => {
    const expected: Record<string, { verified: boolean; orgs: string[] }> = {
      alice: { verified: true, orgs: ['acme FULL owner materialized', 'globex FULL owner materialized'] },
      bob: { verified: true, orgs: ['acme READ member materialized'] },
      carol: { verified: false, orgs: ['acme FULL member materialized'] },
      dave: { verified: true, orgs: ['acme FULL member imported'] },
      erin: { verified: true, orgs: [] },
    };
    for (const [name, want] of Object.entries(expected)) {
      const user = await userByEmail(db, `${name}@example.com`);
      expect(user?.emailVerified, name).toBe(want.verified);
      expect(
        await verifyPassword(
          `${name}-password`,
          (await passwordHashFor(db, `${name}@example.com`))?.hash ?? null,
        ),
      ).toBe(true);
      const orgs = (await membershipsOfUser(db, user?.id ?? '')).map(
        (m) =>
          `${m.organization.accountUrl} ${m.membership.access} ${m.membership.owner ? 'owner' : 'member'} ${m.membership.materialized ? 'materialized' : 'imported'}`,
      );
      expect(orgs, name).toEqual(want.orgs);
    }
    expect(await isApplicationKey(db, 'demo-application-key')).toBe(true);
  });

  it('has the two organizations with their settings', async () => {
    expect(await organizationByAccountUrl(db, 'acme')).toMatchObject({
      title: 'Acme Studio',
      timeZone: 'Europe/Vienna',
      currency: 'EUR',
    });
    expect(await organizationByAccountUrl(db, 'globex')).toMatchObject({
      title: 'Globex Labs',
      timeZone: 'America/New_York',
      currency: 'USD',
    });
  });

  it('has months of priced time records that never overlap for one person', async () => {
    for (const [account, minimum] of [
      ['acme', 600],
      ['globex', 100],
    ] as const) {
      const scope = await scopeOf(account);
      const span = await scope.first<{ n: number; first: number; last: number }>({
        from: 'time_records',
        columns: ['count(*) AS n', 'min(start) AS first', 'max(stop) AS last'],
      });
      expect(span?.n, account).toBeGreaterThan(minimum);
      expect(now - (span?.first ?? now), account).toBeGreaterThan(100 * day);
      expect(span?.last ?? Infinity).toBeLessThanOrEqual(now);
      const prices = await scope.select<{
        price: number;
        user_id: string | null;
        client_id: string | null;
        project_id: string | null;
        task_id: string | null;
        work_type_id: string | null;
      }>({ from: 'price_list_entries' });
      const entries: PriceEntry[] = prices.map((p) => ({
        price: p.price,
        userId: p.user_id,
        clientId: p.client_id,
        projectId: p.project_id,
        taskId: p.task_id,
        workTypeId: p.work_type_id,
      }));
      const records = await scope.select<{
        user_id: string;
        client_id: string | null;
        project_id: string;
        task_id: string | null;
        work_type_id: string;
        duration: number;
        billable: number;
        price: number;
        unit_price: number;
        start: number;
        stop: number;
      }>({
        from: 'time_records',
        orderBy: ['user_id', 'start'],
        trash: 'any',
      });
      for (const r of records) {
        const hourly =
          bestPriceEntry(entries, {
            userId: r.user_id,
            clientId: r.client_id,
            projectId: r.project_id,
            taskId: r.task_id,
            workTypeId: r.work_type_id,
          })?.price ?? 0;
        expect(r.unit_price).toBe(r.billable === 1 ? hourly : 0);
        expect(r.price).toBe(r.billable === 1 ? priceFor(hourly, r.duration) : 0);
        expect(r.stop - r.start).toBe(r.duration);
      }
      for (let i = 1; i < records.length; i++) {
        const [a, b] = [records[i - 1], records[i]];
        if (a?.user_id === b?.user_id) expect(b?.start ?? 0).toBeGreaterThanOrEqual(a?.stop ?? 0);
      }
    }
    // Alice works in both organizations: her Globex hours follow her Acme hours.
    const alice = (await userByEmail(db, 'alice@example.com'))?.id ?? '';
    const both = await db.all<{ start: number; stop: number }>(
      'SELECT start, stop FROM time_records WHERE user_id = ? ORDER BY start',
      [alice],
    );
    for (let i = 1; i < both.length; i++)
      expect(both[i]?.start ?? 0).toBeGreaterThanOrEqual(both[i - 1]?.stop ?? 0);
  });

  it('has a deleted project in the trash together with its tasks and time records', async () => {
    const scope = await scopeOf('acme');
    const project = await scope.first<{ id: string; trash_item_id: string }>({
      from: 'projects',
      where: [{ sql: "name = 'Old Pitch Deck'" }],
      trash: 'trashed',
    });
    expect(project).toBeDefined();
    const group = await scope.select<{ deleted_object_class: string }>({
      from: 'trash_items',
      where: [{ sql: 'group_id = ?', params: [project?.trash_item_id ?? ''] }],
    });
    const classes = new Set(group.map((g) => g.deleted_object_class));
    expect(classes).toEqual(new Set(['Project', 'Task', 'TimeRecord']));
    expect(
      await scope.count({
        from: 'time_records',
        where: [{ sql: 'project_id = ?', params: [project?.id ?? ''] }],
      }),
    ).toBe(0);
    expect(
      await scope.count({
        from: 'trash_items',
        where: [{ sql: 'group_id <> ?', params: [project?.trash_item_id ?? ''] }],
      }),
    ).toBe(2);
  });

  it('seeds once: a second run leaves the data alone', async () => {
    const count = async (): Promise<number | undefined> =>
      (await db.get<{ n: number }>('SELECT count(*) AS n FROM time_records'))?.n;
    const before = await count();
    expect(await seedDemo(db, now + day)).toBe(false);
    expect(await count()).toBe(before);
  });
});
