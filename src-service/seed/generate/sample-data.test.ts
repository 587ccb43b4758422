import { describe, expect, it } from 'vitest';
import { isApplicationKey } from '../../identity/application-keys.ts';
import { createOrganization } from '../../identity/organizations.ts';
import { createUser } from '../../identity/users.ts';
import { verifyPassword } from '../../security/passwords.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { DatabaseNotEmptyError, generateSampleData, PartialSampleError } from './sample-data.ts';
import { sampleEnd, sampleSpan } from './sample-records.ts';

const open = useEngineDatabases();
const records = 2000;

interface RecordRow {
  id: string;
  organization_id: string;
  user_id: string;
  project_id: string;
  start: number;
  stop: number;
  duration: number;
  billable: number;
  effective: number;
  price: number;
  unit_price: number;
  created_at: number;
  description: string;
  trash_item_id: string | null;
}

const recordRows = (db: SqlDatabase): Promise<RecordRow[]> =>
  db.all<RecordRow>(
    `SELECT id, organization_id, user_id, project_id, start, stop, duration, billable, effective, price,
            unit_price, created_at, description, trash_item_id
     FROM time_records ORDER BY id`,
  );

describe.each(engines)('generateSampleData on %s', (engine) => {
  it('makes the bench account: ten people with full access, fifty projects and the records asked for', async () => {
    const { db } = await open(engine);
    const progress: number[] = [];
    const made = await generateSampleData(db, { records, onProgress: (done) => progress.push(done) });
    expect(made.records).toBe(records);
    expect(progress.at(-1)).toBe(records);
    expect(
      await db.all('SELECT title, account_url, time_zone FROM organizations WHERE id = ?', [
        made.organizationId,
      ]),
    ).toEqual([{ title: 'Bench', account_url: 'bench', time_zone: 'UTC' }]);
    const people = await db.all<{
      email: string;
      access: string;
      owner: number;
      materialized: number;
      email_verified: number;
    }>(
      `SELECT u.email, m.access, m.owner, m.materialized, u.email_verified
       FROM users u JOIN memberships m ON m.user_id = u.id AND m.organization_id = ? ORDER BY u.email`,
      [made.organizationId],
    );
    expect(people).toEqual(
      Array.from({ length: 10 }, (_, u) => ({
        email: `user${u}@bench.example`,
        access: 'FULL',
        owner: u === 0 ? 1 : 0,
        materialized: 1,
        email_verified: 1,
      })),
    );
    const hash = await db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', [
      'user3@bench.example',
    ]);
    expect(await verifyPassword('bench-password', hash?.password_hash ?? null)).toBe(true);
    expect(await isApplicationKey(db, 'bench-application-key')).toBe(true);
    expect(
      await db.get('SELECT count(*) AS n FROM projects WHERE organization_id = ?', [made.organizationId]),
    ).toEqual({
      n: 50,
    });
    const rows = await recordRows(db);
    expect(rows).toHaveLength(records);
    for (const r of rows) {
      expect(r.organization_id).toBe(made.organizationId);
      expect(made.userIds).toContain(r.user_id);
      expect(made.projectIds).toContain(r.project_id);
      expect(r.start).toBeGreaterThanOrEqual(sampleEnd - sampleSpan);
      expect(r.start).toBeLessThan(sampleEnd);
      expect(r.duration % 900_000).toBe(0);
      expect(r.duration).toBeGreaterThanOrEqual(900_000);
      expect(r.duration).toBeLessThanOrEqual(4 * 3_600_000);
      expect(r.stop).toBe(r.start + r.duration);
      expect(r.price).toBe(r.billable === 1 ? (r.duration / 3_600_000) * 100 : 0);
      expect(r.unit_price).toBe(r.billable === 1 ? 100 : 0);
      expect(r.effective).toBe(1);
      expect(r.trash_item_id).toBeNull();
    }
    // Ids sort as the starts do (rows come ORDER BY id): written in start order, every index grows at its end.
    expect(rows.map((r) => r.start)).toEqual([...rows.map((r) => r.start)].sort((a, b) => a - b));
    const billable = rows.filter((r) => r.billable === 1).length / records;
    expect(billable).toBeGreaterThan(0.65);
    expect(billable).toBeLessThan(0.75);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(10);
    expect(new Set(rows.map((r) => r.project_id)).size).toBe(50);
  });

  it('makes the same rows, ids included, in two fresh databases', async () => {
    const [one, two] = [(await open(engine)).db, (await open(engine)).db];
    await generateSampleData(one, { records });
    await generateSampleData(two, { records });
    const first = await recordRows(one);
    expect(first).toHaveLength(records);
    expect(await recordRows(two)).toEqual(first);
    const account = (db: SqlDatabase): Promise<object[]> =>
      db.all(
        `SELECT o.id AS org, o.auth_organization_id AS auth, u.id AS user_id, m.id AS membership
         FROM organizations o JOIN memberships m ON m.organization_id = o.id JOIN users u ON u.id = m.user_id
         ORDER BY u.id`,
      );
    expect(await account(two)).toEqual(await account(one));
  });

  it('refuses a database that holds an organization, and writes nothing', async () => {
    const { db } = await open(engine);
    await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, 1);
    await expect(generateSampleData(db, { records })).rejects.toBeInstanceOf(DatabaseNotEmptyError);
    expect(await db.get('SELECT count(*) AS n FROM time_records')).toEqual({ n: 0 });
    expect(await db.get('SELECT count(*) AS n FROM users')).toEqual({ n: 0 });
  });

  it('refuses a database that holds a person but no organization, and writes nothing', async () => {
    const { db } = await open(engine);
    await createUser(
      db,
      {
        email: 'user0@bench.example',
        firstName: 'U',
        lastName: '0',
        passwordHash: null,
        emailVerified: true,
      },
      1,
    );
    await expect(generateSampleData(db, { records })).rejects.toThrow('the database already holds 1 user');
    expect(await db.get('SELECT count(*) AS n FROM organizations')).toEqual({ n: 0 });
  });
});

describe('generateSampleData on PostgreSQL', () => {
  it('ends in PartialSampleError when a writer fails, after the other writer is done', async () => {
    const { db } = await open('postgres');
    // A refusal the second writer meets (records of 2024) and the first does not.
    await db.run(`CREATE FUNCTION refuse_2024() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.start >= ${Date.UTC(2024, 0, 1)} THEN RAISE EXCEPTION 'no 2024'; END IF; RETURN NEW; END $$`);
    await db.run(
      'CREATE TRIGGER refuse_2024 BEFORE INSERT ON time_records FOR EACH ROW EXECUTE FUNCTION refuse_2024()',
    );
    const failed = generateSampleData(db, { records });
    await expect(failed).rejects.toBeInstanceOf(PartialSampleError);
    await expect(failed).rejects.toThrow('no 2024');
    expect(await db.get('SELECT count(*) AS n FROM organizations')).toEqual({ n: 1 });
    const kept = await db.get<{ n: number; last: number }>(
      'SELECT count(*) AS n, max(start) AS last FROM time_records',
    );
    expect(kept?.n).toBeGreaterThan(records / 3);
    expect(kept?.last).toBeLessThan(Date.UTC(2024, 0, 1));
  });
});

describe('generateSampleData on both engines', () => {
  it('makes the same records on SQLite and on PostgreSQL', async () => {
    const sqlite = (await open('sqlite')).db;
    const postgres = (await open('postgres')).db;
    await generateSampleData(sqlite, { records: 500 });
    await generateSampleData(postgres, { records: 500 });
    expect(await recordRows(postgres)).toEqual(await recordRows(sqlite));
  });
});
