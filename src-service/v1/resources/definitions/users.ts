import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

/**
 * Users are shared by every account they belong to (addendum A), so the row has no
 * organization: a tenant sees the users holding a live access in it.
 */
export const usersResource = defineResource({
  name: 'users',
  type: 'User',
  module: null,
  table: 'users',
  tenancy: {
    kind: 'predicate',
    sql: (a) =>
      `EXISTS (SELECT 1 FROM memberships AS sub_tenancy WHERE sub_tenancy.user_id = ${a}.id AND sub_tenancy.organization_id = ? AND sub_tenancy.trash_item_id IS NULL)`,
  },
  trashable: false,
  displayName: (a) => `TRIM(${a}.first_name || ' ' || ${a}.last_name)`,
  stubFields: ['firstName', 'lastName'],
  defaultOrder: [
    { field: 'lastName', descending: false },
    { field: 'firstName', descending: false },
  ],
  fields: [
    field.string('firstName', 'first name', { notNull: true, size: [0, 100], defaultValue: '' }),
    field.string('lastName', 'last name', { notNull: true, size: [0, 100], defaultValue: '' }),
    field.string('email', 'e-mail address, also the login name', { notNull: true, size: [3, 254] }),
    field.string('phone', 'phone number', { size: [0, 50] }),
    field.boolean('active', 'may sign in', { defaultValue: true, notNull: true }),
    field.virtual('password', 'String', 'WRITE_ONLY', 'password, only when the user is created'),
  ],
  cascades: [
    { resource: 'accesses', via: 'user' },
    { resource: 'projectmembers', via: 'user' },
    { resource: 'secretkeys', via: 'user' },
  ],
  innerCollections: [
    { name: 'secretkeys', resource: 'secretkeys', via: 'user' },
    { name: 'timerecords', resource: 'timerecords', via: 'user' },
  ],
});
