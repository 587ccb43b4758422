import { defineResource } from '../define-resource.ts';
import { field, liveChildCount } from '../field-builders.ts';

export const clientsResource = defineResource({
  name: 'clients',
  type: 'Client',
  module: 'time',
  table: 'clients',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.name, '')`,
  stubFields: ['name'],
  defaultOrder: [{ field: 'name', descending: false }],
  fields: [
    field.string('name', 'name', { notNull: true, size: [1, 255] }),
    field.string('code', 'short code', { size: [0, 20] }),
    field.string('note', 'note'),
    field.string('email', 'e-mail address'),
    field.string('phone', 'phone number'),
    field.string('address', 'postal address'),
    field.boolean('active', 'active', { defaultValue: true, notNull: true }),
    field.string('externalResourceId', 'identifier in external system'),
    field.computed('billsCount', 'Long', 'number of bills', liveChildCount('bills', 'client_id')),
    field.computed('projectsCount', 'Long', 'number of projects', liveChildCount('projects', 'client_id')),
  ],
  cascades: [
    { resource: 'bills', via: 'client' },
    { resource: 'contactpersons', via: 'client' },
  ],
  innerCollections: [
    { name: 'projects', resource: 'projects', via: 'client' },
    { name: 'bills', resource: 'bills', via: 'client' },
    { name: 'contactpersons', resource: 'contactpersons', via: 'client' },
    { name: 'timerecords', resource: 'timerecords', via: 'client' },
  ],
  appends: [
    { name: 'bills-count', field: 'billsCount' },
    { name: 'projects-count', field: 'projectsCount' },
  ],
});
