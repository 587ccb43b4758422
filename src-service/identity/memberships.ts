import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { prepareCached } from '../storage/statement-cache.ts';
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

interface MembershipRow {
  id: string;
  organization_id: string;
  user_id: string;
  access: Access;
  owner: number;
  materialized: number;
}

const toMembership = (row: MembershipRow): Membership => ({
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
}

export function addMembership(db: Database, input: NewMembership, now: number): Membership {
  const row: MembershipRow = {
    id: randomUUID(),
    organization_id: input.organizationId,
    user_id: input.userId,
    access: input.access,
    owner: input.owner ? 1 : 0,
    materialized: input.materialized ? 1 : 0,
  };
  prepareCached(
    db,
    `INSERT INTO memberships (id, organization_id, user_id, access, owner, materialized, version, created_at, updated_at)
     VALUES (@id, @organization_id, @user_id, @access, @owner, @materialized, 1, @now, @now)`,
  ).run({ ...row, now });
  return toMembership(row);
}

export function membershipOf(db: Database, organizationId: string, userId: string): Membership | undefined {
  // A membership in the trash (its user was deleted from the account in v1) grants nothing.
  const row = prepareCached(
    db,
    'SELECT * FROM memberships WHERE organization_id = ? AND user_id = ? AND trash_item_id IS NULL',
  ).get(organizationId, userId) as MembershipRow | undefined;
  return row === undefined ? undefined : toMembership(row);
}

export interface MembershipWithOrganization {
  readonly membership: Membership;
  readonly organization: Organization;
}

/** Every organization the user belongs to, by title. */
export function membershipsOfUser(db: Database, userId: string): MembershipWithOrganization[] {
  const rows = prepareCached(
    db,
    `SELECT m.id AS m_id, m.organization_id AS m_organization_id, m.user_id AS m_user_id, m.access AS m_access,
            m.owner AS m_owner, m.materialized AS m_materialized, o.*
       FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = ? AND m.trash_item_id IS NULL
      ORDER BY o.title COLLATE NOCASE, o.id`,
  ).all(userId) as (OrganizationRow & {
    m_id: string;
    m_organization_id: string;
    m_user_id: string;
    m_access: Access;
    m_owner: number;
    m_materialized: number;
  })[];
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
