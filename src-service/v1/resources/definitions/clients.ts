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
    field.string('name', 'name', { notNull: true, size: [1, 200] }),
    field.string('number', 'client number', { size: [0, 50] }),
    field.string('note', 'note'),
    field.boolean('active', 'active', { defaultValue: true, notNull: true }),
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
