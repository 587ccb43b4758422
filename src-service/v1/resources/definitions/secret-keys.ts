import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

/** A long-lived login secret of one user in one account; stored hashed, shown once on creation. */
export const secretKeysResource = defineResource({
  name: 'secretkeys',
  type: 'SecretKey',
  module: null,
  table: 'secret_keys',
  trashable: true,
  displayName: (a) => `COALESCE(NULLIF(${a}.name, ''), ${a}.key_prefix || '…')`,
  stubFields: ['name'],
  fields: [
    field.reference('user', 'users', 'owner of the key', { access: 'READ_ONLY' }),
    field.string('name', 'what the key is for', { size: [0, 100] }),
    field.string('keyPrefix', 'first characters of the key, to recognise it', { access: 'READ_ONLY' }),
    field.virtual('key', 'String', 'READ_ONLY', 'the key itself; answered only when it is created'),
    field.date('lastUsedAt', 'last login with the key', { access: 'READ_ONLY' }),
  ],
});
