import { moveToTrash } from '../../domain/trash/trash.ts';
import { addMembership } from '../../identity/memberships.ts';
import { createUser, isPlausibleEmail, normalizeEmail, userByEmail, userById } from '../../identity/users.ts';
import { hashPassword, passwordRules } from '../../security/passwords.ts';
import { requireOwner } from '../auth/v1-auth.ts';
import { newSecretKey } from '../auth/v1-tokens.ts';
import { listResult } from '../engine/crud.ts';
import { readOne, readRows } from '../engine/record-reader.ts';
import type { ResourceBehavior, ResourceCall } from '../engine/resource-call.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import type { FieldValue } from '../records/field-values.ts';
import { isValidTimeZone } from '../reports/local-date.ts';
import { V1Error, validationError } from '../wire/v1-error.ts';

const passwordHashes = new WeakMap<Map<string, FieldValue>, string>();

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
 * Users: `@self` is the caller. The owner adds people (an existing user by e-mail gets an access,
 * a new one is created with the password given), changes anyone's profile, and removes people
 * from the account: their access, project memberships and secret keys go to the trash as one
 * group (the user itself is shared with other accounts and stays).
 */
export const usersBehavior: ResourceBehavior = {
  idAlias: (call, alias) => (alias === '@self' ? call.caller.userId : null),
  authorizeWrite: (call, action, row) => {
    if (action === 'update' && row?.['id'] === call.caller.userId) return;
    requireOwner(call.caller);
  },
  beforeCreate: async (_call, values) => {
    const password = values.get('password');
    if (typeof password === 'string') {
      if (password.length < passwordRules.minLength || password.length > passwordRules.maxLength) {
        throw validationError([
          {
            entityPath: '',
            entityType: 'User',
            field: 'password',
            constraint: 'Size',
            message: `size must be between ${passwordRules.minLength} and ${passwordRules.maxLength}`,
          },
        ]);
      }
      passwordHashes.set(values, await hashPassword(password));
    }
  },
  prepareCreate: (_call, values) => checkEmail(values),
  prepareUpdate: (call, _row, values) => {
    if (values.has('password')) {
      throw new V1Error(
        'PE01-1103',
        'Change a password through users/{id}/$confirmation and auth/confirm/{id}',
      );
    }
    checkEmail(values);
    const email = values.get('email');
    if (typeof email === 'string') {
      const other = userByEmail(call.request.service.db, email);
      if (other !== undefined && other.id !== _row['id'])
        throw new V1Error('PE01-1102', `Another user has the address ${email}`);
    }
  },
  insert: (call, values, id) => {
    const { db } = call.request.service;
    const now = call.request.service.now();
    const email = values.get('email') as string;
    let userId = userByEmail(db, email)?.id;
    if (userId === undefined) {
      userId = createUser(
        db,
        {
          id,
          email,
          firstName: (values.get('firstName') as string | null) ?? '',
          lastName: (values.get('lastName') as string | null) ?? '',
          passwordHash: passwordHashes.get(values) ?? null,
          emailVerified: true,
        },
        now,
      ).id;
    }
    const existing = call.caller.scope.first<{ trash_item_id: string | null }>({
      from: 'memberships',
      where: [{ sql: 'memberships.user_id = ?', params: [userId] }],
      trash: 'any',
    });
    if (existing !== undefined) {
      throw new V1Error(
        'PE01-1102',
        existing.trash_item_id === null
          ? `${email} already belongs to this account`
          : `${email} was removed from this account; restore the user from the trash`,
      );
    }
    addMembership(
      db,
      {
        organizationId: call.caller.organization.id,
        userId,
        access: 'FULL',
        owner: false,
        materialized: true,
      },
      now,
    );
    values.set('id', userId);
    return null;
  },
  remove: (call, id, hard) => {
    requireOwner(call.caller);
    if (hard)
      throw new V1Error(
        'PE01-1103',
        'People leave an account through the trash; delete its trash item to purge their access',
      );
    if (id === call.caller.userId)
      throw new V1Error('PE01-1103', 'The account owner cannot remove themselves');
    if (readOne(call.caller, call.resource, id, 'live', new Set()) === undefined)
      throw new V1Error('PE01-1101', `No User ${id}`);
    moveToTrash(call.caller.scope, { objectClass: 'User', id, deletedByUserId: call.caller.userId });
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
    if (typeof zone === 'string' && !isValidTimeZone(zone)) {
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
  remove: () => {
    throw new V1Error('PE01-1103', 'An account cannot be deleted through the interface');
  },
};

/** GET accesses/@exceeded: the accesses beyond the license limit, the most recent first to go. */
function exceeded(call: ResourceCall): V1Result {
  const limit = call.caller.organization.id === '' ? null : licenseLimit(call);
  if (limit === null) return listResult(call, [{ sql: '0' }]);
  const kept = readRows(call.caller, call.resource, {
    orderBy: ['t.created_at ASC', 't.id ASC'],
    limit,
    counts: new Set(),
  }).map((r) => r['id'] as string);
  return listResult(call, [
    { sql: 't.id NOT IN (SELECT value FROM json_each(?))', params: [JSON.stringify(kept)] },
  ]);
}

function licenseLimit(call: ResourceCall): number | null {
  const row = call.caller.scope.get<{ license_limit: number | null }>(
    'organizations',
    call.caller.organization.id,
  );
  return row?.license_limit ?? null;
}

export const accessesBehavior: ResourceBehavior = {
  // The user of a new access is not a member yet: it is looked up among all users.
  ownReferenceChecks: ['user'],
  prepareCreate: (call, values) => {
    const userId = values.get('user');
    if (typeof userId === 'string' && userById(call.request.service.db, userId) === undefined) {
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
  },
  authorizeWrite: (call, action, row) => {
    requireOwner(call.caller);
    if (action !== 'create' && row?.['owner'] === 1)
      throw new V1Error('PE01-1103', "The owner's access cannot be changed here");
  },
  insert: (call, values) => {
    const { db } = call.request.service;
    const userId = values.get('user') as string;
    const existing = call.caller.scope.first({
      from: 'memberships',
      where: [{ sql: 'memberships.user_id = ?', params: [userId] }],
      trash: 'any',
    });
    if (existing !== undefined)
      throw new V1Error('PE01-1102', 'That user already has an access to this account');
    const access = values.get('access') === 'READ' ? 'READ' : 'FULL';
    const created = addMembership(
      db,
      { organizationId: call.caller.organization.id, userId, access, owner: false, materialized: true },
      call.request.service.now(),
    );
    values.set('id', created.id);
    return null;
  },
  views: { '@exceeded': exceeded },
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
  insert: (call, values, id) => {
    const key = newSecretKey();
    call.caller.scope.insert('secret_keys', {
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
