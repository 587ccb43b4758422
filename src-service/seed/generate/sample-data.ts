import { performance } from 'node:perf_hooks';
import { addApplicationKey } from '../../identity/application-keys.ts';
import { addMembership } from '../../identity/memberships.ts';
import { countOrganizations, createOrganization } from '../../identity/organizations.ts';
import { createUser } from '../../identity/users.ts';
import { hashPassword } from '../../security/passwords.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { withBulkSession } from './bulk-session.ts';
import { writeRecords } from './record-writer.ts';
import { recordBatches, sampleEnd, sampleStarts, splitByMonth, type RecordPlan } from './sample-records.ts';
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
  /** Called as records are written (every few thousand). */
  readonly onProgress?: (done: number, total: number) => void;
}

interface Account {
  readonly organizationId: string;
  readonly userIds: string[];
  readonly projectIds: string[];
}

export interface SampleData extends Account {
  readonly records: number;
  /** From the first write to the statistics gathered after the last. */
  readonly seconds: number;
}

/** The database already holds an organization: generating would mix the sample into real data. */
export class DatabaseNotEmptyError extends Error {
  override readonly name = 'DatabaseNotEmptyError';
  /** What the database holds, e.g. `2 organizations` or `1 user`. */
  readonly holds: string;
  constructor(holds: string) {
    super(`the database already holds ${holds}`);
    this.holds = holds;
  }
}

const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** PostgreSQL: writing records failed after the account was committed; the database holds part of the sample. */
export class PartialSampleError extends Error {
  override readonly name = 'PartialSampleError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Records per batch: a run of INSERTs on SQLite, one INSERT of arrays on PostgreSQL. */
const batchSize = { sqlite: 10_000, postgres: 20_000 } as const;
/**
 * PostgreSQL checks foreign keys and fills eleven indexes row by row in its server process: two
 * writers (the pool of `generate` has two connections) use two cores.
 */
const postgresWriters = 2;
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The organization, its people and projects; refuses a database that holds any organization or user. */
async function createAccount(db: SqlDatabase, now: number, passwordHash: string): Promise<Account> {
  // Any organization or person: the sample's people would collide with them (user0@bench.example).
  const organizations = await countOrganizations(db);
  if (organizations > 0) throw new DatabaseNotEmptyError(counted(organizations, 'organization'));
  const users = (await db.get<{ n: number }>('SELECT count(*) AS n FROM users'))?.n ?? 0;
  if (users > 0) throw new DatabaseNotEmptyError(counted(users, 'user'));
  // Ids of the account come from a generator of their own, so the records' draws are theirs alone.
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
  return { organizationId: org.id, userIds, projectIds };
}

/**
 * Writes records `from` to `to` of the plan; each batch is made while the one before is written
 * (on PostgreSQL the server works meanwhile). `progress` hears how many of the range are written.
 */
async function writeRange(
  db: SqlDatabase,
  common: { readonly organizationId: string; readonly now: number },
  plan: RecordPlan,
  [from, to]: readonly [number, number],
  progress: (written: number) => void,
): Promise<void> {
  let written = 0;
  let writing: { readonly done: Promise<void>; readonly rows: number } | undefined;
  const settle = async (): Promise<void> => {
    if (writing === undefined) return;
    await writing.done;
    written += writing.rows;
    progress(written);
  };
  for (const rows of recordBatches(plan, from, to, batchSize[db.dialect])) {
    await settle();
    writing = { done: writeRecords(db, common, rows), rows: rows.length };
  }
  await settle();
}

/**
 * The data set of the report benchmarks in an empty database: the same `records` give the same
 * rows, ids included, on either engine. SQLite writes all of it in one transaction; PostgreSQL
 * commits the account first, then the records in two transactions side by side.
 */
export async function generateSampleData(db: SqlDatabase, options: SampleDataOptions): Promise<SampleData> {
  const now = options.now ?? sampleEnd;
  const total = options.records;
  // Before any transaction: tens of milliseconds of scrypt and a sort of every start need not hold the database.
  const passwordHash = await hashPassword(sampleAccount.password);
  const starts = sampleStarts(total);
  const t0 = performance.now();
  const account = await withBulkSession(db, async () => {
    const writtenPerRange: number[] = [];
    const progress =
      (range: number) =>
      (written: number): void => {
        writtenPerRange[range] = written;
        options.onProgress?.(
          writtenPerRange.reduce((sum, n) => sum + n, 0),
          total,
        );
      };
    let made: Account;
    if (db.dialect === 'sqlite') {
      made = await db.transaction(async () => {
        const inside = await createAccount(db, now, passwordHash);
        const plan = { starts, userIds: inside.userIds, projectIds: inside.projectIds };
        await writeRange(db, { organizationId: inside.organizationId, now }, plan, [0, total], progress(0));
        return inside;
      });
    } else {
      made = await db.transaction(() => createAccount(db, now, passwordHash));
      const plan = { starts, userIds: made.userIds, projectIds: made.projectIds };
      const common = { organizationId: made.organizationId, now };
      // Settled, not all: a writer still running when the other failed must end before the caller closes the pool.
      const writers = await Promise.allSettled(
        splitByMonth(plan, postgresWriters).map((range, r) =>
          db.transaction(() => writeRange(db, common, plan, range, progress(r))),
        ),
      );
      const failed = writers.find((writer) => writer.status === 'rejected');
      if (failed !== undefined) throw new PartialSampleError(failed.reason);
    }
    // The planner's statistics, so that the first reports over the new rows choose their indexes well.
    await db.run('ANALYZE');
    return made;
  });
  return { ...account, records: total, seconds: (performance.now() - t0) / 1000 };
}
