import { TZDate } from '@date-fns/tz';
import { bestPriceEntry, priceFor, type PriceEntry } from '../domain/pricing/price-priority.ts';
import { moveToTrash } from '../domain/trash/trash.ts';
import { addApplicationKey } from '../identity/application-keys.ts';
import { addMembership } from '../identity/memberships.ts';
import { countOrganizations, createOrganization } from '../identity/organizations.ts';
import { createUser } from '../identity/users.ts';
import { hashPassword } from '../security/passwords.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { TenantScope } from '../storage/tenant-scope.ts';
import { seededRandom } from './generate/seeded-random.ts';
import {
  demoApplicationKey,
  demoDays,
  demoOrganizations,
  demoUsers,
  type DemoOrganization,
} from './demo-data.ts';

// Seeded, so every demo database looks the same.
const random = seededRandom;

const dayMs = 24 * 3600 * 1000;
const minute = 60_000;

/**
 * Fills an empty database with the demo (README, "Demo seed"): five people, two organizations,
 * clients, work types, projects, tasks, price lists and `demoDays` days of time records ending now,
 * a deleted project in the trash. Does nothing when any organization exists. Answers whether it seeded.
 */
export async function seedDemo(db: SqlDatabase, now: number): Promise<boolean> {
  if ((await countOrganizations(db)) > 0) return false;
  // Hashed before the transaction: it holds the database, and on PostgreSQL it may run again.
  const hashes = await Promise.all(demoUsers.map((user) => hashPassword(user.password)));
  return db.transaction(async () => {
    if ((await countOrganizations(db)) > 0) return false;
    const userIds = new Map<string, string>();
    for (const [index, user] of demoUsers.entries()) {
      const created = await createUser(
        db,
        {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          passwordHash: hashes[index] ?? null,
          emailVerified: user.emailVerified,
        },
        now,
      );
      userIds.set(user.key, created.id);
    }
    await addApplicationKey(db, 'Stint demo', now, demoApplicationKey);
    for (const [index, org] of demoOrganizations.entries())
      await seedOrganization(db, org, userIds, now, random(42 + index));
    await db.run(
      "INSERT INTO service_meta (key, value) VALUES ('seed', 'demo') ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    return true;
  });
}

async function seedOrganization(
  db: SqlDatabase,
  org: DemoOrganization,
  userIds: ReadonlyMap<string, string>,
  now: number,
  rand: () => number,
): Promise<void> {
  const user = (key: string): string => {
    const id = userIds.get(key);
    if (id === undefined) throw new Error(`Demo user ${key} missing`);
    return id;
  };
  const organization = await createOrganization(
    db,
    { title: org.title, accountUrl: org.accountUrl, timeZone: org.timeZone, currency: org.currency },
    now,
  );
  for (const m of org.memberships) {
    await addMembership(
      db,
      {
        organizationId: organization.id,
        userId: user(m.user),
        access: m.access,
        owner: m.owner,
        materialized: m.materialized,
      },
      now,
    );
  }
  const scope = new TenantScope(db, organization.id, () => now);
  const owner = user(org.memberships.find((m) => m.owner)?.user ?? 'alice');

  const clientIds = new Map<string, string>();
  for (const c of org.clients)
    clientIds.set(c.key, await scope.insert('clients', { name: c.name, number: c.number }));
  const workTypeIds = new Map<string, string>();
  for (const name of org.workTypes) workTypeIds.set(name, await scope.insert('work_types', { name }));
  const externalSystemId =
    org.externalSystem === null ? null : await scope.insert('external_systems', { name: org.externalSystem });

  const projects = [];
  for (const p of org.projects) {
    const clientId = p.client === null ? null : (clientIds.get(p.client) ?? null);
    const id = await scope.insert('projects', {
      name: p.name,
      code: p.code,
      client_id: clientId,
      billable: p.billable,
      active: p.active,
      personal: p.personal ?? false,
      owner_id: owner,
      note: p.note ?? null,
      begins: now - demoDays * dayMs,
      ends: p.endedDaysAgo === undefined ? null : now - p.endedDaysAgo * dayMs,
      time_budget: p.timeBudgetHours === undefined ? null : p.timeBudgetHours * 3600_000,
      price_budget: p.priceBudget ?? null,
      external_system_id: p.externalResourceId === undefined ? null : externalSystemId,
      external_resource_id: p.externalResourceId ?? null,
      external_browsable_url:
        p.externalResourceId === undefined ? null : `https://jira.example.com/browse/${p.externalResourceId}`,
    });
    const tasks = [];
    for (const t of p.tasks) {
      tasks.push({
        name: t.name,
        id: await scope.insert('tasks', {
          name: t.name,
          project_id: id,
          done: t.done,
          author_id: owner,
          owner_id: owner,
        }),
      });
    }
    projects.push({ ...p, id, clientId, tasks });
  }

  const prices: PriceEntry[] = [];
  for (const p of org.prices) {
    const project = p.project ?? p.task?.[0];
    const projectId = project === undefined ? null : (projects.find((x) => x.key === project)?.id ?? null);
    const taskId =
      p.task === undefined
        ? null
        : (projects.find((x) => x.key === p.task?.[0])?.tasks.find((t) => t.name === p.task?.[1])?.id ??
          null);
    const entry: PriceEntry = {
      price: p.price,
      userId: p.user === undefined ? null : user(p.user),
      clientId: p.client === undefined ? null : (clientIds.get(p.client) ?? null),
      projectId,
      taskId,
      workTypeId: p.workType === undefined ? null : (workTypeIds.get(p.workType) ?? null),
    };
    await scope.insert('price_list_entries', {
      price: entry.price,
      user_id: entry.userId,
      client_id: entry.clientId,
      project_id: entry.projectId,
      task_id: entry.taskId,
      work_type_id: entry.workTypeId,
    });
    prices.push(entry);
  }

  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(rand() * list.length)];
    if (item === undefined) throw new Error('empty list');
    return item;
  };
  const workTypes = [...workTypeIds.values()];
  const today = new TZDate(now, org.timeZone);
  const recordIds: { id: string; daysAgo: number; userId: string }[] = [];

  for (let daysAgo = demoDays - 1; daysAgo >= 0; daysAgo--) {
    const day = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() - daysAgo,
      0,
      0,
      org.timeZone,
    );
    for (const tracker of org.trackers) {
      if (!tracker.weekdays.includes(day.getDay())) continue;
      const userId = user(tracker.user);
      const eligible = projects.filter(
        (p) => p.weight > 0 && (p.endedDaysAgo === undefined || daysAgo > p.endedDaysAgo),
      );
      const totalWeight = eligible.reduce((sum, p) => sum + p.weight, 0);
      let cursor =
        new TZDate(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          tracker.fromHour,
          0,
          org.timeZone,
        ).getTime() +
        Math.floor(rand() * 3) * 15 * minute;
      let remaining = tracker.hours * 60 * minute;
      while (remaining >= 30 * minute) {
        const duration = Math.min(remaining, (3 + Math.floor(rand() * 8)) * 15 * minute);
        const stop = cursor + duration;
        if (stop > now) break;
        let roll = rand() * totalWeight;
        const project = eligible.find((p) => (roll -= p.weight) < 0) ?? eligible[0];
        if (project === undefined) break;
        const taskId = project.tasks.length > 0 && rand() < 0.75 ? pick(project.tasks).id : null;
        const workTypeId = pick(workTypes);
        const scopeOfRecord = {
          taskId,
          projectId: project.id,
          clientId: project.clientId,
          userId,
          workTypeId,
        };
        const hourly = bestPriceEntry(prices, scopeOfRecord)?.price ?? 0;
        const id = await scope.insert('time_records', {
          user_id: userId,
          project_id: project.id,
          task_id: taskId,
          client_id: project.clientId,
          work_type_id: workTypeId,
          description: pick(org.descriptions),
          start: cursor,
          stop,
          duration,
          billable: project.billable,
          effective: true,
          approved: daysAgo > 14,
          billed: project.billable && daysAgo > 60,
          unit_price: project.billable ? hourly : 0,
          price: project.billable ? priceFor(hourly, duration) : 0,
        });
        recordIds.push({ id, daysAgo, userId });
        remaining -= duration;
        cursor = stop + Math.floor(rand() * 3) * 15 * minute;
      }
    }
  }

  for (const project of projects.filter((p) => p.trashed === true)) {
    await moveToTrash(scope, { objectClass: 'Project', id: project.id, deletedByUserId: owner });
  }
  // A couple of single entries deleted last week, so the trash shows more than one kind of thing.
  for (const record of recordIds.filter((r) => r.daysAgo >= 5 && r.daysAgo <= 9).slice(0, 2)) {
    await moveToTrash(scope, { objectClass: 'TimeRecord', id: record.id, deletedByUserId: record.userId });
  }
}
