import { createConfirmation } from '../../identity/confirmations.ts';
import { invitationMessage } from '../../identity/identity-mail.ts';
import { createInvitation, invitationMs, type Invitation } from '../../identity/invitations.ts';
import type { Access } from '../../identity/memberships.ts';
import { createUser, isPlausibleEmail, normalizeEmail, userByEmail, userById } from '../../identity/users.ts';
import { requireOwner } from '../auth/v1-auth.ts';
import { readRequestBody } from '../http/request-body.ts';
import type { V1Result } from '../http/v1-context.ts';
import { decodeRecord } from '../records/decode-record.ts';
import type { FieldValue } from '../records/field-values.ts';
import { applyDefaults, validateRecord } from '../records/validate-record.ts';
import type { ResourceCall } from '../engine/resource-call.ts';
import { V1Error, validationError } from '../wire/v1-error.ts';
import { WireDate, type WireObject } from '../wire/wire-values.ts';
import { notYours } from './person-fields.ts';

async function decodedBody(
  call: ResourceCall,
  fixed: ReadonlyMap<string, FieldValue>,
): Promise<Map<string, FieldValue>> {
  const body = await readRequestBody(call.request);
  const values = decodeRecord(call.resource, body.value, { format: body.format, ignore: ['trashItem'] });
  for (const [k, v] of fixed) values.set(k, v);
  // The invitation has its own id; a person's id is never chosen by whoever invites them.
  values.delete('id');
  values.delete('version');
  return values;
}

function missing(entityType: string, field: string): V1Error {
  return validationError([
    { entityPath: '', entityType, field, constraint: 'NotNull', message: 'may not be null' },
  ]);
}

/** Nobody may already hold (or have held, in the trash) an access to the account for this person. */
async function refuseMember(call: ResourceCall, userId: string, who: string): Promise<void> {
  const existing = await call.caller.scope.first<{ trash_item_id: string | null }>({
    from: 'memberships',
    where: [{ sql: 'memberships.user_id = ?', params: [userId] }],
    trash: 'any',
  });
  if (existing === undefined) return;
  throw new V1Error(
    'PE01-1102',
    existing.trash_item_id === null
      ? `${who} already belongs to this account`
      : `${who} was removed from this account; restore the user from the trash`,
  );
}

async function invite(call: ResourceCall, userId: string, access: Access): Promise<Invitation> {
  const invitation = await createInvitation(
    call.request.service.db,
    { organizationId: call.caller.organization.id, userId, access, invitedByUserId: call.caller.userId },
    call.request.service.now(),
  );
  if (invitation === null)
    throw new V1Error('PE01-1102', 'This person has already been invited to this account');
  return invitation;
}

/** A confirmation that lets a person without a password choose one; it lives as long as the invitation. */
function newPersonConfirmation(call: ResourceCall, userId: string): Promise<string> {
  return createConfirmation(
    call.request.service.db,
    { kind: 'password', userId, lifetimeMs: invitationMs },
    call.request.service.now(),
  );
}

async function hasPassword(call: ResourceCall, userId: string): Promise<boolean> {
  const row = await call.request.service.db.get<{ password_hash: string | null }>(
    'SELECT password_hash FROM users WHERE id = ?',
    [userId],
  );
  return row !== undefined && row.password_hash !== null;
}

async function mailInvitation(
  call: ResourceCall,
  invitation: Invitation,
  to: string,
  confirmationCode: string | null,
): Promise<void> {
  const { service } = call.request;
  const inviter = await userById(service.db, call.caller.userId);
  const inviterName =
    inviter === undefined ? 'Someone' : `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email;
  // Sending never rejects and never decides the answer (a mail outage reveals nothing).
  void service.mail.send(
    invitationMessage({
      to,
      organizationTitle: call.caller.organization.title,
      inviter: inviterName,
      access: invitation.access,
      expiresAt: invitation.expiresAt,
      publicUrl: service.config.publicUrl,
      confirmationCode,
    }),
  );
}

/**
 * The answer to adding a person: the invitation, echoing only what the caller sent (the address
 * or the user id), never anything of the person's identity or their other accounts.
 */
function invitationResult(call: ResourceCall, invitation: Invitation, sent: WireObject): V1Result {
  return {
    status: 201,
    body: {
      kind: 'data',
      root: 'invitation',
      value: {
        id: invitation.id,
        status: 'pending',
        ...sent,
        access: invitation.access,
        account: { id: call.caller.organization.id },
        createdAt: new WireDate(invitation.createdAt),
        expiresAt: new WireDate(invitation.expiresAt),
      },
    },
  };
}

function refuseSent(values: ReadonlyMap<string, FieldValue>, field: string, why: string): void {
  const value = values.get(field);
  if (value !== undefined && value !== null && value !== '')
    throw new V1Error('PE01-1008', `User.${field}: ${why}`);
}

/**
 * POST users `{ email, firstName?, lastName? }` by the owner: invites the person with that
 * address (full access). A new address becomes a person without a password and with the address
 * unconfirmed, named as given, who receives a confirmation code with the invitation. The names of
 * a person who already exists are theirs: sending them is refused, as are a password, a phone and
 * `active: false` for anyone.
 */
export async function inviteUser(
  call: ResourceCall,
  fixed: ReadonlyMap<string, FieldValue>,
): Promise<V1Result> {
  requireOwner(call.caller);
  const values = await decodedBody(call, fixed);
  refuseSent(values, 'password', 'the person chooses it through the confirmation mailed to them');
  refuseSent(values, 'phone', notYours);
  if (values.get('active') === false) throw new V1Error('PE01-1008', `User.active: ${notYours}`);
  values.delete('active');
  const rawEmail = values.get('email');
  if (typeof rawEmail !== 'string') throw missing('User', 'email');
  const email = normalizeEmail(rawEmail);
  if (!isPlausibleEmail(email)) {
    throw validationError([
      {
        entityPath: '',
        entityType: 'User',
        field: 'email',
        constraint: 'Email',
        message: 'is not an e-mail address',
      },
    ]);
  }
  values.set('email', email);
  const { db } = call.request.service;
  const person = await userByEmail(db, email);
  if (person !== undefined) {
    refuseSent(values, 'firstName', notYours);
    refuseSent(values, 'lastName', notYours);
  }
  applyDefaults(call.resource, values);
  validateRecord(call.resource, values, 'create');
  const now = call.request.service.now();
  const { invitation, code } = await db.transaction(async () => {
    if (person !== undefined) {
      await refuseMember(call, person.id, email);
      const invitation = await invite(call, person.id, 'FULL');
      // Invited before and never chose a password: this mail carries a code of its own too.
      return {
        invitation,
        code: (await hasPassword(call, person.id)) ? null : await newPersonConfirmation(call, person.id),
      };
    }
    const created = await createUser(
      db,
      {
        email,
        firstName: (values.get('firstName') as string | null) ?? '',
        lastName: (values.get('lastName') as string | null) ?? '',
        passwordHash: null,
        emailVerified: false,
      },
      now,
    );
    return {
      invitation: await invite(call, created.id, 'FULL'),
      code: await newPersonConfirmation(call, created.id),
    };
  });
  await mailInvitation(call, invitation, email, code);
  return invitationResult(call, invitation, { email });
}

/** POST accesses `{ user: { id }, access? }` by the owner: invites that person with that access level. */
export async function inviteAccess(
  call: ResourceCall,
  fixed: ReadonlyMap<string, FieldValue>,
): Promise<V1Result> {
  requireOwner(call.caller);
  const values = await decodedBody(call, fixed);
  values.delete('account');
  applyDefaults(call.resource, values);
  validateRecord(call.resource, values, 'create');
  const userId = values.get('user');
  if (typeof userId !== 'string') throw missing('Access', 'user');
  const { db } = call.request.service;
  const person = await userById(db, userId);
  if (person === undefined) {
    throw validationError([
      {
        entityPath: '',
        entityType: 'Access',
        field: 'user',
        constraint: 'Reference',
        message: `no User ${userId}`,
      },
    ]);
  }
  const access: Access = values.get('access') === 'READ' ? 'READ' : 'FULL';
  const invitation = await db.transaction(async () => {
    await refuseMember(call, person.id, 'That user');
    return invite(call, person.id, access);
  });
  await mailInvitation(call, invitation, person.email, null);
  return invitationResult(call, invitation, { user: { id: userId } });
}
