// A million time records in one account, written straight into a service database: the data of
// the benchmarks that measure reports (v1-reports, service-isolation).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addApplicationKey } from '../../src-service/identity/application-keys.ts';
import { addMembership } from '../../src-service/identity/memberships.ts';
import { createOrganization } from '../../src-service/identity/organizations.ts';
import { createUser } from '../../src-service/identity/users.ts';
import { hashPassword } from '../../src-service/security/passwords.ts';
import { closeDatabase, openDatabase } from '../../src-service/storage/database.ts';

export const benchRecords = Number(process.env['BENCH_RECORDS'] ?? 1_000_000);
export const benchApplicationKey = 'bench-application-key';
const day = 86_400_000;
const end = Date.UTC(2025, 0, 1);
const span = 2 * 365 * day;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Seeded {
  readonly organizationId: string;
  readonly userIds: string[];
  readonly seconds: number;
}

/** Users, projects and a million time records, inserted with one prepared statement per table. */
export async function seed(dir: string, total: number = benchRecords): Promise<Seeded> {
  const db = openDatabase(dir);
  const now = Date.now();
  const hash = await hashPassword('bench-password');
  const org = createOrganization(db, { title: 'Bench', accountUrl: 'bench', timeZone: 'UTC' }, now);
  addApplicationKey(db, 'bench', now, benchApplicationKey);
  const userIds: string[] = [];
  for (let u = 0; u < 10; u++) {
    const user = createUser(
      db,
      {
        email: `user${u}@bench.example`,
        firstName: 'User',
        lastName: String(u),
        passwordHash: hash,
        emailVerified: true,
      },
      now,
    );
    addMembership(
      db,
      { organizationId: org.id, userId: user.id, access: 'FULL', owner: u === 0, materialized: true },
      now,
    );
    userIds.push(user.id);
  }
  const projectIds: string[] = [];
  const insertProject = db.prepare(
    'INSERT INTO projects (id, organization_id, version, created_at, updated_at, name, owner_id, billable) VALUES (?, ?, 1, ?, ?, ?, ?, ?)',
  );
  for (let p = 0; p < 50; p++) {
    const id = randomUUID();
    insertProject.run(id, org.id, now, now, `Project ${p}`, userIds[0], p % 3 === 0 ? 0 : 1);
    projectIds.push(id);
  }
  const insert = db.prepare(
    `INSERT INTO time_records (id, organization_id, version, created_at, updated_at, user_id, project_id, description, start, stop, duration, billable, effective, price, unit_price)
     VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const rand = random(7);
  const t0 = performance.now();
  const batch = 50_000;
  for (let done = 0; done < total; done += batch) {
    db.transaction(() => {
      for (let i = done; i < Math.min(total, done + batch); i++) {
        const start = end - span + Math.floor(rand() * span);
        const duration = (1 + Math.floor(rand() * 16)) * 15 * 60_000;
        const billable = rand() < 0.7 ? 1 : 0;
        insert.run(
          randomUUID(),
          org.id,
          now,
          now,
          userIds[Math.floor(rand() * userIds.length)],
          projectIds[Math.floor(rand() * projectIds.length)],
          'Bench work',
          start,
          start + duration,
          duration,
          billable,
          billable ? Math.round(duration / 36_000) : 0,
          billable ? 100 : 0,
        );
      }
    })();
  }
  const seconds = (performance.now() - t0) / 1000;
  db.exec('ANALYZE');
  closeDatabase(db);
  return { organizationId: org.id, userIds, seconds };
}
