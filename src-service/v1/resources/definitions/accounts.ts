import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

/** An account is one organization (addendum A); a tenant sees exactly its own. */
export const accountsResource = defineResource({
  name: 'accounts',
  type: 'Account',
  module: null,
  table: 'organizations',
  tenancy: { kind: 'predicate', sql: (a) => `${a}.id = ?` },
  trashable: false,
  displayName: (a) => `COALESCE(${a}.name, '')`,
  stubFields: ['name'],
  fields: [
    field.string('name', 'name of the company', { notNull: true, size: [1, 255] }),
    field.string('url', 'address prefix of the account', {
      access: 'READ_ONLY',
      pattern: '[a-z0-9](-?[a-z0-9])*',
    }),
    field.string('timeZone', 'IANA time zone used for reports', { notNull: true, defaultValue: 'UTC' }),
    field.reference('owner', 'users', 'owner of the account', { access: 'READ_ONLY' }),
    field.integer('licenseLimit', 'number of accesses the license allows; null for no limit', { min: 1 }),
  ],
  innerCollections: [{ name: 'accesses', resource: 'accesses', via: 'account' }],
});
