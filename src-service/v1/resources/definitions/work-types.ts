import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const workTypesResource = defineResource({
  name: 'worktypes',
  type: 'WorkType',
  module: 'time',
  table: 'work_types',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.name, '')`,
  stubFields: ['name'],
  defaultOrder: [{ field: 'name', descending: false }],
  fields: [
    field.string('name', 'name of the activity', { notNull: true, size: [1, 200] }),
    field.string('note', 'note'),
    field.boolean('active', 'active', { defaultValue: true, notNull: true }),
  ],
  cascades: [{ resource: 'projectworktypes', via: 'workType' }],
});
