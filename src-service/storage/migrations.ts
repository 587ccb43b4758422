import type { Database } from 'better-sqlite3';
import { domainSchema } from './migrations/v003-domain.ts';
import { identitySchema } from './migrations/v002-identity.ts';
import { v1Schema } from './migrations/v004-v1.ts';
import { sessionBoundsSchema } from './migrations/v006-session-bounds.ts';
import { invitationsSchema } from './migrations/v007-invitations.ts';
import { sharedStateSchema } from './migrations/v008-shared-state.ts';

export interface Migration {
  /** Strictly increasing; stored in `PRAGMA user_version` once applied. */
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database) => void;
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
  },
  {
    version: 2,
    name: 'identity: organizations, users, memberships, sign-in sessions, codes, tokens, API keys',
    up(db) {
      db.exec(identitySchema);
    },
  },
  {
    version: 3,
    name: 'time tracking domain: trash, clients, work types, external systems, projects, tasks, time records, price lists',
    up(db) {
      db.exec(domainSchema);
    },
  },
  {
    version: 4,
    name: 'v1 interface: project members and work-type links, impulses, departments, secret keys, bills, contact persons, v1 tokens, confirmations, files',
    up(db) {
      db.exec(v1Schema);
    },
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
  },
  {
    version: 6,
    name: 'session bounds: v1 token pairs, sign-in request sources, indexes to end sessions and sweep expired rows',
    up(db) {
      db.exec(sessionBoundsSchema);
    },
  },
  {
    version: 7,
    name: 'invitations: an account invites a person, who becomes a member by accepting',
    up(db) {
      db.exec(invitationsSchema);
    },
  },
  {
    version: 8,
    name: 'shared state: the sign-in lockout, the v1 rate limit and the signing keys, for several instances',
    up(db) {
      db.exec(sharedStateSchema);
    },
  },
];

export function applyMigrations(db: Database, list: readonly Migration[] = migrations): number {
  let current = db.pragma('user_version', { simple: true }) as number;
  for (const migration of list) {
    if (migration.version <= current) continue;
    if (migration.version !== current + 1) {
      throw new Error(`Migration ${migration.version} does not follow ${current}.`);
    }
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    current = migration.version;
  }
  return current;
}
