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
  displayName: (a) => `COALESCE(${a}.title, '')`,
  stubFields: ['title'],
  fields: [
    field.string('title', 'name of the company', { notNull: true, size: [1, 200] }),
    field.string('accountUrl', 'address prefix of the account: {public_url}/t/{accountUrl}/v1', {
      access: 'READ_ONLY',
    }),
    field.string('timeZone', 'IANA time zone in which reports count days, weeks, months and years', {
      notNull: true,
      defaultValue: 'UTC',
    }),
    field.string('currency', 'ISO 4217 currency of prices', {
      notNull: true,
      pattern: '[A-Z]{3}',
      defaultValue: 'EUR',
    }),
    field.computedReference(
      'owner',
      'users',
      'owner of the account',
      (a) =>
        `(SELECT sub_owner.user_id FROM memberships AS sub_owner WHERE sub_owner.organization_id = ${a}.id AND sub_owner.owner = 1 AND sub_owner.trash_item_id IS NULL ORDER BY sub_owner.created_at LIMIT 1)`,
    ),
    field.integer('licenseLimit', 'number of accesses the license allows; null for no limit', { min: 1 }),
  ],
  innerCollections: [{ name: 'accesses', resource: 'accesses', via: 'account' }],
});
