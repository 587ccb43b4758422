import { field, idPattern } from './field-builders.ts';
import type {
  AppendOption,
  CascadeLink,
  FieldDefinition,
  InnerCollection,
  ResourceDefinition,
  ResourceName,
  SqlFragment,
  Tenancy,
} from './resource-types.ts';

export interface ResourceSpec {
  readonly name: ResourceName;
  readonly type: string;
  readonly module: 'time' | null;
  readonly table: string;
  readonly tenancy?: Tenancy;
  readonly trashable: boolean;
  /** The resource's own fields; id, version, createdAt, updatedAt, displayName (and trashItem) are added. */
  readonly fields: readonly FieldDefinition[];
  readonly displayName: SqlFragment;
  readonly stubFields?: readonly string[];
  readonly cascades?: readonly CascadeLink[];
  readonly innerCollections?: readonly InnerCollection[];
  readonly appends?: readonly AppendOption[];
  readonly defaultOrder?: readonly { readonly field: string; readonly descending: boolean }[];
}

function commonFields(spec: ResourceSpec): FieldDefinition[] {
  const common: FieldDefinition[] = [
    field.string('id', 'object identifier', { notNull: true, pattern: idPattern }),
    field.long('version', 'object version number, sent in PUT bodies'),
    field.date('createdAt', 'creation time', { access: 'READ_ONLY' }),
    field.date('updatedAt', 'time of the last change', { access: 'READ_ONLY' }),
    field.computed('displayName', 'String', 'human-readable description of the object', spec.displayName),
  ];
  if (spec.trashable) {
    common.push(field.reference('trashItem', 'trash', 'present when the object is in the trash'));
  }
  return common;
}

/** Builds a resource definition: adds the common fields, sorts fields by name, checks names are unique. */
export function defineResource(spec: ResourceSpec): ResourceDefinition {
  const fields = [...commonFields(spec), ...spec.fields].sort((a, b) => (a.name < b.name ? -1 : 1));
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.name)) throw new Error(`${spec.type} defines ${f.name} twice.`);
    seen.add(f.name);
  }
  return {
    name: spec.name,
    type: spec.type,
    path: `/v1/${spec.module === null ? '' : `${spec.module}/`}${spec.name}`,
    module: spec.module,
    table: spec.table,
    tenancy: spec.tenancy ?? { kind: 'organization-column' },
    trashable: spec.trashable,
    fields,
    cascades: spec.cascades ?? [],
    innerCollections: spec.innerCollections ?? [],
    appends: spec.appends ?? [],
    stubFields: spec.stubFields ?? [],
    displayName: spec.displayName,
    defaultOrder: spec.defaultOrder ?? [{ field: 'createdAt', descending: false }],
  };
}
