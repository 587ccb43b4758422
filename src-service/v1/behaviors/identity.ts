import { moveToTrash } from '../../domain/trash/trash.ts';
import { isPlausibleEmail, normalizeEmail, userByEmail } from '../../identity/users.ts';
import { requireOwner } from '../auth/v1-auth.ts';
import { newSecretKey } from '../auth/v1-tokens.ts';
import { listResult } from '../engine/crud.ts';
import { readOne, readRows } from '../engine/record-reader.ts';
import { textValuesOf } from '../engine/text-values.ts';
import type { ResourceBehavior, ResourceCall } from '../engine/resource-call.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import type { FieldValue } from '../records/field-values.ts';
import { canonicalTimeZone } from '../../identity/time-zone.ts';
import { V1Error, validationError } from '../wire/v1-error.ts';
import { inviteAccess, inviteUser } from './invite-person.ts';
import { invitationActions, withPendingInvitations } from './own-invitations.ts';
import { changedFields, notYours, readOnlyMember, refuseIdentityChange } from './person-fields.ts';

function checkEmail(values: Map<string, FieldValue>): void {
  const email = values.get('email');
  if (typeof email !== 'string') return;
  if (!isPlausibleEmail(normalizeEmail(email))) {
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
  values.set('email', normalizeEmail(email));
}

/**
 * Users: `@self` is the caller. A person's identity (every User field) is theirs
 * (docs/identity-and-membership.md): they change it themselves with full access; an owner adds
 * people by inviting them (`invite-person.ts`) and removes them from the account: their access,
 * project memberships and secret keys go to the trash as one group, and the person stays as
 * they are for their other accounts.
 */
export const usersBehavior: ResourceBehavior = {
  idAlias: (call, alias) => (alias === '@self' ? call.caller.userId : null),
  authorizeWrite: (call, action, row) => {
    if (action === 'update' && row?.['id'] === call.caller.userId) return;
    requireOwner(call.caller);
  },
  create: inviteUser,
  decorate: withPendingInvitations,
  itemActions: invitationActions,
  prepareUpdate: async (call, row, values) => {
    checkEmail(values);
    const changed = changedFields(call.resource, row, values);
    if (row['id'] !== call.caller.userId) refuseIdentityChange(changed, notYours);
    else if (call.caller.access !== 'FULL') refuseIdentityChange(changed, readOnlyMember);
    if (values.has('password')) {
      throw new V1Error(
        'PE01-1103',
        'Change a password through users/{id}/$confirmation and auth/confirm/{id}',
      );
    }
    const email = values.get('email');
    if (typeof email === 'string') {
      const other = await userByEmail(call.request.service.db, email);
      if (other !== undefined && other.id !== row['id'])
        throw new V1Error('PE01-1102', `Another user has the address ${email}`);
    }
  },
  remove: async (call, id, hard) => {
    requireOwner(call.caller);
    if (hard)
      throw new V1Error(
        'PE01-1103',
        'People leave an account through the trash; delete its trash item to purge their access',
      );
    if (id === call.caller.userId)
      throw new V1Error('PE01-1103', 'The account owner cannot remove themselves');
    if ((await readOne(call.caller, call.resource, id, 'live', new Set())) === undefined)
      throw new V1Error('PE01-1101', `No User ${id}`);
    await moveToTrash(call.caller.scope, { objectClass: 'User', id, deletedByUserId: call.caller.userId });
    return noContent;
  },
};

export const accountsBehavior: ResourceBehavior = {
  idAlias: (call, alias) => (alias === '@own' ? call.caller.organization.id : null),
  authorizeWrite: (call, action) => {
    if (action !== 'update') throw new V1Error('PE01-1103', 'Accounts are created by register/signup');
    requireOwner(call.caller);
  },
  prepareUpdate: (_call, _row, values) => {
    const zone = values.get('timeZone');
    const canonical = typeof zone === 'string' ? canonicalTimeZone(zone) : null;
    if (canonical !== null) values.set('timeZone', canonical);
    if (typeof zone === 'string' && canonical === null) {
      throw validationError([
        {
          entityPath: '',
          entityType: 'Account',
          field: 'timeZone',
          constraint: 'TimeZone',
          message: 'is not an IANA time zone',
        },
      ]);
    }
  },
  remove: () =>
    Promise.reject(new V1Error('PE01-1103', 'An account cannot be deleted through the interface')),
};

/** GET accesses/@exceeded: the accesses beyond the license limit, the most recent first to go. */
async function exceeded(call: ResourceCall): Promise<V1Result> {
  const limit = call.caller.organization.id === '' ? null : await licenseLimit(call);
  if (limit === null) return listResult(call, [{ sql: '1 = 0' }]);
  const kept = (
    await readRows(call.caller, call.resource, {
      orderBy: ['t.created_at ASC', 't.id ASC'],
      limit,
      counts: new Set(),
    })
  ).map((r) => r['id'] as string);
  return listResult(call, [
    { sql: `t.id NOT IN (${textValuesOf(call.caller.scope.dialect)})`, params: [JSON.stringify(kept)] },
  ]);
}

async function licenseLimit(call: ResourceCall): Promise<number | null> {
  const row = await call.caller.scope.get<{ license_limit: number | null }>(
    'organizations',
    call.caller.organization.id,
  );
  return row?.license_limit ?? null;
}

/** Accesses: the owner invites people (`invite-person.ts`) and changes the level of others' accesses. */
export const accessesBehavior: ResourceBehavior = {
  create: inviteAccess,
  authorizeWrite: (call, action, row) => {
    requireOwner(call.caller);
    if (action !== 'create' && row?.['owner'] === 1)
      throw new V1Error('PE01-1103', "The owner's access cannot be changed here");
  },
  views: new Map([['@exceeded', exceeded]]),
};

/** Secret keys: created by any member for themselves, shown once, stored hashed. */
export const secretKeysBehavior: ResourceBehavior = {
  alwaysAnswerCreated: true,
  authorizeWrite: (call, action, row) => {
    if (action === 'create') return;
    if (row?.['user_id'] !== call.caller.userId)
      throw new V1Error('PE01-1008', 'A secret key belongs to its user');
  },
  prepareCreate: (call, values) => {
    const user = values.get('user');
    if (user !== undefined && user !== null && user !== call.caller.userId) {
      throw new V1Error('PE01-1008', 'Secret keys are created by their own user');
    }
    values.set('user', call.caller.userId);
  },
  insert: async (call, values, id) => {
    const key = newSecretKey();
    await call.caller.scope.insert('secret_keys', {
      id,
      user_id: call.caller.userId,
      name: values.get('name') ?? null,
      key_hash: key.hash,
      key_prefix: key.prefix,
    });
    return { key: key.key };
  },
};

export const trashBehavior: ResourceBehavior = {
  authorizeWrite: () => {
    throw new V1Error('PE01-1103', 'Trash items come from deletes; restore or purge them');
  },
};
