import { randomUUID } from 'node:crypto';
import { randomBase32Id } from '../security/secrets.ts';
import { plannedOnce } from '../storage/planned-statements.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { canonicalTimeZone } from './time-zone.ts';

export interface Organization {
  /** The organization's identifier in the service (graph `id`, v1 account id). */
  readonly id: string;
  /** The same organization in the sign-in service: `org_id` of tokens, `organization_id` of refresh. */
  readonly authOrganizationId: string;
  readonly title: string;
  /** The v1 address prefix: tenant calls go to /t/{accountUrl}/v1/... */
  readonly accountUrl: string;
  readonly timeZone: string;
  readonly currency: string;
  readonly version: number;
  readonly createdAt: number;
  readonly updatedAt: number;
}

interface OrganizationRow {
  id: string;
  auth_organization_id: string;
  title: string;
  account_url: string;
  time_zone: string;
  currency: string;
  version: number;
  created_at: number;
  updated_at: number;
}

const toOrganization = (row: OrganizationRow): Organization => ({
  id: row.id,
  authOrganizationId: row.auth_organization_id,
  title: row.title,
  accountUrl: row.account_url,
  timeZone: row.time_zone,
  currency: row.currency,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface NewOrganization {
  readonly title: string;
  readonly accountUrl: string;
  readonly timeZone?: string;
  readonly currency?: string;
  readonly id?: string;
  readonly authOrganizationId?: string;
}

/** Sign-in service identifiers look like `org_01H...`: never confusable with a UUID `id`. */
export const newAuthOrganizationId = (): string => `org_${randomBase32Id()}`;

export async function createOrganization(
  db: SqlDatabase,
  input: NewOrganization,
  now: number,
): Promise<Organization> {
  const row: OrganizationRow = {
    id: input.id ?? randomUUID(),
    auth_organization_id: input.authOrganizationId ?? newAuthOrganizationId(),
    title: input.title,
    account_url: input.accountUrl,
    time_zone: canonicalTimeZone(input.timeZone ?? 'UTC') ?? 'UTC',
    currency: input.currency ?? 'EUR',
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await db.run(
    `INSERT INTO organizations (id, auth_organization_id, title, account_url, time_zone, currency, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.id,
      row.auth_organization_id,
      row.title,
      row.account_url,
      row.time_zone,
      row.currency,
      row.version,
      row.created_at,
      row.updated_at,
    ],
  );
  return toOrganization(row);
}

async function organizationWhere(
  db: SqlDatabase,
  column: 'id' | 'auth_organization_id' | 'account_url',
  value: string,
): Promise<Organization | undefined> {
  // Unique keys, looked up by every v1 request: one plan fits every value (planned-statements.ts).
  const sql = plannedOnce(`SELECT * FROM organizations WHERE ${column} = ?`);
  const row = await db.get<OrganizationRow>(sql, [value]);
  return row === undefined ? undefined : toOrganization(row);
}

export function organizationById(db: SqlDatabase, id: string): Promise<Organization | undefined> {
  return organizationWhere(db, 'id', id);
}

export function organizationByAuthId(
  db: SqlDatabase,
  authOrganizationId: string,
): Promise<Organization | undefined> {
  return organizationWhere(db, 'auth_organization_id', authOrganizationId);
}

export function organizationByAccountUrl(
  db: SqlDatabase,
  accountUrl: string,
): Promise<Organization | undefined> {
  return organizationWhere(db, 'account_url', accountUrl.toLowerCase());
}

export async function countOrganizations(db: SqlDatabase): Promise<number> {
  const row = await db.get<{ n: number }>('SELECT count(*) AS n FROM organizations');
  return row?.n ?? 0;
}

/** The readable row mapper, for queries that join organizations with something else. */
export { toOrganization, type OrganizationRow };
