import type { FieldDefinition, ReferenceField, ResourceDefinition } from '../resources/resource-types.ts';
import { WireDate, type WireObject, type WireValue } from '../wire/wire-values.ts';
import { sqlNameOf } from './field-values.ts';

export type SqlRow = Readonly<Record<string, unknown>>;

/** A stored value as the wire shows it for a field of `type`. */
export function wireScalar(type: string, value: unknown): WireValue {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'Boolean':
      return value === 1 || value === 1n || value === true;
    case 'Date':
      return new WireDate(Number(value));
    case 'Long':
    case 'Integer':
    case 'Double':
      return Number(value);
    default:
      return typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'bigint'
          ? String(value)
          : null;
  }
}

export interface EncodeOptions {
  /** Whether a field appears (computed counts only when appended, for instance). Default: all readable. */
  readonly include?: (field: FieldDefinition) => boolean;
  /** The embedded object for a reference: the full related object or its stub (`no_expand`). */
  readonly related: (field: ReferenceField, id: string) => WireValue;
  /** Values of virtual fields (computed at answer time); undefined leaves the field out. */
  readonly virtual?: (field: FieldDefinition, row: SqlRow) => WireValue | undefined;
}

/** A row of the resource's table as the v1 object: every readable field, in metadata order. */
export function encodeRecord(resource: ResourceDefinition, row: SqlRow, options: EncodeOptions): WireObject {
  const out: Record<string, WireValue> = {};
  for (const field of resource.fields) {
    if (field.access === 'WRITE_ONLY') continue;
    if (options.include !== undefined && !options.include(field)) continue;
    if (field.kind === 'reference') {
      const id = row[field.column];
      out[field.name] = typeof id === 'string' ? options.related(field, id) : null;
      continue;
    }
    if (field.storage.kind === 'virtual') {
      const v = options.virtual?.(field, row);
      if (v !== undefined) out[field.name] = v;
      continue;
    }
    const name = sqlNameOf(field);
    if (!(name in row)) continue;
    out[field.name] = wireScalar(field.type, row[name]);
  }
  return out;
}

/** The stub of an embedded object (`no_expand=true`): id, version, displayName and the display name's parts. */
export function stubOf(resource: ResourceDefinition, row: SqlRow): WireObject {
  const out: Record<string, WireValue> = {
    id: row['id'] as string,
    version: Number(row['version'] ?? 0),
    displayName: (row['display_name'] as string | null | undefined) ?? '',
  };
  for (const name of resource.stubFields) {
    const field = resource.fields.find((f) => f.name === name);
    if (field?.kind === 'scalar') out[name] = wireScalar(field.type, row[sqlNameOf(field)]);
  }
  return out;
}
