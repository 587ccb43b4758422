import type { SqlFragment, TrashFilter } from '../../storage/tenant-scope.ts';
import type { JoinPlan } from '../filter/field-path.ts';
import type { Caller } from '../http/v1-context.ts';
import { encodeRecord, stubOf, type SqlRow } from '../records/encode-record.ts';
import { recordJsonEncoder } from '../records/encode-record-json.ts';
import { JsonOutput } from '../wire/json-output.ts';
import type { EncodedJson } from '../wire/v1-response.ts';
import { sqlNameOf } from '../records/field-values.ts';
import { resources } from '../resources/registry.ts';
import type { FieldDefinition, ReferenceField, ResourceDefinition } from '../resources/resource-types.ts';
import type { WireObject, WireValue } from '../wire/wire-values.ts';
import { StampedCache } from '../../storage/stamped-cache.ts';
import { textValuesOf } from './text-values.ts';
import { visibilityOf } from './visibility.ts';

/** Which `append` count fields a read computes: the named ones, or all (a single object). */
export type CountSelection = ReadonlySet<string> | 'all';

function isCount(resource: ResourceDefinition, field: FieldDefinition): boolean {
  return resource.appends.some((a) => a.field === field.name);
}

function included(resource: ResourceDefinition, field: FieldDefinition, counts: CountSelection): boolean {
  if (field.access === 'WRITE_ONLY') return false;
  if (!isCount(resource, field)) return true;
  return counts === 'all' || counts.has(field.name);
}

/** SELECT expressions for the readable fields of a resource, named as `encodeRecord` reads them. */
export function selectColumns(resource: ResourceDefinition, alias: string, counts: CountSelection): string[] {
  const columns: string[] = [];
  for (const field of resource.fields) {
    if (!included(resource, field, counts)) continue;
    if (field.kind === 'reference') {
      columns.push(
        field.source === undefined ? `${alias}.${field.column}` : `${field.source(alias)} AS ${field.column}`,
      );
    } else if (field.storage.kind === 'column') {
      columns.push(`${alias}.${field.storage.column}`);
    } else if (field.storage.kind === 'computed') {
      columns.push(`${field.storage.sql(alias)} AS ${sqlNameOf(field)}`);
    }
  }
  return columns;
}

export interface ReadOptions {
  readonly where?: readonly SqlFragment[];
  /** Joins needed by `$filter`/`$orderby` paths. */
  readonly plan?: JoinPlan;
  readonly orderBy?: readonly string[];
  readonly limit?: number;
  readonly offset?: number;
  readonly trash?: TrashFilter;
  readonly counts?: CountSelection;
}

/** Rows of the caller's account, as the member may see them; tenancy is the scope's. */
export function readRows(
  caller: Caller,
  resource: ResourceDefinition,
  options: ReadOptions = {},
): Promise<SqlRow[]> {
  const alias = options.plan?.rootAlias ?? 't';
  return caller.scope.select<SqlRow>({
    from: resource.table,
    as: alias,
    columns: selectColumns(resource, alias, options.counts ?? new Set()),
    joins: (options.plan?.clauses() ?? []).map((j) => ({ table: j.table, as: j.alias, on: j.on })),
    where: [...visibilityOf(resource.name, alias, caller.userId), ...(options.where ?? [])],
    ...(options.orderBy === undefined ? {} : { orderBy: options.orderBy }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    ...(options.offset === undefined ? {} : { offset: options.offset }),
    trash: resource.trashable ? (options.trash ?? 'live') : 'any',
  });
}

/** One row by id (live unless asked otherwise), or undefined. */
export async function readOne(
  caller: Caller,
  resource: ResourceDefinition,
  id: string,
  trash: TrashFilter = 'live',
  counts: CountSelection = 'all',
): Promise<SqlRow | undefined> {
  const rows = await readRows(caller, resource, {
    where: [{ sql: 't.id = ?', params: [id] }],
    trash,
    counts,
    limit: 1,
  });
  return rows[0];
}

export interface EncodeOptions {
  /** `no_expand=true`: embedded objects become stubs. */
  readonly noExpand: boolean;
  readonly counts: CountSelection;
  /** Values of virtual fields (elapsed time, a new secret key). */
  readonly virtual?: (field: FieldDefinition, row: SqlRow) => WireValue | undefined;
}

type RelatedObjects = Map<string, Map<string, WireObject>>;

/**
 * The tables each related object of these resources is read from (its own, and for a person the
 * memberships the scope checks): all of them watched (storage/watched-tables.ts), so an object read
 * once can be kept under the change stamp. A page of records embeds the same few projects and
 * people again and again.
 */
export const keptTargets: ReadonlyMap<string, readonly string[]> = new Map([
  ['projects', ['projects']],
  ['users', ['users', 'memberships']],
]);

/**
 * Related objects read for list pages, per database (two may hold the same ids, and their stamps
 * count apart), by account, resource, form and id; bounded by count.
 */
const keptObjectsByDatabase = new WeakMap<object, StampedCache<WireObject>>();

function keptObjectsOf(database: object): StampedCache<WireObject> {
  let kept = keptObjectsByDatabase.get(database);
  if (kept === undefined) {
    kept = new StampedCache<WireObject>({ entries: 2000, weight: 2000 });
    keptObjectsByDatabase.set(database, kept);
  }
  return kept;
}

/**
 * Loads the related objects of a page of rows: one query per reference field, whatever the page
 * size, all sent at once (on PostgreSQL each goes to a pooled connection of its own, so the page
 * waits for one round trip, not one per field). With `keep` (a read outside any transaction,
 * which could see its own uncommitted changes), objects of `keptTargets` are served from what an
 * earlier page read while no watched table has changed, and only the others are asked for.
 */
async function loadRelated(
  caller: Caller,
  resource: ResourceDefinition,
  rows: readonly SqlRow[],
  noExpand: boolean,
  keep = false,
): Promise<RelatedObjects> {
  const fields = resource.fields.filter(
    (f): f is ReferenceField => f.kind === 'reference' && f.access !== 'WRITE_ONLY',
  );
  // The ids of every field in one pass over the page, each in the order of its first row.
  const idsOf = fields.map(() => new Set<string>());
  for (const row of rows) {
    for (let i = 0; i < fields.length; i++) {
      const id = row[(fields[i] as ReferenceField).column];
      if (typeof id === 'string') (idsOf[i] as Set<string>).add(id);
    }
  }
  // Read before the rows, so that a change committed in between leaves entries never served.
  const stamp = keep ? await caller.scope.changeStamp() : null;
  const keptObjects = keptObjectsOf(caller.scope.database);
  const keyOf = (target: ResourceDefinition, id: string): string =>
    `${caller.scope.organizationId}\0${target.name}\0${noExpand ? 'stub' : 'full'}\0${id}`;
  const related: RelatedObjects = new Map();
  await Promise.all(
    fields.map(async (field, i) => {
      const target = resources[field.target];
      const byId = new Map<string, WireObject>();
      related.set(field.name, byId);
      const keepThese = stamp !== null && keptTargets.has(target.table);
      const missing: string[] = [];
      for (const id of idsOf[i] as Set<string>) {
        const known = keepThese ? keptObjects.get(keyOf(target, id), stamp) : undefined;
        if (known === undefined) missing.push(id);
        else byId.set(id, known);
      }
      if (missing.length === 0) return;
      const found = await caller.scope.select<SqlRow>({
        from: target.table,
        as: 'r',
        columns: noExpand
          ? ['r.id', 'r.version', `${target.displayName('r')} AS display_name`, ...stubColumns(target)]
          : selectColumns(target, 'r', new Set()),
        where: [
          { sql: `r.id IN (${textValuesOf(caller.scope.dialect)})`, params: [JSON.stringify(missing)] },
        ],
        trash: 'any',
        planned: true,
      });
      for (const row of found) {
        const id = row['id'] as string;
        const object = noExpand
          ? stubOf(target, row)
          : encodeRecord(target, row, { related: (_f, ref) => ({ id: ref }) });
        byId.set(id, object);
        if (keepThese) keptObjects.set(keyOf(target, id), stamp, object, 1);
      }
    }),
  );
  // In the order of the resource's fields, whichever query answered first.
  return new Map(fields.map((field) => [field.name, related.get(field.name) ?? new Map()]));
}

function stubColumns(resource: ResourceDefinition): string[] {
  return resource.stubFields.flatMap((name) => {
    const f = resource.fields.find((x) => x.name === name);
    return f?.kind === 'scalar' && f.storage.kind === 'column' ? [`r.${f.storage.column}`] : [];
  });
}

/** Rows as v1 objects, with related objects embedded (or as stubs). */
export async function encodeRows(
  caller: Caller,
  resource: ResourceDefinition,
  rows: readonly SqlRow[],
  options: EncodeOptions,
): Promise<WireObject[]> {
  const related = await loadRelated(caller, resource, rows, options.noExpand);
  return rows.map((row) =>
    encodeRecord(resource, row, {
      include: (f) => included(resource, f, options.counts),
      related: (field: ReferenceField, id) => related.get(field.name)?.get(id) ?? { id },
      ...(options.virtual === undefined ? {} : { virtual: options.virtual }),
    }),
  );
}

/**
 * Rows as the JSON of the list `encodeRows` answers, as UTF-8: the bytes of
 * `JSON.stringify(await encodeRows(...))`, with each related object encoded once for the page,
 * not once per row. Call `sent` once the bytes are written (they are in a reused buffer).
 */
export async function encodeRowsJson(
  caller: Caller,
  resource: ResourceDefinition,
  rows: readonly SqlRow[],
  options: EncodeOptions,
): Promise<EncodedJson> {
  // A list page, read outside any transaction: its related objects may come from what was kept.
  const related = await loadRelated(caller, resource, rows, options.noExpand, true);
  // Each embedded object's JSON, by reference field and id: one lookup per reference of a row.
  const relatedJson = new Map<string, Map<string, string>>();
  for (const [name, byId] of related) {
    const json = new Map<string, string>();
    for (const [id, object] of byId) json.set(id, JSON.stringify(object));
    relatedJson.set(name, json);
  }
  const encode = recordJsonEncoder(resource, {
    include: (f) => included(resource, f, options.counts),
    related: (field, id) => relatedJson.get(field.name)?.get(id) ?? JSON.stringify({ id }),
    ...(options.virtual === undefined ? {} : { virtual: options.virtual }),
  });
  const out = new JsonOutput();
  out.text('[');
  for (let i = 0; i < rows.length; i++) {
    const json = encode(rows[i] as SqlRow);
    out.text(i === 0 ? json : `,${json}`);
  }
  out.text(']');
  return out.finish();
}
