import { randomUUID } from 'node:crypto';
import { plannedOnce } from './planned-statements.ts';
import type { SqlDatabase, SqlDialect, SqlInput } from './sql-database.ts';
import { assertIdentifier, type TableInfo } from './table-catalog.ts';

export type { SqlInput, SqlValue } from './sql-database.ts';

/**
 * A piece of SQL written by our code (never by a request) with its bound values. Values from a
 * request always travel in `params`; the text holds only identifiers and operators chosen by code
 * (for example compiled from a validated `$filter` AST).
 */
export interface SqlFragment {
  readonly sql: string;
  readonly params?: readonly SqlInput[];
}

/** Which rows of a trashable table a query sees: live ones by default. */
export type TrashFilter = 'live' | 'trashed' | 'any';

export interface JoinSpec {
  readonly table: string;
  readonly as: string;
  /** Join condition in terms of the aliases; tenancy of a tenant-owned table is added here. */
  readonly on: string;
  readonly params?: readonly SqlInput[];
  readonly kind?: 'LEFT' | 'INNER';
}

export interface SelectSpec {
  readonly from: string;
  /** Alias of the main table; defaults to the table name. */
  readonly as?: string;
  /** Result expressions; defaults to every column of the main table. */
  readonly columns?: readonly string[];
  /** Values for `?` placeholders in `columns` (bound first). */
  readonly columnParams?: readonly SqlInput[];
  readonly joins?: readonly JoinSpec[];
  /** Conditions joined with AND, after the organization and trash conditions. */
  readonly where?: readonly SqlFragment[];
  readonly groupBy?: readonly string[];
  readonly having?: SqlFragment;
  readonly orderBy?: readonly string[];
  readonly limit?: number;
  readonly offset?: number;
  readonly trash?: TrashFilter;
  /**
   * The text is fixed by the code, never by a request, and one plan fits every value (a lookup by
   * ids): PostgreSQL plans it once per connection (planned-statements.ts).
   */
  readonly planned?: boolean;
}

export type UpdateResult =
  | { readonly status: 'updated'; readonly version: number }
  | { readonly status: 'not-found' }
  | { readonly status: 'stale'; readonly version: number };

export interface UpdateOptions {
  /** Optimistic lock: update only when the stored version is this one. */
  readonly expectedVersion?: number;
  readonly trash?: TrashFilter;
}

/** Columns the scope maintains itself; a caller can neither set nor change them. */
const managedColumns = new Set(['id', 'organization_id', 'version', 'created_at', 'updated_at']);

/**
 * Global tables a tenant sees a part of: the users holding a live membership of the organization,
 * and the organization itself. Reads and updates of them through a scope are confined to that
 * part; inserts and deletes stay with the identity module.
 */
const memberVisible: Readonly<Record<string, (alias: string) => string>> = {
  users: (alias) =>
    `EXISTS (SELECT 1 FROM memberships AS scope_m WHERE scope_m.user_id = ${alias}.id AND scope_m.organization_id = ? AND scope_m.trash_item_id IS NULL)`,
  organizations: (alias) => `${alias}.id = ?`,
};

/**
 * The one place where tenancy is enforced. A scope is made from the organization of an
 * authenticated credential and every query on a tenant-owned table goes through it: it adds
 * `organization_id = ?` to reads, sets `organization_id` on inserts, and confines updates and
 * deletes to the organization's rows. Joined tenant tables are confined to the same organization
 * in their ON clause. Table and column names are checked against the schema (they cannot be bound).
 *
 * On top of this the schema makes references between tenant tables composite foreign keys
 * (organization_id, x_id), so even a faulty query cannot link rows of two organizations.
 */
export class TenantScope {
  readonly organizationId: string;
  readonly #db: SqlDatabase;
  readonly #now: () => number;

  constructor(db: SqlDatabase, organizationId: string, now: () => number = Date.now) {
    if (organizationId === '') throw new Error('A tenant scope needs an organization.');
    this.#db = db;
    this.organizationId = organizationId;
    this.#now = now;
  }

  /** The engine the scope's SQL runs on, for the few expressions written per engine. */
  get dialect(): SqlDialect {
    return this.#db.dialect;
  }

  /**
   * The database this scope reads, as an identity only (never to query): what a reader keeps
   * between requests is kept per database, since two databases may hold the same ids.
   */
  get database(): object {
    return this.#db;
  }

  /** The database's change stamp (SqlDatabase.changeStamp), for what a reader keeps between requests. */
  changeStamp(): Promise<string | null> {
    return this.#db.changeStamp();
  }

  /** The current time as the scope stamps it on writes (epoch ms). */
  now(): number {
    return this.#now();
  }

  select<T extends object>(spec: SelectSpec): Promise<T[]> {
    const { sql, params } = this.#selectSql(spec);
    return this.#db.all<T>(spec.planned === true ? plannedOnce(sql) : sql, params);
  }

  first<T extends object>(spec: SelectSpec): Promise<T | undefined> {
    const { sql, params } = this.#selectSql({ ...spec, limit: 1 });
    return this.#db.get<T>(sql, params);
  }

  async count(spec: Omit<SelectSpec, 'columns' | 'orderBy' | 'limit' | 'offset'>): Promise<number> {
    const { sql, params } = this.#selectSql({ ...spec, columns: ['count(*) AS n'] });
    const inner = spec.groupBy === undefined ? sql : `SELECT count(*) AS n FROM (${sql}) AS grouped`;
    const row = await this.#db.get<{ n: number }>(inner, params);
    return row?.n ?? 0;
  }

  get<T extends object>(
    table: string,
    id: string,
    options: { trash?: TrashFilter } = {},
  ): Promise<T | undefined> {
    return this.first<T>({
      from: table,
      where: [{ sql: `${table}.id = ?`, params: [id] }],
      trash: options.trash ?? 'live',
    });
  }

  /** Inserts one row and answers its id (generated unless the values carry one). */
  async insert(table: string, values: Readonly<Record<string, SqlInput | undefined>>): Promise<string> {
    const info = this.#tenantTable(table);
    const id = typeof values['id'] === 'string' ? values['id'] : randomUUID();
    const now = this.#now();
    const columns = ['id', 'organization_id', 'version', 'created_at', 'updated_at'];
    const params: SqlInput[] = [id, this.organizationId, 1, now, now];
    for (const [column, value] of Object.entries(values)) {
      if (value === undefined || column === 'id') continue;
      this.#assertWritable(info, column);
      columns.push(column);
      params.push(value);
    }
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    await this.#db.run(sql, params);
    return id;
  }

  async update(
    table: string,
    id: string,
    patch: Readonly<Record<string, SqlInput | undefined>>,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const info = this.#readableTable(table);
    const sets: string[] = [];
    const params: SqlInput[] = [];
    for (const [column, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      this.#assertWritable(info, column);
      sets.push(`${column} = ?`);
      params.push(value);
    }
    sets.push('version = version + 1', 'updated_at = ?');
    params.push(this.#now());
    const where = [this.#tenancyCondition(info, table), 'id = ?'];
    params.push(this.organizationId, id);
    where.push(...this.#trashCondition(info, table, options.trash ?? 'live'));
    if (options.expectedVersion !== undefined) {
      where.push('version = ?');
      params.push(options.expectedVersion);
    }
    const sql = `UPDATE ${table} SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING version`;
    const row = await this.#db.get<{ version: number }>(sql, params);
    if (row !== undefined) return { status: 'updated', version: row.version };
    const current = await this.get<{ version: number }>(table, id, { trash: options.trash ?? 'live' });
    return current === undefined ? { status: 'not-found' } : { status: 'stale', version: current.version };
  }

  /** Removes a row for good (no trash); answers whether there was one. */
  async delete(table: string, id: string, options: { trash?: TrashFilter } = {}): Promise<boolean> {
    const info = this.#tenantTable(table);
    const where = [
      'organization_id = ?',
      'id = ?',
      ...this.#trashCondition(info, table, options.trash ?? 'any'),
    ];
    const sql = `DELETE FROM ${table} WHERE ${where.join(' AND ')}`;
    const result = await this.#db.run(sql, [this.organizationId, id]);
    return result.changes > 0;
  }

  /** One writing transaction on the database (see `SqlDatabase.transaction`). */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.#db.transaction(work);
  }

  #selectSql(spec: SelectSpec): { sql: string; params: SqlInput[] } {
    const info = this.#readableTable(spec.from);
    const alias = spec.as ?? spec.from;
    assertIdentifier(alias);
    const params: SqlInput[] = [...(spec.columnParams ?? [])];
    const parts = [`SELECT ${(spec.columns ?? [`${alias}.*`]).join(', ')} FROM ${spec.from} AS ${alias}`];
    for (const join of spec.joins ?? []) {
      const joined = this.#table(join.table);
      assertIdentifier(join.as);
      const on = [`(${join.on})`];
      if (joined.tenantOwned) on.push(`${join.as}.organization_id = ${alias}.organization_id`);
      parts.push(`${join.kind ?? 'LEFT'} JOIN ${join.table} AS ${join.as} ON ${on.join(' AND ')}`);
      params.push(...(join.params ?? []));
    }
    const where = [
      this.#tenancyCondition(info, alias),
      ...this.#trashCondition(info, alias, spec.trash ?? 'live'),
    ];
    params.push(this.organizationId);
    for (const fragment of spec.where ?? []) {
      where.push(`(${fragment.sql})`);
      params.push(...(fragment.params ?? []));
    }
    parts.push(`WHERE ${where.join(' AND ')}`);
    if (spec.groupBy !== undefined && spec.groupBy.length > 0)
      parts.push(`GROUP BY ${spec.groupBy.join(', ')}`);
    if (spec.having !== undefined) {
      parts.push(`HAVING ${spec.having.sql}`);
      params.push(...(spec.having.params ?? []));
    }
    if (spec.orderBy !== undefined && spec.orderBy.length > 0)
      parts.push(`ORDER BY ${spec.orderBy.join(', ')}`);
    // PostgreSQL has no LIMIT -1 for "no limit", and SQLite no OFFSET without a LIMIT: a
    // missing limit is the largest one both take.
    if (spec.limit !== undefined || spec.offset !== undefined) {
      parts.push('LIMIT ? OFFSET ?');
      params.push(spec.limit ?? Number.MAX_SAFE_INTEGER, spec.offset ?? 0);
    }
    return { sql: parts.join(' '), params };
  }

  #trashCondition(info: TableInfo, alias: string, trash: TrashFilter): string[] {
    if (!info.trashable || trash === 'any') return [];
    return [trash === 'live' ? `${alias}.trash_item_id IS NULL` : `${alias}.trash_item_id IS NOT NULL`];
  }

  #table(name: string): TableInfo {
    const info = this.#db.catalog.get(name);
    if (info === undefined) throw new Error(`Unknown table: ${name}`);
    return info;
  }

  /** The condition (one `?`, the organization id) confining a table's rows to this tenant. */
  #tenancyCondition(info: TableInfo, alias: string): string {
    const visible = Object.hasOwn(memberVisible, info.name) ? memberVisible[info.name] : undefined;
    return visible === undefined ? `${alias}.organization_id = ?` : visible(alias);
  }

  /** A tenant-owned table, or a global one the tenant sees a part of (users, its organization). */
  #readableTable(name: string): TableInfo {
    if (Object.hasOwn(memberVisible, name)) return this.#table(name);
    return this.#tenantTable(name);
  }

  #tenantTable(name: string): TableInfo {
    const info = this.#table(name);
    if (!info.tenantOwned)
      throw new Error(`Table ${name} is not tenant-owned; it cannot be used through a tenant scope.`);
    return info;
  }

  #assertWritable(info: TableInfo, column: string): void {
    if (managedColumns.has(column)) throw new Error(`Column ${column} is managed by the tenant scope.`);
    if (!info.columns.has(column)) throw new Error(`Unknown column ${info.name}.${column}`);
  }
}
