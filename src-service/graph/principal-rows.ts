import { toMembership, type Membership } from '../identity/memberships.ts';
import { toOrganization, type Organization } from '../identity/organizations.ts';
import { toUser, type User } from '../identity/users.ts';
import { secretHash } from '../security/secrets.ts';
import { plannedOnce } from '../storage/planned-statements.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';

/**
 * Everything the graph endpoint's credential check reads, in ONE query per request: the session
 * (or API key), its user, the organization and the membership. Read one by one they were four or
 * five round trips, which on PostgreSQL cost more than the query the request asked for. Every
 * part is LEFT JOINed, so a missing part is a null column and the caller can still tell which
 * check failed (graph-credentials.ts keeps the order and the answers of the checks).
 */
export interface PrincipalRow {
  readonly user: User | null;
  readonly organization: Organization | null;
  readonly membership: Membership | null;
}

interface JoinedRow {
  u_id: string | null;
  u_email: string;
  u_first_name: string;
  u_last_name: string;
  u_email_verified: number;
  u_active: number;
  o_id: string | null;
  o_auth_organization_id: string;
  o_title: string;
  o_account_url: string;
  o_time_zone: string;
  o_currency: string;
  o_version: number;
  o_created_at: number;
  o_updated_at: number;
  m_id: string | null;
  m_organization_id: string;
  m_user_id: string;
  m_access: 'FULL' | 'READ';
  m_owner: number;
  m_materialized: number;
}

const joinedColumns = `u.id AS u_id, u.email AS u_email, u.first_name AS u_first_name, u.last_name AS u_last_name,
  u.email_verified AS u_email_verified, u.active AS u_active,
  o.id AS o_id, o.auth_organization_id AS o_auth_organization_id, o.title AS o_title,
  o.account_url AS o_account_url, o.time_zone AS o_time_zone, o.currency AS o_currency,
  o.version AS o_version, o.created_at AS o_created_at, o.updated_at AS o_updated_at,
  m.id AS m_id, m.organization_id AS m_organization_id, m.user_id AS m_user_id, m.access AS m_access,
  m.owner AS m_owner, m.materialized AS m_materialized`;

// A membership in the trash (its user was deleted from the account in v1) grants nothing.
const membershipJoin =
  'LEFT JOIN memberships m ON m.organization_id = o.id AND m.user_id = u.id AND m.trash_item_id IS NULL';

// Looked up by unique keys only, so one plan fits every value: planned once per connection on
// PostgreSQL, where planning four joins cost more than running them.
const sessionPrincipalSql = plannedOnce(`SELECT s.revoked_at AS s_revoked_at, ${joinedColumns}
   FROM sessions s
   LEFT JOIN users u ON u.id = s.user_id
   LEFT JOIN organizations o ON o.auth_organization_id = ?
   ${membershipJoin}
  WHERE s.id = ? AND s.user_id = ?`);

const apiKeyPrincipalSql =
  plannedOnce(`SELECT k.id AS k_id, k.last_used_at AS k_last_used_at, ${joinedColumns}
   FROM api_keys k
   LEFT JOIN users u ON u.id = k.user_id
   LEFT JOIN organizations o ON o.id = k.organization_id
   ${membershipJoin}
  WHERE k.key_hash = ?`);

function principalOf(row: JoinedRow): PrincipalRow {
  const user =
    row.u_id === null
      ? null
      : toUser({
          id: row.u_id,
          email: row.u_email,
          first_name: row.u_first_name,
          last_name: row.u_last_name,
          email_verified: row.u_email_verified,
          active: row.u_active,
          password_hash: null,
        });
  const organization =
    row.o_id === null
      ? null
      : toOrganization({
          id: row.o_id,
          auth_organization_id: row.o_auth_organization_id,
          title: row.o_title,
          account_url: row.o_account_url,
          time_zone: row.o_time_zone,
          currency: row.o_currency,
          version: row.o_version,
          created_at: row.o_created_at,
          updated_at: row.o_updated_at,
        });
  const membership =
    row.m_id === null
      ? null
      : toMembership({
          id: row.m_id,
          organization_id: row.m_organization_id,
          user_id: row.m_user_id,
          access: row.m_access,
          owner: row.m_owner,
          materialized: row.m_materialized,
        });
  return { user, organization, membership };
}

export interface SessionPrincipal extends PrincipalRow {
  readonly revoked: boolean;
}

/**
 * The live parts of an access token's session: undefined when there is no session `sessionId` of
 * user `userId`; the organization is looked up by its sign-in identifier (null: none asked for).
 */
export async function sessionPrincipal(
  db: SqlDatabase,
  sessionId: string,
  userId: string,
  authOrganizationId: string | null,
): Promise<SessionPrincipal | undefined> {
  const row = await db.get<JoinedRow & { s_revoked_at: number | null }>(sessionPrincipalSql, [
    authOrganizationId,
    sessionId,
    userId,
  ]);
  return row === undefined ? undefined : { ...principalOf(row), revoked: row.s_revoked_at !== null };
}

/** When an API key was last recorded as used, to record it again at most once a minute. */
export interface ApiKeyPrincipal extends PrincipalRow {
  readonly keyId: string;
  readonly lastUsedAt: number | null;
}

/** The user, organization and membership an API key acts for; undefined for an unknown key. */
export async function apiKeyPrincipal(db: SqlDatabase, key: string): Promise<ApiKeyPrincipal | undefined> {
  if (key.length === 0 || key.length > 200) return undefined;
  const row = await db.get<JoinedRow & { k_id: string; k_last_used_at: number | null }>(apiKeyPrincipalSql, [
    secretHash(key),
  ]);
  return row === undefined
    ? undefined
    : { ...principalOf(row), keyId: row.k_id, lastUsedAt: row.k_last_used_at };
}

/** Records an API key's use, at most once a minute (a write per request would cost more than the read). */
export async function recordApiKeyUse(db: SqlDatabase, found: ApiKeyPrincipal, now: number): Promise<void> {
  if (found.lastUsedAt !== null && found.lastUsedAt >= now - 60_000) return;
  await db.run(
    'UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)',
    [now, found.keyId, now - 60_000],
  );
}
