import { priorityLevelSql } from '../../pricing/price-priority.ts';
import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';
import { fixed2Text } from '../portable-sql.ts';

/**
 * One price-list entry: an hourly price and the scope it applies to. The combination of scope
 * fields decides its priority level (1-18, `pricing/price-priority.ts`).
 */
export const priceListsResource = defineResource({
  name: 'pricelists',
  type: 'PriceListEntry',
  module: null,
  table: 'price_list_entries',
  trashable: true,
  displayName: (a) => fixed2Text(`${a}.price`),
  stubFields: ['price'],
  defaultOrder: [{ field: 'priority', descending: true }],
  fields: [
    field.double('price', 'hourly price', { notNull: true, min: 0 }),
    field.reference('user', 'users', 'applies to this user'),
    field.reference('client', 'clients', 'applies to this client'),
    field.reference('project', 'projects', 'applies to this project'),
    field.reference('task', 'tasks', 'applies to this task'),
    field.reference('workType', 'worktypes', 'applies to this work type'),
    field.computed(
      'priority',
      'Integer',
      'priority level 1-18; the highest matching level wins',
      priorityLevelSql,
    ),
  ],
});
