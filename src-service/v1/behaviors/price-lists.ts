import type { ResourceBehavior } from '../engine/resource-call.ts';
import type { SqlRow } from '../records/encode-record.ts';
import type { FieldValue } from '../records/field-values.ts';
import { priceLevelOf, priceScopeColumns, type PriceScopeField } from '../pricing/price-priority.ts';
import { validationError } from '../wire/v1-error.ts';

/** An entry's scope must be one of the 18 documented combinations, or it could never apply. */
function checkScope(row: SqlRow | null, values: ReadonlyMap<string, FieldValue>): void {
  const fields = Object.keys(priceScopeColumns) as PriceScopeField[];
  const set = fields.filter((f) => {
    const value = values.has(f) ? values.get(f) : row?.[priceScopeColumns[f]];
    return value !== null && value !== undefined;
  });
  if (priceLevelOf(set) === null) {
    throw validationError([
      {
        entityPath: '',
        entityType: 'PriceListEntry',
        field: set.join('+'),
        constraint: 'PriceScope',
        message:
          'this combination of task, project, client, user and work type is not one of the 18 price levels',
      },
    ]);
  }
}

export const priceListsBehavior: ResourceBehavior = {
  prepareCreate: (_call, values) => checkScope(null, values),
  prepareUpdate: (_call, row, values) => checkScope(row, values),
};
