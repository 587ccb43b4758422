import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { addMembership, type Access } from './memberships.ts';

/** How long an invitation waits for its answer. */
export const invitationMs = 14 * 24 * 3600 * 1000;

export interface Invitation {
  readonly id: string;
  readonly organizationId: string;
  readonly userId: string;
  readonly access: Access;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/** A pending invitation as the invited person sees it: which account, by whom. */
export interface PendingInvitation extends Invitation {
  readonly organizationTitle: string;
  readonly accountUrl: string;
  /** The inviter's name (or address when they gave no name); null when they no longer exist. */
  readonly invitedBy: string | null;
}

interface PendingRow {
  id: string;
  organization_id: string;
  user_id: string;
  access: Access;
  created_at: number;
  expires_at: number;
  title: string;
  account_url: string;
  inviter: string | null;
}

const toPending = (row: PendingRow): PendingInvitation => ({
  id: row.id,
  organizationId: row.organization_id,
  userId: row.user_id,
  access: row.access,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  organizationTitle: row.title,
  accountUrl: row.account_url,
  invitedBy: row.inviter,
});

const pendingSelect = `
  SELECT i.id, i.organization_id, i.user_id, i.access, i.created_at, i.expires_at, o.title, o.account_url,
         (SELECT COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email)
            FROM users u WHERE u.id = i.invited_by_user_id) AS inviter
    FROM invitations i JOIN organizations o ON o.id = i.organization_id
   WHERE i.status = 'pending' AND i.expires_at > ?`;

/**
 * Invites a person to an account. An expired invitation still marked pending is closed first,
 * so the person can be invited again; a live one answers null (already invited).
 */
export async function createInvitation(
  db: SqlDatabase,
  input: { organizationId: string; userId: string; access: Access; invitedByUserId: string },
  now: number,
): Promise<Invitation | null> {
  await db.run(
    "UPDATE invitations SET status = 'declined', answered_at = ? WHERE organization_id = ? AND user_id = ? AND status = 'pending' AND expires_at <= ?",
    [now, input.organizationId, input.userId, now],
  );
  const invitation: Invitation = {
    id: randomUUID(),
    organizationId: input.organizationId,
    userId: input.userId,
    access: input.access,
    createdAt: now,
    expiresAt: now + invitationMs,
  };
  const inserted = await db.run(
    `INSERT INTO invitations (id, organization_id, user_id, access, invited_by_user_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [
      invitation.id,
      invitation.organizationId,
      invitation.userId,
      invitation.access,
      input.invitedByUserId,
      now,
      invitation.expiresAt,
    ],
  );
  return inserted.changes === 0 ? null : invitation;
}

/** The person's invitations still waiting for an answer, oldest first. */
export async function pendingInvitationsOf(
  db: SqlDatabase,
  userId: string,
  now: number,
): Promise<PendingInvitation[]> {
  const rows = await db.all<PendingRow>(`${pendingSelect} AND i.user_id = ? ORDER BY i.created_at, i.id`, [
    now,
    userId,
  ]);
  return rows.map(toPending);
}

export type InvitationAnswer =
  | { readonly outcome: 'accepted' | 'declined'; readonly invitation: PendingInvitation }
  | { readonly outcome: 'not-found' };

/**
 * The person answers one of their own pending invitations. Accepting makes them a member with
 * the invited access (a materialized membership: created through an invitation); declining only
 * closes it. Anyone else's invitation, or one already answered or expired, is not found.
 */
export function answerInvitation(
  db: SqlDatabase,
  input: { invitationId: string; userId: string; accept: boolean },
  now: number,
): Promise<InvitationAnswer> {
  // The read and the writes are one transaction: two answers to one invitation (two tabs, two
  // instances) cannot both find it pending; on PostgreSQL the loser runs again and finds it answered.
  return db.transaction(async (): Promise<InvitationAnswer> => {
    const row = await db.get<PendingRow>(`${pendingSelect} AND i.id = ? AND i.user_id = ?`, [
      now,
      input.invitationId,
      input.userId,
    ]);
    if (row === undefined) return { outcome: 'not-found' };
    const invitation = toPending(row);
    const member = await db.get<{ trash_item_id: string | null }>(
      'SELECT trash_item_id FROM memberships WHERE organization_id = ? AND user_id = ?',
      [invitation.organizationId, invitation.userId],
    );
    // Removed from the account meanwhile (the membership waits in the trash): only the owner's
    // restore brings it back, an old invitation does not.
    if (input.accept && member !== undefined && member.trash_item_id !== null)
      return { outcome: 'not-found' };
    await db.run('UPDATE invitations SET status = ?, answered_at = ? WHERE id = ?', [
      input.accept ? 'accepted' : 'declined',
      now,
      invitation.id,
    ]);
    if (input.accept && member === undefined) {
      await addMembership(
        db,
        {
          organizationId: invitation.organizationId,
          userId: invitation.userId,
          access: invitation.access,
          owner: false,
          materialized: true,
        },
        now,
      );
    }
    return { outcome: input.accept ? 'accepted' : 'declined', invitation };
  });
}
