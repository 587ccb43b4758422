import type { SqlInput } from '../../storage/tenant-scope.ts';
import { toSqlValue, type FieldValue } from '../records/field-values.ts';
import { resources } from '../resources/registry.ts';
import type { ResourceDefinition } from '../resources/resource-types.ts';
import { validationError, type ConstraintViolation } from '../wire/v1-error.ts';
import type { Caller } from '../http/v1-context.ts';
import { readOne } from './record-reader.ts';

/** Field values → the columns they are stored in (managed, computed and virtual fields left out). */
export function columnsOf(
  resource: ResourceDefinition,
  values: ReadonlyMap<string, FieldValue>,
): Record<string, SqlInput> {
  const columns: Record<string, SqlInput> = {};
  for (const [name, value] of values) {
    if (name === 'id' || name === 'version') continue;
    const field = resource.fields.find((f) => f.name === name);
    if (field === undefined) continue;
    if (field.kind === 'reference') {
      if (field.source === undefined) columns[field.column] = value;
    } else if (field.storage.kind === 'column') {
      columns[field.storage.column] = toSqlValue(value);
    }
  }
  return columns;
}

/**
 * Every related object named by the values must be a live object of the caller's account that the
 * caller may see; otherwise one validation error lists the unknown references.
 */
export async function checkReferences(
  caller: Caller,
  resource: ResourceDefinition,
  values: ReadonlyMap<string, FieldValue>,
  skip: readonly string[] = [],
): Promise<void> {
  const violations: ConstraintViolation[] = [];
  for (const field of resource.fields) {
    if (field.kind !== 'reference' || field.name === 'trashItem' || skip.includes(field.name)) continue;
    const id = values.get(field.name);
    if (typeof id !== 'string') continue;
    const target = resources[field.target];
    if ((await readOne(caller, target, id, 'live', new Set())) === undefined) {
      violations.push({
        entityPath: '',
        entityType: resource.type,
        field: field.name,
        constraint: 'Reference',
        message: `no ${target.type} ${id} in this account`,
      });
    }
  }
  if (violations.length > 0) throw validationError(violations);
}
