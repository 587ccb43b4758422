import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';
import { realText, rounded2 } from '../portable-sql.ts';

export const billsResource = defineResource({
  name: 'bills',
  type: 'Bill',
  module: null,
  table: 'bills',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.number, '')`,
  stubFields: ['number'],
  defaultOrder: [{ field: 'billDate', descending: true }],
  fields: [
    field.reference('client', 'clients', 'billed client', { notNull: true }),
    field.string('number', 'bill number', { size: [0, 50] }),
    field.date('billDate', 'date of the bill'),
    field.date('dueDate', 'payment due'),
    field.boolean('paid', 'paid', { defaultValue: false, notNull: true }),
    field.string('note', 'note'),
    field.computed(
      'amount',
      'Double',
      'sum of the items',
      (a) =>
        `(SELECT COALESCE(${rounded2('SUM(sub_amount.quantity * sub_amount.unit_price)')}, 0) FROM bill_items AS sub_amount WHERE sub_amount.bill_id = ${a}.id AND sub_amount.trash_item_id IS NULL)`,
    ),
  ],
  cascades: [
    { resource: 'billitems', via: 'bill' },
    { resource: 'billvats', via: 'bill' },
  ],
  innerCollections: [
    { name: 'items', resource: 'billitems', via: 'bill' },
    { name: 'vats', resource: 'billvats', via: 'bill' },
  ],
});

export const billItemsResource = defineResource({
  name: 'billitems',
  type: 'BillItem',
  module: null,
  table: 'bill_items',
  trashable: true,
  displayName: (a) => `COALESCE(${a}.description, '')`,
  stubFields: ['description'],
  fields: [
    field.reference('bill', 'bills', 'bill', { notNull: true }),
    field.string('description', 'text of the item'),
    field.double('quantity', 'quantity, e.g. hours', { notNull: true, defaultValue: 1 }),
    field.double('unitPrice', 'price of one unit', { notNull: true, defaultValue: 0 }),
    field.reference('timeRecord', 'timerecords', 'time record billed by this item'),
    field.computed('amount', 'Double', 'quantity × unit price', (a) =>
      rounded2(`${a}.quantity * ${a}.unit_price`),
    ),
  ],
});

export const billVatsResource = defineResource({
  name: 'billvats',
  type: 'BillVat',
  module: null,
  table: 'bill_vats',
  trashable: true,
  displayName: (a) => `${realText(`${a}.rate`)} || ' %'`,
  stubFields: ['rate'],
  fields: [
    field.reference('bill', 'bills', 'bill', { notNull: true }),
    field.double('rate', 'VAT rate in percent', { notNull: true, min: 0 }),
    field.double('amount', 'VAT amount', { notNull: true, defaultValue: 0 }),
  ],
});
