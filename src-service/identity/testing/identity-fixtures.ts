import type { SqlDatabase } from '../../storage/sql-database.ts';
import { createOrganization, type Organization } from '../organizations.ts';
import { createUser, type User } from '../users.ts';

/** A person with a name and a password hash, made for a test. */
export function person(db: SqlDatabase, email: string, name = ['', ''], now = 1000): Promise<User> {
  return createUser(
    db,
    {
      email,
      firstName: name[0] ?? '',
      lastName: name[1] ?? '',
      passwordHash: 'scrypt$x',
      emailVerified: false,
    },
    now,
  );
}

/** An organization whose account address is its id (when given) or title, in lower case. */
export function organization(db: SqlDatabase, title: string, id?: string, now = 1000): Promise<Organization> {
  const accountUrl =
    (id ?? title)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'x';
  return createOrganization(db, { title, accountUrl, ...(id === undefined ? {} : { id }) }, now);
}

/** Puts `table`'s row `id` in the organization's trash, as the v1 delete does, and answers the trash item. */
export async function trash(
  db: SqlDatabase,
  table: 'memberships' | 'secret_keys',
  id: string,
  organizationId: string,
): Promise<string> {
  const itemId = `trash-${id}`;
  await db.run(
    `INSERT INTO trash_items (id, organization_id, version, created_at, updated_at, deleted_object_class, deleted_object_id, group_id)
     VALUES (?, ?, 1, 0, 0, ?, ?, ?)`,
    [itemId, organizationId, table, id, itemId],
  );
  await db.run(`UPDATE ${table} SET trash_item_id = ? WHERE id = ?`, [itemId, id]);
  return itemId;
}
