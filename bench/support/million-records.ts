// A million time records in one account, written straight into a service database on either
// engine: the data of the benchmarks that measure reports (v1-reports, service-isolation).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addApplicationKey } from '../../src-service/identity/application-keys.ts';
import { addMembership } from '../../src-service/identity/memberships.ts';
import { createOrganization } from '../../src-service/identity/organizations.ts';
import { createUser } from '../../src-service/identity/users.ts';
import { hashPassword } from '../../src-service/security/passwords.ts';
import { SqliteSqlDatabase } from '../../src-service/storage/sqlite-sql-database.ts';
import type { SqlDatabase, SqlValue } from '../../src-service/storage/sql-database.ts';

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

const recordColumns = [
  'id',
  'organization_id',
  'version',
  'created_at',
  'updated_at',
  'user_id',
  'project_id',
  'description',
  'start',
  'stop',
  'duration',
  'billable',
  'effective',
  'price',
  'unit_price',
] as const;
// PostgreSQL's array type of each column, in the order above (unnest takes one array per column).
const postgresArrays = [
  'text',
  'text',
  'bigint',
  'bigint',
  'bigint',
  'text',
  'text',
  'text',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
];

/** Writes one batch of rows: a prepared statement on SQLite, one unnest() insert on PostgreSQL. */
async function insertBatch(db: SqlDatabase, rows: SqlValue[][]): Promise<void> {
  if (db instanceof SqliteSqlDatabase) {
    const insert = db.sqlite.prepare(
      `INSERT INTO time_records (${recordColumns.join(', ')}) VALUES (${recordColumns.map(() => '?').join(', ')})`,
    );
    db.sqlite.transaction(() => {
      for (const row of rows) insert.run(...row);
    })();
    return;
  }
  const columns = recordColumns.map((_, c) => rows.map((row) => row[c] ?? null));
  const arrays = postgresArrays.map((type) => `CAST(? AS ${type}[])`).join(', ');
  // Arrays travel as one parameter each: the 65 535-parameter limit never applies.
  await db.run(
    `INSERT INTO time_records (${recordColumns.join(', ')}) SELECT * FROM unnest(${arrays})`,
    columns as unknown as SqlValue[],
  );
}

/** Users, projects and a million time records, the same rows on either engine (seeded generator). */
export async function seed(db: SqlDatabase, total: number = benchRecords): Promise<Seeded> {
  const now = Date.now();
  const hash = await hashPassword('bench-password');
  const org = await createOrganization(db, { title: 'Bench', accountUrl: 'bench', timeZone: 'UTC' }, now);
  await addApplicationKey(db, 'bench', now, benchApplicationKey);
  const userIds: string[] = [];
  for (let u = 0; u < 10; u++) {
    const user = await createUser(
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
    await addMembership(
      db,
      { organizationId: org.id, userId: user.id, access: 'FULL', owner: u === 0, materialized: true },
      now,
    );
    userIds.push(user.id);
  }
  const projectIds: string[] = [];
  for (let p = 0; p < 50; p++) {
    const id = randomUUID();
    await db.run(
      'INSERT INTO projects (id, organization_id, version, created_at, updated_at, name, owner_id, billable) VALUES (?, ?, 1, ?, ?, ?, ?, ?)',
      [id, org.id, now, now, `Project ${p}`, userIds[0] ?? null, p % 3 === 0 ? 0 : 1],
    );
    projectIds.push(id);
  }
  const rand = random(7);
  const t0 = performance.now();
  const batch = 20_000;
  for (let done = 0; done < total; done += batch) {
    const rows: SqlValue[][] = [];
    for (let i = done; i < Math.min(total, done + batch); i++) {
      const start = end - span + Math.floor(rand() * span);
      const duration = (1 + Math.floor(rand() * 16)) * 15 * 60_000;
      const billable = rand() < 0.7 ? 1 : 0;
      rows.push([
        randomUUID(),
        org.id,
        1,
        now,
        now,
        userIds[Math.floor(rand() * userIds.length)] ?? null,
        projectIds[Math.floor(rand() * projectIds.length)] ?? null,
        'Bench work',
        start,
        start + duration,
        duration,
        billable,
        1,
        billable ? Math.round(duration / 36_000) : 0,
        billable ? 100 : 0,
      ]);
    }
    await insertBatch(db, rows);
  }
  const seconds = (performance.now() - t0) / 1000;
  await db.run('ANALYZE');
  return { organizationId: org.id, userIds, seconds };
}
