import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const timeRecordsResource = defineResource({
  name: 'timerecords',
  type: 'TimeRecord',
  module: 'time',
  table: 'time_records',
  trashable: true,
  displayName: (a) =>
    `COALESCE(NULLIF(${a}.description, ''), (SELECT sub_dn.name FROM projects AS sub_dn WHERE sub_dn.id = ${a}.project_id), '')`,
  stubFields: ['start', 'duration'],
  defaultOrder: [{ field: 'start', descending: false }],
  fields: [
    field.reference('user', 'users', 'user who worked', { notNull: true }),
    field.date('start', 'start of the work', { notNull: true }),
    field.date('stop', 'end of the work'),
    field.long('duration', 'worked time in milliseconds', { notNull: true, min: 0, defaultValue: 0 }),
    field.string('description', 'description of the work'),
    field.boolean('effective', 'time counts as effective', { defaultValue: true, notNull: true }),
    field.boolean('billable', 'billed to the client', { defaultValue: false, notNull: true }),
    field.double('price', 'price of the record', { notNull: true, min: 0, defaultValue: 0 }),
    field.double('unitPrice', 'price per hour used for the price', {
      notNull: true,
      min: 0,
      defaultValue: 0,
    }),
    field.boolean('priceModified', 'price set by hand; kept on $updateprice', {
      defaultValue: false,
      notNull: true,
    }),
    field.boolean('approved', 'approved', { defaultValue: false, notNull: true }),
    field.computed(
      'billed',
      'Boolean',
      'listed on a bill',
      (a) =>
        // A 0/1 integer as every stored Boolean (EXISTS alone is a boolean on PostgreSQL).
        `(CASE WHEN EXISTS (SELECT 1 FROM bill_items AS sub_billed WHERE sub_billed.time_record_id = ${a}.id AND sub_billed.trash_item_id IS NULL) THEN 1 ELSE 0 END)`,
    ),
    field.reference('project', 'projects', 'project'),
    field.reference('task', 'tasks', 'task'),
    field.reference('client', 'clients', 'client'),
    field.reference('workType', 'worktypes', 'work type (activity)'),
    field.string('recordType', 'kind of record', { size: [0, 40] }),
  ],
});
