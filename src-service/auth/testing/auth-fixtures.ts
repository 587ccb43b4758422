import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '../../storage/sql-database.ts';

export interface FixturePerson {
  readonly userId: string;
  readonly organizationId: string;
  readonly authOrganizationId: string;
}

/**
 * A verified, active user who is a member (FULL, owner) of an organization of their own, written
 * as rows so the auth tests need nothing of the identity module's code.
 */
export async function insertPerson(db: SqlDatabase, email: string, now: number): Promise<FixturePerson> {
  const userId = randomUUID();
  const organizationId = randomUUID();
  const authOrganizationId = `org_${randomUUID().replaceAll('-', '')}`;
  await db.run(
    `INSERT INTO users (id, email, first_name, last_name, active, email_verified, created_at, updated_at)
     VALUES (?, ?, 'Test', 'Person', 1, 1, ?, ?)`,
    [userId, email, now, now],
  );
  await db.run(
    `INSERT INTO organizations (id, auth_organization_id, title, account_url, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [organizationId, authOrganizationId, `${email} works`, organizationId.slice(0, 8), now, now],
  );
  await addMembership(db, organizationId, userId, now);
  return { userId, organizationId, authOrganizationId };
}

export async function addMembership(
  db: SqlDatabase,
  organizationId: string,
  userId: string,
  now: number,
): Promise<void> {
  await db.run(
    `INSERT INTO memberships (id, organization_id, user_id, access, owner, materialized, created_at, updated_at)
     VALUES (?, ?, ?, 'FULL', 1, 1, ?, ?)`,
    [randomUUID(), organizationId, userId, now, now],
  );
}

/** How many of `promises` fulfilled with a value `won` accepts; the rest must have fulfilled too. */
export async function winners<T>(
  promises: readonly Promise<T>[],
  won: (value: T) => boolean,
): Promise<number> {
  const values = await Promise.all(promises);
  return values.filter(won).length;
}
