import { fieldOf, resources } from '../resources/registry.ts';
import type { FieldDefinition, ResourceDefinition, ScalarType } from '../resources/resource-types.ts';
import type { SqlDialect } from '../../storage/sql-database.ts';
import { FilterSyntaxError } from './filter-error.ts';

export interface PathSegment {
  readonly name: string;
  /** 0-based offset in the expression the path was written in. */
  readonly pos: number;
}

/** A field reached from the root resource, as SQL over the query's aliases. */
export interface ResolvedField {
  /** A reference field without a further segment stands for the related object's id (a String). */
  readonly type: ScalarType;
  readonly sql: string;
  /** False only when the value can never be NULL (a NotNull column reached without a join). */
  readonly nullable: boolean;
  readonly field: FieldDefinition;
  /** The resource the field belongs to (the root, or the related resource at the end of the path). */
  readonly owner: ResourceDefinition;
}

/** `LEFT JOIN table AS alias ON on`. */
export interface JoinClause {
  readonly table: string;
  readonly alias: string;
  readonly on: string;
}

/** More related objects than this in one query is refused, so a query never grows without bound. */
export const maxJoins = 8;

/**
 * The related tables one query reaches through slash paths (`project/client/name`). Each distinct
 * path prefix is joined once (LEFT JOIN on the primary key) and shared by `$filter`, `$orderby`
 * and `summary` of the same query. Table and column names come only from resource definitions.
 */
export class JoinPlan {
  readonly root: ResourceDefinition;
  readonly rootAlias: string;
  /** The engine the query runs on: the compilers emit its SQL (see docs/architecture.md). */
  readonly dialect: SqlDialect;
  private readonly joins = new Map<string, JoinClause>();

  constructor(root: ResourceDefinition, dialect: SqlDialect, rootAlias = 't') {
    this.root = root;
    this.dialect = dialect;
    this.rootAlias = rootAlias;
  }

  /** The JOIN clauses, in the order the paths were first used. */
  sql(): string {
    return [...this.joins.values()].map((j) => `LEFT JOIN ${j.table} AS ${j.alias} ON ${j.on}`).join(' ');
  }

  /** The joins as structured clauses, for a query builder that adds tenancy to each. */
  clauses(): readonly JoinClause[] {
    return [...this.joins.values()];
  }

  get joinCount(): number {
    return this.joins.size;
  }

  private join(key: string, idSql: string, target: ResourceDefinition, at: PathSegment): string {
    const existing = this.joins.get(key);
    if (existing !== undefined) return existing.alias;
    if (this.joins.size >= maxJoins)
      throw new FilterSyntaxError('Too many related objects in one query', at.name, at.pos);
    const alias = `j${this.joins.size + 1}`;
    this.joins.set(key, { table: target.table, alias, on: `${alias}.id = ${idSql}` });
    return alias;
  }

  /** Resolves `a/b/c` from the root resource; unknown, unreadable or virtual fields are refused. */
  resolve(segments: readonly PathSegment[]): ResolvedField {
    let resource = this.root;
    let alias = this.rootAlias;
    let joined = false;
    let key = '';
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i] as PathSegment;
      const f = fieldOf(resource, segment.name);
      if (f === undefined)
        throw new FilterSyntaxError(`Unknown field of ${resource.type}`, segment.name, segment.pos);
      if (f.access === 'WRITE_ONLY')
        throw new FilterSyntaxError('Field cannot be read', segment.name, segment.pos);
      const last = i === segments.length - 1;
      if (f.kind === 'scalar') {
        if (!last)
          throw new FilterSyntaxError(
            `Field of type ${f.type} has no inner fields`,
            segment.name,
            segment.pos,
          );
        if (f.storage.kind === 'virtual') {
          throw new FilterSyntaxError('Field cannot be used in a query', segment.name, segment.pos);
        }
        const notNull = f.constraints.some((c) => c.type === 'NotNull');
        let sql = f.storage.kind === 'column' ? `${alias}.${f.storage.column}` : f.storage.sql(alias);
        // Through a join with no related row, a computed value (a count, a display name) is
        // null like every other field of the missing object, not 0 or ''.
        if (joined && f.storage.kind === 'computed')
          sql = `(CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${sql} END)`;
        return {
          type: f.type,
          sql,
          nullable: joined || !notNull || f.storage.kind === 'computed',
          field: f,
          owner: resource,
        };
      }
      const target = resources[f.target];
      const next = segments[i + 1];
      if (last || (next?.name === 'id' && i + 1 === segments.length - 1)) {
        // `client` and `client/id` both read the reference column itself: no join needed.
        const notNull = f.constraints.some((c) => c.type === 'NotNull');
        const idField = fieldOf(target, 'id') as FieldDefinition;
        return {
          type: 'String',
          sql: f.source === undefined ? `${alias}.${f.column}` : f.source(alias),
          nullable: joined || !notNull,
          field: last ? f : idField,
          owner: last ? resource : target,
        };
      }
      key = `${key}/${f.name}`;
      alias = this.join(
        key,
        f.source === undefined ? `${alias}.${f.column}` : f.source(alias),
        target,
        segment,
      );
      joined = true;
      resource = target;
    }
    throw new FilterSyntaxError('Empty field path', '', segments[0]?.pos ?? 0);
  }
}
