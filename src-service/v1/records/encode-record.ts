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

export type FieldPlan =
  | { readonly kind: 'reference'; readonly field: ReferenceField }
  | { readonly kind: 'virtual'; readonly field: FieldDefinition }
  | {
      readonly kind: 'scalar';
      readonly field: FieldDefinition;
      readonly type: string;
      readonly sqlName: string;
    };

const plans = new WeakMap<ResourceDefinition, readonly FieldPlan[]>();

/** How to read each readable field of a resource from a row, worked out once per resource. */
export function planOf(resource: ResourceDefinition): readonly FieldPlan[] {
  let plan = plans.get(resource);
  if (plan === undefined) {
    plan = resource.fields.flatMap((field): FieldPlan[] => {
      if (field.access === 'WRITE_ONLY') return [];
      if (field.kind === 'reference') return [{ kind: 'reference', field }];
      if (field.storage.kind === 'virtual') return [{ kind: 'virtual', field }];
      return [{ kind: 'scalar', field, type: field.type, sqlName: sqlNameOf(field) }];
    });
    plans.set(resource, plan);
  }
  return plan;
}

/** A row of the resource's table as the v1 object: every readable field, in metadata order. */
export function encodeRecord(resource: ResourceDefinition, row: SqlRow, options: EncodeOptions): WireObject {
  const out: Record<string, WireValue> = {};
  for (const p of planOf(resource)) {
    if (options.include !== undefined && !options.include(p.field)) continue;
    if (p.kind === 'reference') {
      const id = row[p.field.column];
      out[p.field.name] = typeof id === 'string' ? options.related(p.field, id) : null;
    } else if (p.kind === 'virtual') {
      const v = options.virtual?.(p.field, row);
      if (v !== undefined) out[p.field.name] = v;
    } else if (p.sqlName in row) {
      out[p.field.name] = wireScalar(p.type, row[p.sqlName]);
    }
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
