import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const externalSystemsResource = defineResource({
  name: 'externalsystems',
  type: 'ExternalSystem',
  module: null,
  table: 'external_systems',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.name, '')`,
  stubFields: ['name'],
  defaultOrder: [{ field: 'name', descending: false }],
  fields: [field.string('name', 'name', { notNull: true, size: [1, 200] }), field.string('note', 'note')],
});
