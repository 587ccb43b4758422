import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

/** One deleted object; every object moved by the same delete shares `groupId`. */
export const trashResource = defineResource({
  name: 'trash',
  type: 'TrashItem',
  module: null,
  table: 'trash_items',
  trashable: false,
  displayName: (a) => `COALESCE(${a}.display_name, '')`,
  stubFields: ['deletedObjectClass'],
  defaultOrder: [{ field: 'createdAt', descending: true }],
  fields: [
    field.string('deletedObjectClass', 'type of the deleted object', { access: 'READ_ONLY' }),
    field.string('deletedObjectId', 'id of the deleted object', { access: 'READ_ONLY' }),
    field.string('groupId', 'shared by every object moved by the same delete', { access: 'READ_ONLY' }),
    field.reference('deletedByUser', 'users', 'user who deleted the object', { access: 'READ_ONLY' }),
  ],
});
