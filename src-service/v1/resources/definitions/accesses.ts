import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const accessLevels = ['FULL', 'READ'] as const;

/** A user's membership of an account, with its level (addendum A). */
export const accessesResource = defineResource({
  name: 'accesses',
  type: 'Access',
  module: null,
  table: 'memberships',
  trashable: true,
  displayName: (a) =>
    `COALESCE((SELECT TRIM(sub_dn.first_name || ' ' || sub_dn.last_name) FROM users AS sub_dn WHERE sub_dn.id = ${a}.user_id), '')`,
  defaultOrder: [{ field: 'createdAt', descending: false }],
  fields: [
    field.reference('user', 'users', 'user given access', { notNull: true }),
    field.reference('account', 'accounts', 'account', { access: 'READ_ONLY', column: 'organization_id' }),
    field.string('access', 'FULL (may change data) or READ (read only)', {
      notNull: true,
      pattern: accessLevels.join('|'),
      defaultValue: 'FULL',
    }),
    field.boolean('owner', 'the account owner', { access: 'READ_ONLY' }),
  ],
});
