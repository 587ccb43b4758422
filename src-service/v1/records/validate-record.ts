import type { FieldDefinition, ResourceDefinition } from '../resources/resource-types.ts';
import { validationError, type ConstraintViolation } from '../wire/v1-error.ts';
import type { FieldValue } from './field-values.ts';

function isSettable(field: FieldDefinition): boolean {
  return field.access !== 'READ_ONLY' && !(field.kind === 'scalar' && field.storage.kind === 'computed');
}

/** The default of a field as a typed value (defaults are written as text in `$metadata`). */
function typedDefault(field: FieldDefinition): FieldValue {
  return field.defaultValue ?? null;
}

/** Fills in the documented defaults of fields the new record leaves out. */
export function applyDefaults(resource: ResourceDefinition, values: Map<string, FieldValue>): void {
  for (const field of resource.fields) {
    if (field.defaultValue !== undefined && !values.has(field.name) && isSettable(field)) {
      values.set(field.name, typedDefault(field));
    }
  }
}

const patternCache = new Map<string, RegExp>();

function fullMatch(regexp: string): RegExp {
  let re = patternCache.get(regexp);
  if (re === undefined) {
    re = new RegExp(`^(?:${regexp})$`, 'u');
    patternCache.set(regexp, re);
  }
  return re;
}

/**
 * Checks the definition's constraints on the values being written. On create every NotNull
 * field must have a value (id and version are the server's to fill); on update only the fields
 * sent are checked. All violations are reported at once (412 PE01-1104).
 */
export function validateRecord(
  resource: ResourceDefinition,
  values: ReadonlyMap<string, FieldValue>,
  mode: 'create' | 'update',
): void {
  const violations: ConstraintViolation[] = [];
  const violation = (field: string, constraint: string, message: string): void => {
    violations.push({ entityPath: '', entityType: resource.type, field, constraint, message });
  };
  for (const field of resource.fields) {
    if (!isSettable(field)) continue;
    const present = values.has(field.name);
    const value = values.get(field.name) ?? null;
    for (const c of field.constraints) {
      if (c.type === 'NotNull') {
        const serverFilled = field.name === 'id' || field.name === 'version';
        if (value === null && (present || (mode === 'create' && !serverFilled)))
          violation(field.name, 'NotNull', 'may not be null');
        continue;
      }
      if (value === null) continue;
      if (c.type === 'Size' && typeof value === 'string') {
        const length = Array.from(value).length;
        if (length < c.min || length > c.max)
          violation(field.name, 'Size', `size must be between ${c.min} and ${c.max}`);
      } else if (c.type === 'Pattern' && typeof value === 'string') {
        if (!fullMatch(c.regexp).test(value)) violation(field.name, 'Pattern', `must match "${c.regexp}"`);
      } else if (c.type === 'Min' && typeof value === 'number') {
        if (value < c.value) violation(field.name, 'Min', `must be greater than or equal to ${c.value}`);
      }
    }
  }
  if (violations.length > 0) throw validationError(violations);
}
