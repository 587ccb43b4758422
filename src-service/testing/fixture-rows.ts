import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '../storage/sql-database.ts';

/** A user row as the identity module writes one (fixtures need no password); answers its id. */
export async function insertUser(db: SqlDatabase, firstName: string, lastName: string): Promise<string> {
  const id = randomUUID();
  await db.run(
    `INSERT INTO users (id, email, first_name, last_name, email_verified, active, password_hash, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, 1, 1, NULL, 1, 1, 1)`,
    [id, `${id}@example.com`, firstName, lastName],
  );
  return id;
}

/** An organization row in `timeZone`, as the identity module writes one; answers its id. */
export async function insertOrganization(
  db: SqlDatabase,
  title: string,
  timeZone = 'Europe/Berlin',
): Promise<string> {
  const id = randomUUID();
  await db.run(
    `INSERT INTO organizations (id, auth_organization_id, title, account_url, time_zone, currency, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'EUR', 1, 1, 1)`,
    [id, randomUUID(), title, id, timeZone],
  );
  return id;
}
