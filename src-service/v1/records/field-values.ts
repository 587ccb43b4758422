import { snakeCase } from '../resources/field-builders.ts';
import type { FieldDefinition } from '../resources/resource-types.ts';

/**
 * A field's value inside the service: strings, numbers, booleans, dates as epoch milliseconds,
 * references as the related object's id. Stored as SQLite values by `toSqlValue`.
 */
export type FieldValue = string | number | boolean | null;

/** The column (or, for a computed field, the result alias) a field is read from in a row. */
export function sqlNameOf(field: FieldDefinition): string {
  if (field.kind === 'reference') return field.column;
  return field.storage.kind === 'column' ? field.storage.column : snakeCase(field.name);
}

/** Booleans are stored as 0/1. */
export function toSqlValue(value: FieldValue): string | number | null {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}
