import { randomUUID } from 'node:crypto';
import { requireFullAccess } from '../auth/v1-auth.ts';
import { encode, listResult, objectResult } from '../engine/crud.ts';
import { readRows } from '../engine/record-reader.ts';
import type { ResourceAction, ResourceBehavior, ResourceCall } from '../engine/resource-call.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import { priceRecord } from '../pricing/price-lookup.ts';
import { parseBooleanParam } from '../query/query-params.ts';
import type { SqlRow } from '../records/encode-record.ts';
import type { FieldValue } from '../records/field-values.ts';
import { resources } from '../resources/registry.ts';
import { V1Error } from '../wire/v1-error.ts';
import { checkOwnUser, clientOfProject } from './time-records.ts';

/** Milliseconds worked so far: finished runs plus the current run, from server timestamps only. */
export function elapsedOf(row: SqlRow, now: number): number {
  const duration = Number(row['duration'] ?? 0);
  const resumedAt = row['resumed_at'];
  return row['mode'] === 'STOPWATCH' && typeof resumedAt === 'number'
    ? duration + Math.max(0, now - resumedAt)
    : duration;
}

async function prepareCreate(call: ResourceCall, values: Map<string, FieldValue>): Promise<void> {
  const now = call.request.service.now();
  if (!values.has('user')) values.set('user', call.caller.userId);
  if (values.get('user') !== call.caller.userId)
    throw new V1Error('PE01-1008', 'A stopwatch belongs to the user who runs it');
  if (values.get('start') === null || !values.has('start')) values.set('start', now);
  values.set('resumedAt', values.get('mode') === 'PAUSE' ? null : now);
  if (!values.has('watchLast')) values.set('watchLast', now);
  if (values.has('project') && !values.has('client'))
    values.set('client', await clientOfProject(call, values.get('project') ?? null));
}

/** Pause and resume through `mode`: a pause banks the running time, a resume starts a new run. */
function prepareUpdate(call: ResourceCall, row: SqlRow, values: Map<string, FieldValue>): void {
  if (values.has('user') && values.get('user') !== row['user_id']) {
    throw new V1Error('PE01-1103', 'A stopwatch cannot change hands');
  }
  const now = call.request.service.now();
  const from = row['mode'];
  const to = values.get('mode') ?? from;
  if (from === 'STOPWATCH' && to === 'PAUSE') {
    const banked = values.has('duration') ? Number(values.get('duration')) : elapsedOf(row, now);
    values.set('duration', banked);
    values.set('resumedAt', null);
  } else if (from === 'PAUSE' && to === 'STOPWATCH') {
    values.set('resumedAt', now);
  } else if (from === 'STOPWATCH' && values.has('duration')) {
    // A new duration while running (keep or trim unattended time) counts from now on.
    values.set('resumedAt', now);
  }
}

/** POST impulses/{id}/$watchnotify: the watching client is alive (`watchLast = now`). */
async function watchNotify(call: ResourceCall, id: string): Promise<V1Result> {
  requireFullAccess(call.caller);
  const result = await call.caller.scope.update(
    'impulses',
    id,
    { watch_last: call.request.service.now() },
    {},
  );
  if (result.status !== 'updated') throw new V1Error('PE01-1101', `No Impulse ${id}`);
  return parseBooleanParam('response_object', call.request.query.get('response_object'))
    ? objectResult(call, id)
    : noContent;
}

/**
 * POST impulses/{id}/$stop: the impulse becomes exactly one time record and is removed. The
 * removal is the claim: the first stop deletes the row and creates the record in the same
 * transaction; any later (or concurrent) stop finds nothing to claim and answers 412 PE01-1106.
 * On PostgreSQL the transaction is SERIALIZABLE: of two instances stopping the same impulse at
 * once, the loser is run again and then finds it gone. Answers the new time record.
 */
async function stop(call: ResourceCall, id: string): Promise<V1Result> {
  requireFullAccess(call.caller);
  const scope = call.caller.scope;
  const now = call.request.service.now();
  const recordId = await scope.transaction(async () => {
    const rows = await readRows(call.caller, call.resource, {
      where: [{ sql: 't.id = ?', params: [id] }],
      counts: new Set(),
    });
    const row = rows[0];
    if (row === undefined) {
      const stopped = await scope.select({
        from: 'impulses',
        where: [{ sql: 'impulses.id = ?', params: [id] }],
        trash: 'any',
      });
      if (stopped.length === 0)
        throw new V1Error('PE01-1106', `Impulse ${id} has already been stopped (or never existed)`);
      throw new V1Error('PE01-1106', `Impulse ${id} is in the trash`);
    }
    checkOwnUser(call, row['user_id'] as string);
    if (!(await scope.delete('impulses', id, { trash: 'live' })))
      throw new V1Error('PE01-1106', `Impulse ${id} has already been stopped`);
    const duration = elapsedOf(row, now);
    const start = typeof row['start'] === 'number' ? row['start'] : now - duration;
    const billable = row['billable'] === 1;
    const priceScope = {
      task: row['task_id'] as string | null,
      project: row['project_id'] as string | null,
      client:
        (row['client_id'] as string | null) ??
        (await clientOfProject(call, row['project_id'] as string | null)),
      user: row['user_id'] as string,
      workType: row['work_type_id'] as string | null,
    };
    const price = await priceRecord(scope, priceScope, duration, billable);
    return scope.insert('time_records', {
      id: randomUUID(),
      user_id: priceScope.user,
      project_id: priceScope.project,
      task_id: priceScope.task,
      client_id: priceScope.client,
      work_type_id: priceScope.workType,
      description: row['description'] as string | null,
      billable,
      start,
      stop: now,
      duration,
      price: price.price,
      unit_price: price.unitPrice,
    });
  });
  const recordCall: ResourceCall = { ...call, resource: resources.timerecords, behavior: {} };
  return objectResult(recordCall, recordId);
}

/** GET impulses/@default: the user's most recent impulse, or 404. */
async function defaultImpulse(call: ResourceCall): Promise<V1Result> {
  const rows = await readRows(call.caller, call.resource, {
    orderBy: ['t.created_at DESC', 't.id DESC'],
    limit: 1,
    counts: 'all',
  });
  const row = rows[0];
  if (row === undefined) throw new V1Error('PE01-1101', 'You have no impulse');
  return {
    status: 200,
    body: { kind: 'data', root: 'impulse', value: (await encode(call, [row], 'all'))[0] ?? null },
  };
}

export const impulsesBehavior: ResourceBehavior = {
  prepareCreate,
  prepareUpdate,
  virtual: (call, field, row) =>
    field.name === 'elapsed' ? elapsedOf(row, call.request.service.now()) : undefined,
  views: new Map<string, (call: ResourceCall) => Promise<V1Result>>([
    ['@stopwatch', (call) => listResult(call, [{ sql: "t.mode = 'STOPWATCH'" }])],
    ['@default', defaultImpulse],
  ]),
  itemActions: new Map<string, ResourceAction>([
    ['$stop', { method: 'POST', run: stop }],
    ['$watchnotify', { method: 'POST', run: watchNotify }],
  ]),
};
