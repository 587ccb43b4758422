import { performance } from 'node:perf_hooks';
import { addApplicationKey } from '../../identity/application-keys.ts';
import { addMembership } from '../../identity/memberships.ts';
import { countOrganizations, createOrganization } from '../../identity/organizations.ts';
import { createUser } from '../../identity/users.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { withBulkSession } from './bulk-session.ts';
import { writeRecords } from './record-writer.ts';
import { sampleEnd, sampleRecords } from './sample-records.ts';
import { seededRandom, seededUuid } from './seeded-random.ts';

/** How to sign in to the generated account (README, "Try Stint with a million records"). */
export const sampleAccount = {
  title: 'Bench',
  accountUrl: 'bench',
  applicationKey: 'bench-application-key',
  password: 'bench-password',
  email: (user: number): string => `user${user}@bench.example`,
  users: 10,
  projects: 50,
} as const;

export interface SampleDataOptions {
  readonly records: number;
  /** When the account, people, projects and records say they were made; fixed by default, so runs match. */
  readonly now?: number;
  /** Called as records are written (every few thousand), and once all are. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface SampleData {
  readonly organizationId: string;
  readonly userIds: string[];
  readonly projectIds: string[];
  readonly records: number;
  /** From the first write to the statistics gathered after the last. */
  readonly seconds: number;
}

/** The database already holds an organization: generating would mix the sample into real data. */
export class DatabaseNotEmptyError extends Error {
  override readonly name = 'DatabaseNotEmptyError';
  readonly organizations: number;
  constructor(organizations: number) {
    super(`the database already holds ${organizations} organization(s)`);
    this.organizations = organizations;
  }
}

/** Records per batch: a transaction-wide write on SQLite, one INSERT of arrays on PostgreSQL. */
const batchSize = { sqlite: 10_000, postgres: 25_000 } as const;
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The data set of the report benchmarks in an empty database: the same `records` give the same rows. */
export async function generateSampleData(db: SqlDatabase, options: SampleDataOptions): Promise<SampleData> {
  const now = options.now ?? sampleEnd;
  const total = options.records;
  // Hashed before the transaction: tens of milliseconds of scrypt need not hold the database.
  const passwordHash = await hashPassword(sampleAccount.password);
  const t0 = performance.now();
  const made = await withBulkSession(db, async () => {
    const written = await db.transaction(async () => {
      const organizations = await countOrganizations(db);
      if (organizations > 0) throw new DatabaseNotEmptyError(organizations);
      // Ids of the account come from a generator of their own, so the records' stream is theirs alone.
      const rand = seededRandom(20);
      const id = (): string => seededUuid(rand, now);
      const org = await createOrganization(
        db,
        {
          id: id(),
          authOrganizationId: `org_${Array.from({ length: 26 }, () => crockford.charAt(Math.floor(rand() * 32))).join('')}`,
          title: sampleAccount.title,
          accountUrl: sampleAccount.accountUrl,
          timeZone: 'UTC',
        },
        now,
      );
      await addApplicationKey(db, sampleAccount.accountUrl, now, sampleAccount.applicationKey);
      const userIds: string[] = [];
      for (let u = 0; u < sampleAccount.users; u++) {
        const user = await createUser(
          db,
          {
            id: id(),
            email: sampleAccount.email(u),
            firstName: 'User',
            lastName: String(u),
            passwordHash,
            emailVerified: true,
          },
          now,
        );
        await addMembership(
          db,
          {
            id: id(),
            organizationId: org.id,
            userId: user.id,
            access: 'FULL',
            owner: u === 0,
            materialized: true,
          },
          now,
        );
        userIds.push(user.id);
      }
      const projectIds: string[] = [];
      for (let p = 0; p < sampleAccount.projects; p++) {
        const projectId = id();
        await db.run(
          'INSERT INTO projects (id, organization_id, version, created_at, updated_at, name, owner_id, billable) VALUES (?, ?, 1, ?, ?, ?, ?, ?)',
          [projectId, org.id, now, now, `Project ${p}`, userIds[0] ?? null, p % 3 === 0 ? 0 : 1],
        );
        projectIds.push(projectId);
      }
      let done = 0;
      for (const batch of sampleRecords(total, userIds, projectIds, batchSize[db.dialect])) {
        await writeRecords(db, { organizationId: org.id, now }, batch);
        done += batch.length;
        options.onProgress?.(done, total);
      }
      return { organizationId: org.id, userIds, projectIds };
    });
    // The planner's statistics, so that the first reports over the new rows choose their indexes well.
    await db.run('ANALYZE');
    return written;
  });
  return { ...made, records: total, seconds: (performance.now() - t0) / 1000 };
}
