/**
 * The shape of a v1 resource definition. One definition per resource drives everything that must
 * agree about it: `$metadata`, request validation, `$filter`/`$orderby`/`summary` checking and
 * their SQL, serialisation (JSON and XML), stubs, inner collections and trash cascades.
 */

/** Every resource of the interface, by its URL segment. */
export type ResourceName =
  | 'accesses'
  | 'accounts'
  | 'billitems'
  | 'bills'
  | 'billvats'
  | 'clients'
  | 'contactpersons'
  | 'departmentmembers'
  | 'departments'
  | 'externalsystems'
  | 'impulses'
  | 'pricelists'
  | 'projectmembers'
  | 'projects'
  | 'projectworktypes'
  | 'secretkeys'
  | 'tasks'
  | 'timerecords'
  | 'trash'
  | 'users'
  | 'worktypes';

export type ScalarType = 'String' | 'Boolean' | 'Date' | 'Long' | 'Integer' | 'Double';

export type FieldAccess = 'READ_WRITE' | 'READ_ONLY' | 'WRITE_ONLY';

export type Constraint =
  | { readonly type: 'NotNull' }
  | { readonly type: 'Size'; readonly min: number; readonly max: number }
  | { readonly type: 'Pattern'; readonly regexp: string }
  | { readonly type: 'Min'; readonly value: number };

/** SQL text built only from our own constants; `alias` is the table alias chosen by the caller. */
export type SqlFragment = (alias: string) => string;

/** How a scalar field is held in the database. */
export type ScalarStorage =
  /** A column of the resource's table. */
  | { readonly kind: 'column'; readonly column: string }
  /** A read-only value computed in SQL (counts, display names), usable in filters and sorting. */
  | { readonly kind: 'computed'; readonly sql: SqlFragment }
  /** Not stored: computed at serialisation or consumed by the resource's own logic on write. */
  | { readonly kind: 'virtual' };

interface FieldBase {
  readonly name: string;
  readonly description: string;
  readonly access: FieldAccess;
  readonly constraints: readonly Constraint[];
  /** Applied on create when the body has no value; shown in `$metadata` as text. */
  readonly defaultValue?: string | number | boolean;
}

export interface ScalarField extends FieldBase {
  readonly kind: 'scalar';
  readonly type: ScalarType;
  readonly storage: ScalarStorage;
}

export interface ReferenceField extends FieldBase {
  readonly kind: 'reference';
  readonly target: ResourceName;
  /** The `<field>_id` column holding the related object's id (the result alias when computed). */
  readonly column: string;
  /** Set when the id is computed in SQL rather than stored (always read-only). */
  readonly source?: SqlFragment;
}

export type FieldDefinition = ScalarField | ReferenceField;

/** A child resource that moves to the trash with its parent (the document's cascade table). */
export interface CascadeLink {
  readonly resource: ResourceName;
  /** The child's reference field pointing at the parent. */
  readonly via: string;
}

/** `GET /{resource}/{id}/{name}`: the child records whose `via` field points at the parent. */
export interface InnerCollection {
  readonly name: string;
  readonly resource: ResourceName;
  readonly via: string;
}

/** An `append` option: adds a read-only count field to each record of a list. */
export interface AppendOption {
  readonly name: string;
  readonly field: string;
}

/**
 * Which rows of the resource a tenant sees. The SQL has exactly one `?`, bound to the caller's
 * organization id.
 */
export type Tenancy =
  { readonly kind: 'organization-column' } | { readonly kind: 'predicate'; readonly sql: SqlFragment };

export interface ResourceDefinition {
  readonly name: ResourceName;
  /** Type name used in `$metadata`, trash items and error bodies, e.g. `TimeRecord`. */
  readonly type: string;
  /** Canonical metadata path, e.g. `/v1/time/projects`. */
  readonly path: string;
  /** Whether the canonical path has the `time/` module prefix (both forms are served). */
  readonly module: 'time' | null;
  readonly table: string;
  readonly tenancy: Tenancy;
  /** Whether DELETE moves the record to the trash (otherwise DELETE removes it). */
  readonly trashable: boolean;
  /** Sorted by name; includes the common fields (id, version, createdAt...). */
  readonly fields: readonly FieldDefinition[];
  readonly cascades: readonly CascadeLink[];
  readonly innerCollections: readonly InnerCollection[];
  readonly appends: readonly AppendOption[];
  /** Fields kept in a stub besides id, version and displayName (the parts of the display name). */
  readonly stubFields: readonly string[];
  /** The human-readable description of a row, as SQL. */
  readonly displayName: SqlFragment;
  /** Default `$orderby` when a list gives none (the id is always appended as the last key). */
  readonly defaultOrder: readonly { readonly field: string; readonly descending: boolean }[];
}
