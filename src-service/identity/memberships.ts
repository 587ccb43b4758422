import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { toOrganization, type Organization, type OrganizationRow } from './organizations.ts';

export type Access = 'FULL' | 'READ';

export interface Membership {
  readonly id: string;
  readonly organizationId: string;
  readonly userId: string;
  readonly access: Access;
  readonly owner: boolean;
  /** Created through an invitation (or with the organization); the graph endpoint refuses others. */
  readonly materialized: boolean;
}

export interface MembershipRow {
  id: string;
  organization_id: string;
  user_id: string;
  access: Access;
  owner: number;
  materialized: number;
}

export const toMembership = (row: MembershipRow): Membership => ({
  id: row.id,
  organizationId: row.organization_id,
  userId: row.user_id,
  access: row.access,
  owner: row.owner === 1,
  materialized: row.materialized === 1,
});

export interface NewMembership {
  readonly organizationId: string;
  readonly userId: string;
  readonly access: Access;
  readonly owner: boolean;
  readonly materialized: boolean;
  readonly id?: string;
}

export async function addMembership(db: SqlDatabase, input: NewMembership, now: number): Promise<Membership> {
  const row: MembershipRow = {
    id: input.id ?? randomUUID(),
    organization_id: input.organizationId,
    user_id: input.userId,
    access: input.access,
    owner: input.owner ? 1 : 0,
    materialized: input.materialized ? 1 : 0,
  };
  await db.run(
    `INSERT INTO memberships (id, organization_id, user_id, access, owner, materialized, version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    [row.id, row.organization_id, row.user_id, row.access, row.owner, row.materialized, now, now],
  );
  return toMembership(row);
}

export async function membershipOf(
  db: SqlDatabase,
  organizationId: string,
  userId: string,
): Promise<Membership | undefined> {
  // A membership in the trash (its user was deleted from the account in v1) grants nothing.
  const row = await db.get<MembershipRow>(
    'SELECT * FROM memberships WHERE organization_id = ? AND user_id = ? AND trash_item_id IS NULL',
    [organizationId, userId],
  );
  return row === undefined ? undefined : toMembership(row);
}

export interface MembershipWithOrganization {
  readonly membership: Membership;
  readonly organization: Organization;
}

/** Every organization the user belongs to, by title (ASCII letters folded, as NOCASE did). */
export async function membershipsOfUser(
  db: SqlDatabase,
  userId: string,
): Promise<MembershipWithOrganization[]> {
  const rows = await db.all<
    OrganizationRow & {
      m_id: string;
      m_organization_id: string;
      m_user_id: string;
      m_access: Access;
      m_owner: number;
      m_materialized: number;
    }
  >(
    `SELECT m.id AS m_id, m.organization_id AS m_organization_id, m.user_id AS m_user_id, m.access AS m_access,
            m.owner AS m_owner, m.materialized AS m_materialized, o.*
       FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = ? AND m.trash_item_id IS NULL
      ORDER BY lower(o.title), o.id`,
    [userId],
  );
  return rows.map((row) => ({
    membership: toMembership({
      id: row.m_id,
      organization_id: row.m_organization_id,
      user_id: row.m_user_id,
      access: row.m_access,
      owner: row.m_owner,
      materialized: row.m_materialized,
    }),
    organization: toOrganization(row),
  }));
}
