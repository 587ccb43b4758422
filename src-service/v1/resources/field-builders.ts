import type {
  Constraint,
  FieldAccess,
  FieldDefinition,
  ReferenceField,
  ResourceName,
  ScalarField,
  ScalarType,
  SqlFragment,
} from './resource-types.ts';

/** The id pattern of the conventions table: a lowercase UUID. */
export const idPattern = '[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}';

export interface FieldOptions {
  readonly access?: FieldAccess;
  readonly notNull?: boolean;
  readonly size?: readonly [number, number];
  readonly pattern?: string;
  readonly min?: number;
  readonly defaultValue?: string | number | boolean;
  /** Column name when it is not the snake_case of the field name. */
  readonly column?: string;
}

/** `externalSyncedAt` → `external_synced_at`: the storage convention for every column. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function constraintsOf(options: FieldOptions): Constraint[] {
  const constraints: Constraint[] = [];
  if (options.notNull === true) constraints.push({ type: 'NotNull' });
  if (options.size !== undefined)
    constraints.push({ type: 'Size', min: options.size[0], max: options.size[1] });
  if (options.pattern !== undefined) constraints.push({ type: 'Pattern', regexp: options.pattern });
  if (options.min !== undefined) constraints.push({ type: 'Min', value: options.min });
  return constraints;
}

function withDefault<T extends object>(field: T, options: FieldOptions): T {
  return options.defaultValue === undefined ? field : { ...field, defaultValue: options.defaultValue };
}

function scalar(
  type: ScalarType,
  name: string,
  description: string,
  options: FieldOptions = {},
): ScalarField {
  return withDefault(
    {
      kind: 'scalar',
      name,
      type,
      description,
      access: options.access ?? 'READ_WRITE',
      constraints: constraintsOf(options),
      storage: { kind: 'column', column: options.column ?? snakeCase(name) },
    },
    options,
  );
}

export const field = {
  string: (name: string, description: string, options?: FieldOptions): ScalarField =>
    scalar('String', name, description, options),
  boolean: (name: string, description: string, options?: FieldOptions): ScalarField =>
    scalar('Boolean', name, description, options),
  date: (name: string, description: string, options?: FieldOptions): ScalarField =>
    scalar('Date', name, description, options),
  long: (name: string, description: string, options?: FieldOptions): ScalarField =>
    scalar('Long', name, description, options),
  integer: (name: string, description: string, options?: FieldOptions): ScalarField =>
    scalar('Integer', name, description, options),
  double: (name: string, description: string, options?: FieldOptions): ScalarField =>
    scalar('Double', name, description, options),

  /** A related object held as `<field>_id`. */
  reference(
    name: string,
    target: ResourceName,
    description: string,
    options: FieldOptions = {},
  ): ReferenceField {
    return {
      kind: 'reference',
      name,
      target,
      description,
      access: options.access ?? 'READ_WRITE',
      constraints: constraintsOf(options),
      column: options.column ?? `${snakeCase(name)}_id`,
    };
  },

  /** A read-only related object whose id is computed in SQL (e.g. the owner of an account). */
  computedReference(
    name: string,
    target: ResourceName,
    description: string,
    sql: SqlFragment,
  ): ReferenceField {
    return {
      kind: 'reference',
      name,
      target,
      description,
      access: 'READ_ONLY',
      constraints: [],
      column: `${snakeCase(name)}_id`,
      source: sql,
    };
  },

  /** A read-only value computed in SQL. */
  computed(name: string, type: ScalarType, description: string, sql: SqlFragment): ScalarField {
    return {
      kind: 'scalar',
      name,
      type,
      description,
      access: 'READ_ONLY',
      constraints: [],
      storage: { kind: 'computed', sql },
    };
  },

  /** A value that is not a column: computed at serialisation, or consumed on write. */
  virtual(name: string, type: ScalarType, access: FieldAccess, description: string): ScalarField {
    return { kind: 'scalar', name, type, description, access, constraints: [], storage: { kind: 'virtual' } };
  },
} as const;

/** The number of live child rows pointing at a parent, for count fields and `append`. */
export function liveChildCount(childTable: string, childColumn: string, extra?: SqlFragment): SqlFragment {
  // A prefix outer aliases never use, so the subquery cannot capture the caller's alias.
  const inner = `sub_${childTable}`;
  return (alias) =>
    `(SELECT COUNT(*) FROM ${childTable} AS ${inner} WHERE ${inner}.${childColumn} = ${alias}.id AND ${inner}.trash_item_id IS NULL${extra === undefined ? '' : ` AND ${extra(inner)}`})`;
}

export type { FieldDefinition };
