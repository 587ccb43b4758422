import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { randomBase32Id } from '../security/secrets.ts';
import { prepareCached } from '../storage/statement-cache.ts';

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

export function createOrganization(db: Database, input: NewOrganization, now: number): Organization {
  const row: OrganizationRow = {
    id: input.id ?? randomUUID(),
    auth_organization_id: input.authOrganizationId ?? newAuthOrganizationId(),
    title: input.title,
    account_url: input.accountUrl,
    time_zone: input.timeZone ?? 'UTC',
    currency: input.currency ?? 'EUR',
    version: 1,
    created_at: now,
    updated_at: now,
  };
  prepareCached(
    db,
    `INSERT INTO organizations (id, auth_organization_id, title, account_url, time_zone, currency, version, created_at, updated_at)
     VALUES (@id, @auth_organization_id, @title, @account_url, @time_zone, @currency, @version, @created_at, @updated_at)`,
  ).run(row);
  return toOrganization(row);
}

export function organizationById(db: Database, id: string): Organization | undefined {
  const row = prepareCached(db, 'SELECT * FROM organizations WHERE id = ?').get(id) as
    OrganizationRow | undefined;
  return row === undefined ? undefined : toOrganization(row);
}

export function organizationByAuthId(db: Database, authOrganizationId: string): Organization | undefined {
  const row = prepareCached(db, 'SELECT * FROM organizations WHERE auth_organization_id = ?').get(
    authOrganizationId,
  ) as OrganizationRow | undefined;
  return row === undefined ? undefined : toOrganization(row);
}

export function organizationByAccountUrl(db: Database, accountUrl: string): Organization | undefined {
  const row = prepareCached(db, 'SELECT * FROM organizations WHERE account_url = ?').get(
    accountUrl.toLowerCase(),
  ) as OrganizationRow | undefined;
  return row === undefined ? undefined : toOrganization(row);
}

export function countOrganizations(db: Database): number {
  return prepareCached(db, 'SELECT count(*) FROM organizations').pluck().get() as number;
}

/** The readable row mapper, for queries that join organizations with something else. */
export { toOrganization, type OrganizationRow };
