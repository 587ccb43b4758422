import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const contactPersonsResource = defineResource({
  name: 'contactpersons',
  type: 'ContactPerson',
  module: null,
  table: 'contact_persons',
  trashable: true,
  displayName: (a) => `TRIM(COALESCE(${a}.first_name, '') || ' ' || COALESCE(${a}.last_name, ''))`,
  stubFields: ['firstName', 'lastName'],
  fields: [
    field.reference('client', 'clients', 'client', { notNull: true }),
    field.string('firstName', 'first name', { size: [0, 100] }),
    field.string('lastName', 'last name', { size: [0, 100] }),
    field.string('email', 'e-mail address'),
    field.string('phone', 'phone number'),
  ],
});
