import { randomUUID } from 'node:crypto';
import { isReservedId } from '../../domain/ids/reserved-ids.ts';
import { moveToTrash } from '../../domain/trash/trash.ts';
import { constraintViolation } from '../../storage/sql-errors.ts';
import type { SqlFragment, TrashFilter } from '../../storage/tenant-scope.ts';
import { requireFullAccess } from '../auth/v1-auth.ts';
import { compileFilter } from '../filter/compile-filter.ts';
import { JoinPlan } from '../filter/field-path.ts';
import { readRequestBody } from '../http/request-body.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import { decodeRecord, decodeSetParameters } from '../records/decode-record.ts';
import type { SqlRow } from '../records/encode-record.ts';
import type { FieldValue } from '../records/field-values.ts';
import { applyDefaults, validateRecord } from '../records/validate-record.ts';
import { metadataOf } from '../resources/metadata.ts';
import { fieldOf, resources } from '../resources/registry.ts';
import type { InnerCollection, ResourceDefinition } from '../resources/resource-types.ts';
import { parseAppend } from '../query/append.ts';
import { compileOrderBy } from '../query/order-by.ts';
import { parseBooleanParam, parsePaging } from '../query/query-params.ts';
import { compileSummaryParam } from '../query/summary.ts';
import { V1Error, validationError } from '../wire/v1-error.ts';
import type { WireObject, WireValue } from '../wire/wire-values.ts';
import { dummyRecord } from './dummy-record.ts';
import { hardDelete } from './hard-delete.ts';
import { encodeRows, encodeRowsJson, readOne, readRows, type CountSelection } from './record-reader.ts';
import type { ResourceCall } from './resource-call.ts';
import { visibilityOf } from './visibility.ts';
import { checkReferences, columnsOf } from './write-values.ts';

const idPattern = /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

function notFound(resource: ResourceDefinition, id: string): V1Error {
  return new V1Error('PE01-1101', `No ${resource.type} ${id}`);
}

function itemRoot(resource: ResourceDefinition): string {
  return resource.type.charAt(0).toLowerCase() + resource.type.slice(1);
}

function data(status: number, resource: ResourceDefinition, value: WireValue, list = false): V1Result {
  return list
    ? { status, body: { kind: 'data', value, root: 'list', item: itemRoot(resource) } }
    : { status, body: { kind: 'data', value, root: itemRoot(resource) } };
}

function noExpandOf(call: ResourceCall): boolean {
  return parseBooleanParam('no_expand', call.request.query.get('no_expand'));
}

/** Encodes rows of the call's resource as the answer shows them. */
export async function encode(
  call: ResourceCall,
  rows: readonly SqlRow[],
  counts: CountSelection,
  resource = call.resource,
): Promise<WireObject[]> {
  const { virtual, decorate } = call.behavior;
  const objects = await encodeRows(call.caller, resource, rows, {
    noExpand: noExpandOf(call),
    counts,
    ...(virtual === undefined ? {} : { virtual: (field, row) => virtual(call, field, row) }),
  });
  if (decorate === undefined || resource !== call.resource) return objects;
  const decorated: WireObject[] = [];
  for (const object of objects) decorated.push(await decorate(call, object));
  return decorated;
}

/** One object as the answer shows it, or 404. */
export async function objectResult(
  call: ResourceCall,
  id: string,
  status = 200,
  trash: TrashFilter = 'live',
): Promise<V1Result> {
  const row = await readOne(call.caller, call.resource, id, trash);
  if (row === undefined) throw notFound(call.resource, id);
  const [object] = await encode(call, [row], 'all');
  return data(status, call.resource, object ?? null);
}

/** The `$filter` of the request as a condition of `plan`'s query (none when absent). */
export function filterOf(call: ResourceCall, plan: JoinPlan): SqlFragment[] {
  const text = call.request.query.get('$filter');
  if (text === null || text.trim() === '') return [];
  const compiled = compileFilter(text, plan);
  return [{ sql: compiled.where, params: compiled.params }];
}

/**
 * GET of a collection: `$filter`, `$orderby`, `$top` (at most 1000), `$skip`, `append`,
 * `no_expand`, within the caller's account and visibility, live records unless `trash` says.
 */
export async function listResult(
  call: ResourceCall,
  extraWhere: readonly SqlFragment[] = [],
  trash: TrashFilter = 'live',
): Promise<V1Result> {
  const q = call.request.query;
  const plan = new JoinPlan(call.resource, call.caller.scope.dialect);
  const where = [...extraWhere, ...filterOf(call, plan)];
  const orderBy = compileOrderBy(q.get('$orderby'), plan, call.resource);
  const paging = parsePaging(q.get('$top'), q.get('$skip'));
  const appends = new Set(parseAppend(q.get('append'), call.resource).map((a) => a.field));
  const rows = await readRows(call.caller, call.resource, {
    plan,
    where,
    orderBy,
    limit: paging.top,
    offset: paging.skip,
    trash,
    counts: appends,
  });
  if (call.request.response.format === 'json' && call.behavior.decorate === undefined) {
    // The common case, a JSON list: its text directly, the same bytes as encoding the objects.
    const { virtual } = call.behavior;
    const json = await encodeRowsJson(call.caller, call.resource, rows, {
      noExpand: noExpandOf(call),
      counts: appends,
      ...(virtual === undefined ? {} : { virtual: (field, row) => virtual(call, field, row) }),
    });
    return { status: 200, body: { kind: 'json', ...json } };
  }
  return data(200, call.resource, await encode(call, rows, appends), true);
}

/** `GET {resource}/$count`: the number of matching records, as text. */
export async function countResult(
  call: ResourceCall,
  extraWhere: readonly SqlFragment[] = [],
): Promise<V1Result> {
  const plan = new JoinPlan(call.resource, call.caller.scope.dialect);
  const where = [...extraWhere, ...filterOf(call, plan)];
  const count = await call.caller.scope.count({
    from: call.resource.table,
    as: plan.rootAlias,
    joins: plan.clauses().map((j) => ({ table: j.table, as: j.alias, on: j.on })),
    where: [...visibility(call), ...where],
    trash: call.resource.trashable ? 'live' : 'any',
  });
  return { status: 200, body: { kind: 'text', text: String(count) } };
}

/** `GET {resource}/summary?summary=...`: grouped aggregates computed by the database. */
export async function summaryResult(
  call: ResourceCall,
  extraWhere: readonly SqlFragment[] = [],
): Promise<V1Result> {
  const text = call.request.query.get('summary');
  if (text === null || text.trim() === '')
    throw new V1Error('PE01-1105', 'summary: the summary parameter is missing');
  const plan = new JoinPlan(call.resource, call.caller.scope.dialect);
  const summary = compileSummaryParam(text, plan);
  const where = [...extraWhere, ...filterOf(call, plan)];
  const rows = await call.caller.scope.select<Record<string, unknown>>({
    from: call.resource.table,
    as: plan.rootAlias,
    columns: [...summary.columns],
    joins: plan.clauses().map((j) => ({ table: j.table, as: j.alias, on: j.on })),
    where: [...visibility(call), ...where],
    groupBy: [...summary.groupBy],
    orderBy: [...summary.orderBy],
    trash: call.resource.trashable ? 'live' : 'any',
  });
  const value = rows.map((row) => {
    const r = summary.toRow(row);
    return { key: r.key, summaries: r.summaries.map((s) => ({ name: s.name, value: s.value })) };
  });
  return { status: 200, body: { kind: 'data', value, root: 'list', item: 'summary' } };
}

/** The rule readRows applies (visibility.ts), for queries that build their own SELECT. */
function visibility(call: ResourceCall): SqlFragment[] {
  return visibilityOf(call.resource.name, 't', call.caller.userId);
}

export function metadataResult(call: ResourceCall): V1Result {
  return { status: 200, body: { kind: 'data', value: structuredMetadata(call.resource), root: 'metadata' } };
}

function structuredMetadata(resource: ResourceDefinition): WireValue {
  const doc = metadataOf(resource);
  return {
    type: doc.type,
    path: doc.path,
    fields: doc.fields.map((f) => ({
      type: f.type,
      name: f.name,
      description: f.description,
      ...(f.defaultValue === undefined ? {} : { defaultValue: f.defaultValue }),
      access: f.access,
      ...(f.path === undefined ? {} : { path: f.path }),
      ...(f.constraints === undefined ? {} : { constraints: f.constraints.map((c) => ({ ...c })) }),
    })),
    cascades: doc.cascades.map((c) => ({ cascadeType: c.cascadeType, objectTypes: [...c.objectTypes] })),
  };
}

export function dummyResult(call: ResourceCall): V1Result {
  return data(200, call.resource, dummyRecord(call.resource));
}

function authorize(call: ResourceCall, action: 'create' | 'update' | 'delete', row: SqlRow | null): void {
  if (call.behavior.authorizeWrite !== undefined) call.behavior.authorizeWrite(call, action, row);
  else requireFullAccess(call.caller);
}

function locationOf(call: ResourceCall, id: string): string {
  const r = call.resource;
  const base = `${call.request.service.config.publicUrl}/t/${encodeURIComponent(call.caller.organization.accountUrl)}/v1`;
  return `${base}/${r.module === null ? '' : `${r.module}/`}${r.name}/${id}`;
}

/**
 * The insert hit an existing id (the primary key, or the (organization_id, id) pair). SQLite
 * names the columns in its message (`UNIQUE constraint failed: projects.id`); PostgreSQL names
 * the table and the key in the error's `table` and `detail` (`Key (id)=(…) already exists.`).
 */
function isIdConflict(error: unknown, table: string): boolean {
  if (!(error instanceof Error) || constraintViolation(error) !== 'unique') return false;
  if (new RegExp(`\\b${table}\\.id\\b`).test(error.message)) return true;
  const { table: pgTable, detail } = error as { table?: unknown; detail?: unknown };
  return pgTable === table && typeof detail === 'string' && /^Key \((organization_id, )?id\)=/.test(detail);
}

/**
 * A client-chosen id that cannot be used: reserved, or taken by a record the caller cannot see
 * (another account's, a colleague's personal project). One answer for all, so it does not tell
 * whether the id exists elsewhere (docs/v1-permissions.md).
 */
function unusableId(resource: ResourceDefinition): V1Error {
  return validationError([
    {
      entityPath: '',
      entityType: resource.type,
      field: 'id',
      constraint: 'Usable',
      message: 'cannot be chosen for a new record; send none and one is assigned',
    },
  ]);
}

/**
 * Creates a record from values already decoded: defaults, the behavior's derived values,
 * constraints, references, then the insert. A client-supplied id of a record the caller can see
 * answers 409 PE01-1102 (a retried POST); any other id that cannot be used answers `unusableId`.
 * Either way nothing is created. Answers the id and extra fields of the answer.
 */
export async function createRecord(
  call: ResourceCall,
  values: Map<string, FieldValue>,
): Promise<{ id: string; extra: WireObject | null }> {
  authorize(call, 'create', null);
  const given = values.get('id');
  const id = typeof given === 'string' ? given : randomUUID();
  values.set('id', id);
  // The behavior sees what the client sent (a price sent by hand is a modified price), then the
  // documented defaults fill what is still missing.
  await call.behavior.prepareCreate?.(call, values);
  applyDefaults(call.resource, values);
  validateRecord(call.resource, values, 'create');
  await checkReferences(call.caller, call.resource, values, call.behavior.ownReferenceChecks);
  if (isReservedId(id)) throw unusableId(call.resource);
  try {
    return await call.caller.scope.transaction(async () => {
      if (call.behavior.insert !== undefined) {
        const extra = await call.behavior.insert(call, values, id);
        // An insert may settle on another id (an existing user joining the account).
        return { id: values.get('id') as string, extra };
      }
      await call.caller.scope.insert(call.resource.table, { id, ...columnsOf(call.resource, values) });
      return { id, extra: null };
    });
  } catch (error) {
    if (!isIdConflict(error, call.resource.table)) throw error;
    if ((await readOne(call.caller, call.resource, id, 'any', new Set())) === undefined)
      throw unusableId(call.resource);
    throw new V1Error('PE01-1102', `${call.resource.type} ${id} already exists`);
  }
}

/** POST {resource}: empty 201 with Location, or the created object with `response_object=true`. */
export async function createResult(
  call: ResourceCall,
  fixed: ReadonlyMap<string, FieldValue> = new Map(),
): Promise<V1Result> {
  if (call.behavior.create !== undefined) return call.behavior.create(call, fixed);
  const body = await readRequestBody(call.request);
  const values = decodeRecord(call.resource, body.value, { format: body.format, ignore: ['trashItem'] });
  for (const [k, v] of fixed) values.set(k, v);
  await call.behavior.beforeCreate?.(call, values);
  const { id, extra } = await createRecord(call, values);
  const wantObject =
    call.behavior.alwaysAnswerCreated === true ||
    parseBooleanParam('response_object', call.request.query.get('response_object'));
  const headers = { Location: locationOf(call, id) };
  if (!wantObject) return { status: 201, body: { kind: 'empty' }, headers };
  const result = await objectResult(call, id, 201);
  if (extra === null || result.body.kind !== 'data') return { ...result, headers };
  const merged = { ...(result.body.value as WireObject), ...extra };
  return { ...data(201, call.resource, merged), headers };
}

/**
 * Applies a change to one record with optimistic locking when `version` is given: a stale version
 * answers 409 PE01-1107 and changes nothing.
 */
export async function updateRecord(
  call: ResourceCall,
  id: string,
  values: Map<string, FieldValue>,
  version: number | null,
): Promise<void> {
  // One transaction from the read to the write: what the behaviours derive from the row as read
  // (an impulse's banked time, a record's price) must not meet another instance's change to it.
  await call.caller.scope.transaction(() => applyUpdate(call, id, values, version));
}

async function applyUpdate(
  call: ResourceCall,
  id: string,
  values: Map<string, FieldValue>,
  version: number | null,
): Promise<void> {
  const row = await readOne(call.caller, call.resource, id, 'live', new Set());
  if (row === undefined) throw notFound(call.resource, id);
  authorize(call, 'update', row);
  values.delete('id');
  values.delete('version');
  await call.behavior.prepareUpdate?.(call, row, values);
  validateRecord(call.resource, values, 'update');
  await checkReferences(call.caller, call.resource, values, call.behavior.ownReferenceChecks);
  const result = await call.caller.scope.update(call.resource.table, id, columnsOf(call.resource, values), {
    ...(version === null ? {} : { expectedVersion: version }),
  });
  if (result.status === 'not-found') throw notFound(call.resource, id);
  if (result.status === 'stale') {
    const fields = [...values.keys()].join(', ');
    throw new V1Error(
      'PE01-1107',
      `${call.resource.type} ${id} is at version ${result.version}; this change was based on version ${version ?? '?'}${
        fields === '' ? '' : ` (fields: ${fields})`
      }`,
    );
  }
}

async function updatedResult(call: ResourceCall, id: string): Promise<V1Result> {
  return parseBooleanParam('response_object', call.request.query.get('response_object'))
    ? objectResult(call, id)
    : noContent;
}

/** PUT {resource}/{id}: the fields to change plus `version` (required). */
export async function updateResult(call: ResourceCall, id: string): Promise<V1Result> {
  const body = await readRequestBody(call.request);
  const values = decodeRecord(call.resource, body.value, { format: body.format, ignore: ['trashItem'] });
  const version = values.get('version');
  if (typeof version !== 'number') {
    throw validationError([
      {
        entityPath: '',
        entityType: call.resource.type,
        field: 'version',
        constraint: 'NotNull',
        message: 'may not be null',
      },
    ]);
  }
  const sentId = values.get('id');
  if (typeof sentId === 'string' && sentId !== id) {
    throw new V1Error('PE01-1103', `The body names ${call.resource.type} ${sentId}, the address ${id}`);
  }
  await updateRecord(call, id, values, version);
  return updatedResult(call, id);
}

/** Query parameters that steer the request rather than name fields. */
const controlParameters = new Set([
  'token',
  'format',
  'callback',
  'suppress_response_code',
  'response_object',
  'method',
  'no_expand',
  'calculate_price',
  'apikey',
  '_',
]);

/** POST {resource}/{id}/$set?field=value...: writes those fields; `version` optional. */
export async function setResult(call: ResourceCall, id: string): Promise<V1Result> {
  const params = new Map<string, string>();
  for (const [key, value] of call.request.query) if (!controlParameters.has(key)) params.set(key, value);
  const values = decodeSetParameters(call.resource, params);
  const version = values.get('version');
  await updateRecord(call, id, values, typeof version === 'number' ? version : null);
  return updatedResult(call, id);
}

/** DELETE {resource}/{id}: to the trash with its cascade group, or for good with `hard=true`. */
export async function deleteResult(call: ResourceCall, id: string): Promise<V1Result> {
  const hard = parseBooleanParam('hard', call.request.query.get('hard'));
  if (call.behavior.remove !== undefined) return call.behavior.remove(call, id, hard);
  const row = await readOne(call.caller, call.resource, id, hard ? 'any' : 'live', new Set());
  if (row === undefined) throw notFound(call.resource, id);
  authorize(call, 'delete', row);
  const scope = call.caller.scope;
  if (hard || !call.resource.trashable) {
    await scope.transaction(() => hardDelete(scope, call.resource, id));
    return noContent;
  }
  const moved = await moveToTrash(scope, {
    objectClass: call.resource.type,
    id,
    deletedByUserId: call.caller.userId,
  });
  if (moved === null) throw notFound(call.resource, id);
  return noContent;
}

/** GET {resource}/{id}/{inner}: the child records of a visible parent, with the list options. */
export async function innerCollectionResult(
  call: ResourceCall,
  id: string,
  inner: InnerCollection,
  childCall: ResourceCall,
): Promise<V1Result> {
  if ((await readOne(call.caller, call.resource, id, 'live', new Set())) === undefined)
    throw notFound(call.resource, id);
  const via = fieldOf(childCall.resource, inner.via);
  if (via?.kind !== 'reference')
    throw new Error(`Inner collection ${inner.name} has no reference ${inner.via}`);
  return listResult(childCall, [{ sql: `t.${via.column} = ?`, params: [id] }]);
}

/** Ids in paths are lowercase UUIDs; anything else cannot name an object. */
export function checkId(resource: ResourceDefinition, id: string): void {
  if (!idPattern.test(id)) throw new V1Error('PE01-1101', `No ${resource.type} ${id}`);
}

export { resources };
