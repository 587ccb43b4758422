import { defineResource } from '../define-resource.ts';
import { field, liveChildCount } from '../field-builders.ts';

export const tasksResource = defineResource({
  name: 'tasks',
  type: 'Task',
  module: 'time',
  table: 'tasks',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.name, '')`,
  stubFields: ['name'],
  defaultOrder: [{ field: 'name', descending: false }],
  fields: [
    field.string('name', 'name', { notNull: true, size: [1, 200] }),
    field.reference('project', 'projects', 'project the task belongs to', { notNull: true }),
    field.reference('author', 'users', 'user who created the task', { access: 'READ_ONLY' }),
    field.reference('owner', 'users', 'user responsible for the task'),
    field.boolean('done', 'done; null when not decided'),
    field.string('note', 'note'),
    field.computed(
      'timeRecordsCount',
      'Long',
      'number of time records',
      liveChildCount('time_records', 'task_id'),
    ),
  ],
  innerCollections: [
    { name: 'timerecords', resource: 'timerecords', via: 'task' },
    { name: 'impulses', resource: 'impulses', via: 'task' },
  ],
  appends: [{ name: 'timerecords-count', field: 'timeRecordsCount' }],
});
