import type { Database } from 'better-sqlite3';
import { domainSchema } from './migrations/v003-domain.ts';
import { identitySchema } from './migrations/v002-identity.ts';
import { v1Schema } from './migrations/v004-v1.ts';
import { sessionBoundsSchema } from './migrations/v006-session-bounds.ts';
import { invitationsSchema } from './migrations/v007-invitations.ts';
import { domainSchemaPostgres } from './migrations/v003-domain-postgres.ts';
import { identitySchemaPostgres } from './migrations/v002-identity-postgres.ts';
import { v1SchemaPostgres } from './migrations/v004-v1-postgres.ts';
import { sessionBoundsSchemaPostgres } from './migrations/v006-session-bounds-postgres.ts';
import { invitationsSchemaPostgres } from './migrations/v007-invitations-postgres.ts';
import { sharedStateSchema } from './migrations/v008-shared-state.ts';
import { sharedStateSchemaPostgres } from './migrations/v008-shared-state-postgres.ts';
import { filterFunctionsPostgres } from './migrations/v009-filter-functions-postgres.ts';
import {
  rebuildStatements,
  reportTotalsTriggersSqlite,
  rollupTablesSqlite,
} from './migrations/v010-report-totals.ts';
import { reportTotalsPostgres } from './migrations/v010-report-totals-postgres.ts';
import { registerReportFunctions } from './sqlite-functions.ts';
import { watchedTablesPostgres, watchedTablesSqlite } from './migrations/v011-watched-tables.ts';
import { personRecordOrder } from './migrations/v012-person-record-order.ts';
import { reportScanIndexPostgres, reportScanIndexSqlite } from './migrations/v013-report-scan-index.ts';
import { optionalReferenceIndexes } from './migrations/v014-optional-reference-indexes.ts';
import { SchemaVersionError, schemaVersionRefusal } from './schema-version.ts';

export interface Migration {
  /** Strictly increasing; stored in `PRAGMA user_version` once applied. */
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database) => void;
  /**
   * The same step on PostgreSQL: one script of statements that leaves the same tables, columns,
   * constraints and indexes (storage/postgres-migrations.test.ts compares the two catalogs). Optional in
   * the type only so that a migration written for SQLite alone still builds: migrating PostgreSQL
   * refuses it by name, and the parity test fails until it has one.
   */
  readonly postgres?: string;
}

/**
 * Ordered schema migrations. Append only: an applied migration is never edited, a change is a
 * new migration. Each runs in its own transaction together with the version bump.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'service metadata',
    up(db) {
      db.exec(`
        CREATE TABLE service_meta (
          key TEXT PRIMARY KEY NOT NULL,
          value TEXT NOT NULL
        ) STRICT;
      `);
    },
    postgres: `
        CREATE TABLE service_meta (
          key text COLLATE "C" PRIMARY KEY NOT NULL,
          value text COLLATE "C" NOT NULL
        );
      `,
  },
  {
    version: 2,
    name: 'identity: organizations, users, memberships, sign-in sessions, codes, tokens, API keys',
    up(db) {
      db.exec(identitySchema);
    },
    postgres: identitySchemaPostgres,
  },
  {
    version: 3,
    name: 'time tracking domain: trash, clients, work types, external systems, projects, tasks, time records, price lists',
    up(db) {
      db.exec(domainSchema);
    },
    postgres: domainSchemaPostgres,
  },
  {
    version: 4,
    name: 'v1 interface: project members and work-type links, impulses, departments, secret keys, bills, contact persons, v1 tokens, confirmations, files',
    up(db) {
      db.exec(v1Schema);
    },
    postgres: v1SchemaPostgres,
  },
  {
    version: 5,
    name: 'v1 reports: a covering index for totals over a period',
    up(db) {
      // Period reports (totals, slices, trends) filter live records of one account by start and
      // sum duration, billable and effective time and price: with this index they never touch
      // the table (3 to 5 times faster over a million records).
      db.exec(
        'CREATE INDEX time_records_totals ON time_records (organization_id, trash_item_id, start, duration, billable, effective, price)',
      );
    },
    postgres:
      'CREATE INDEX time_records_totals ON time_records (organization_id, trash_item_id, start, duration, billable, effective, price)',
  },
  {
    version: 6,
    name: 'session bounds: v1 token pairs, sign-in request sources, indexes to end sessions and sweep expired rows',
    up(db) {
      db.exec(sessionBoundsSchema);
    },
    postgres: sessionBoundsSchemaPostgres,
  },
  {
    version: 7,
    name: 'invitations: an account invites a person, who becomes a member by accepting',
    up(db) {
      db.exec(invitationsSchema);
    },
    postgres: invitationsSchemaPostgres,
  },
  {
    version: 8,
    name: 'shared state: the sign-in lockout, the confirmation-mail and v1 rate limits, the signing keys, for several instances',
    up(db) {
      db.exec(sharedStateSchema);
    },
    postgres: sharedStateSchemaPostgres,
  },
  {
    version: 9,
    name: 'filter functions: Unicode case mapping and SQLite arithmetic for compiled $filters on PostgreSQL',
    // SQLite registers these as JavaScript functions on each connection: nothing to store.
    up() {
      // nothing
    },
    postgres: filterFunctionsPostgres,
  },
  {
    version: 10,
    name: 'report totals: per local day and month, kept by triggers in every write, built for existing records',
    up(db) {
      // The triggers and the build call these; a connection migrating may not have them yet.
      registerReportFunctions(db);
      db.exec(rollupTablesSqlite);
      db.exec(reportTotalsTriggersSqlite);
      for (const statement of rebuildStatements('sqlite', null)) db.exec(statement);
    },
    postgres: reportTotalsPostgres,
  },
  {
    version: 11,
    name: 'watched tables: a trigger on each table the graph reads, so that caches of its answers learn of every change',
    up(db) {
      db.exec(watchedTablesSqlite);
    },
    postgres: watchedTablesPostgres,
  },
  {
    version: 12,
    name: "one person's records in start order: the index ends with the id, the order's tie-break",
    up(db) {
      db.exec(personRecordOrder);
    },
    postgres: personRecordOrder,
  },
  {
    version: 13,
    name: 'report scans: one index a record scan of a period reads alone, for migration 5’s and the trash one',
    up(db) {
      db.exec(reportScanIndexSqlite);
    },
    postgres: reportScanIndexPostgres,
  },
  {
    version: 14,
    name: "a record's optional references indexed only where they are set",
    up(db) {
      db.exec(optionalReferenceIndexes);
    },
    postgres: optionalReferenceIndexes,
  },
];

const userVersion = (db: Database): number => db.pragma('user_version', { simple: true }) as number;

/**
 * Brings an SQLite database up to the last migration of `list` (the embedded default migrates on
 * open). Each migration runs in an IMMEDIATE transaction that reads the version again once it
 * holds the write lock, so processes opening one new database at once apply each migration once.
 * A database newer than `list` is refused: this code does not know its tables.
 */
export function applyMigrations(
  db: Database,
  list: readonly Migration[] = migrations,
  /** Receives the version of each migration this call applied (not those another process did). */
  applied: number[] = [],
): number {
  let current = userVersion(db);
  const latest = list.at(-1)?.version ?? 0;
  if (current > latest) throw new SchemaVersionError(schemaVersionRefusal(current, latest));
  for (const migration of list) {
    if (migration.version <= current) continue;
    current = db
      .transaction((): number => {
        const now = userVersion(db);
        if (migration.version <= now) return now;
        if (migration.version !== now + 1) {
          throw new Error(`Migration ${migration.version} does not follow ${now}.`);
        }
        migration.up(db);
        db.pragma(`user_version = ${migration.version}`);
        applied.push(migration.version);
        return migration.version;
      })
      .immediate();
  }
  return current;
}
