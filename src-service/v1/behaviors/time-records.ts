import { requireFullAccess } from '../auth/v1-auth.ts';
import { objectResult } from '../engine/crud.ts';
import { readOne } from '../engine/record-reader.ts';
import type { ResourceBehavior, ResourceCall } from '../engine/resource-call.ts';
import { readRequestBody } from '../http/request-body.ts';
import { noContent, type V1Result } from '../http/v1-context.ts';
import { decodeRecord } from '../records/decode-record.ts';
import type { SqlRow } from '../records/encode-record.ts';
import type { FieldValue } from '../records/field-values.ts';
import { priceRecord } from '../pricing/price-lookup.ts';
import { parseBooleanParam } from '../query/query-params.ts';
import { resources } from '../resources/registry.ts';
import { V1Error, validationError } from '../wire/v1-error.ts';

/** A record's values: the stored row overlaid with the values being written. */
function merged(
  row: SqlRow | null,
  values: ReadonlyMap<string, FieldValue>,
): (name: string, column: string) => FieldValue {
  return (name, column) =>
    values.has(name) ? (values.get(name) ?? null) : ((row?.[column] as FieldValue | undefined) ?? null);
}

/** The owner may record time for anyone; everyone else only for themselves. */
export function checkOwnUser(call: ResourceCall, userId: FieldValue): void {
  if (userId !== call.caller.userId && !call.caller.owner) {
    throw new V1Error('PE01-1008', `Only the account owner may record for another user`);
  }
}

/** The project's client, for a record that names a project but no client. */
export async function clientOfProject(call: ResourceCall, projectId: FieldValue): Promise<string | null> {
  if (typeof projectId !== 'string') return null;
  const project = await readOne(call.caller, resources.projects, projectId, 'live', new Set());
  return (project?.['client_id'] as string | null | undefined) ?? null;
}

/**
 * start, stop and duration agree: a missing duration is stop − start, a missing stop is start +
 * duration. A stop before its start is refused.
 */
function deriveTimes(row: SqlRow | null, values: Map<string, FieldValue>): void {
  const get = merged(row, values);
  const start = get('start', 'start');
  const stop = get('stop', 'stop');
  const durationSent = values.has('duration');
  if (typeof start === 'number' && typeof stop === 'number') {
    if (stop < start) {
      throw validationError([
        {
          entityPath: '',
          entityType: 'TimeRecord',
          field: 'stop',
          constraint: 'Order',
          message: 'must not be before start',
        },
      ]);
    }
    if (!durationSent && (values.has('start') || values.has('stop'))) values.set('duration', stop - start);
  } else if (typeof start === 'number' && stop === null && durationSent) {
    const duration = values.get('duration');
    if (typeof duration === 'number') values.set('stop', start + duration);
  }
}

async function applyPrice(
  call: ResourceCall,
  row: SqlRow | null,
  values: Map<string, FieldValue>,
): Promise<void> {
  const get = merged(row, values);
  const calculate = parseBooleanParam('calculate_price', call.request.query.get('calculate_price'));
  if (!calculate) {
    // A price written by hand is kept by later $updateprice calls.
    if (values.has('price') && !values.has('priceModified')) values.set('priceModified', true);
    return;
  }
  const result = await priceRecord(
    call.caller.scope,
    {
      task: get('task', 'task_id') as string | null,
      project: get('project', 'project_id') as string | null,
      client: get('client', 'client_id') as string | null,
      user: get('user', 'user_id') as string | null,
      workType: get('workType', 'work_type_id') as string | null,
    },
    Number(get('duration', 'duration') ?? 0),
    get('billable', 'billable') === true || get('billable', 'billable') === 1,
  );
  values.set('price', result.price);
  values.set('unitPrice', result.unitPrice);
  values.set('priceModified', false);
}

async function prepare(
  call: ResourceCall,
  row: SqlRow | null,
  values: Map<string, FieldValue>,
): Promise<void> {
  if (row === null && !values.has('user')) values.set('user', call.caller.userId);
  if (values.has('user')) checkOwnUser(call, values.get('user') ?? null);
  if (row !== null) checkOwnUser(call, row['user_id'] as string);
  if (values.has('project') && !values.has('client')) {
    const client = await clientOfProject(call, values.get('project') ?? null);
    if (client !== null || row === null) values.set('client', client);
  }
  deriveTimes(row, values);
  await applyPrice(call, row, values);
}

/** PUT timerecords/{id}/$updateprice: the price again from today's price lists (kept when set by hand). */
async function updatePrice(call: ResourceCall, id: string): Promise<V1Result> {
  requireFullAccess(call.caller);
  // Read, priced and written in one transaction: a record edited or moved meanwhile (another
  // instance) is not priced from its old values, and the report totals move with it.
  await call.caller.scope.transaction(async () => {
    const row = await readOne(call.caller, call.resource, id, 'live', new Set());
    if (row === undefined) throw new V1Error('PE01-1101', `No TimeRecord ${id}`);
    checkOwnUser(call, row['user_id'] as string);
    if (row['price_modified'] !== 1) {
      const result = await priceRecord(
        call.caller.scope,
        {
          task: row['task_id'] as string | null,
          project: row['project_id'] as string | null,
          client: row['client_id'] as string | null,
          user: row['user_id'] as string | null,
          workType: row['work_type_id'] as string | null,
        },
        Number(row['duration']),
        row['billable'] === 1,
      );
      await call.caller.scope.update('time_records', id, {
        price: result.price,
        unit_price: result.unitPrice,
      });
    }
  });
  return parseBooleanParam('response_object', call.request.query.get('response_object'))
    ? objectResult(call, id)
    : noContent;
}

/**
 * POST timerecords/$calculateprice: the price the body's record would get; nothing is stored.
 * Answers `{ price, unitPrice, duration, level, priceListEntry }` (level and entry null when no
 * price list matches).
 */
async function calculatePriceAction(call: ResourceCall): Promise<V1Result> {
  const body = await readRequestBody(call.request);
  const values = decodeRecord(call.resource, body.value, { format: body.format, ignore: ['trashItem'] });
  if (!values.has('user')) values.set('user', call.caller.userId);
  if (values.has('project') && !values.has('client'))
    values.set('client', await clientOfProject(call, values.get('project') ?? null));
  const start = values.get('start');
  const stop = values.get('stop');
  let duration = values.get('duration');
  if (typeof duration !== 'number' && typeof start === 'number' && typeof stop === 'number')
    duration = stop - start;
  const billable = values.has('billable') ? values.get('billable') === true : true;
  const result = await priceRecord(
    call.caller.scope,
    {
      task: (values.get('task') ?? null) as string | null,
      project: (values.get('project') ?? null) as string | null,
      client: (values.get('client') ?? null) as string | null,
      user: (values.get('user') ?? null) as string | null,
      workType: (values.get('workType') ?? null) as string | null,
    },
    typeof duration === 'number' ? duration : 0,
    billable,
  );
  return {
    status: 200,
    body: {
      kind: 'data',
      root: 'priceCalculation',
      value: {
        price: result.price,
        unitPrice: result.unitPrice,
        duration: typeof duration === 'number' ? duration : 0,
        level: result.entry?.level ?? null,
        priceListEntry: result.entry === null ? null : { id: result.entry.entryId },
      },
    },
  };
}

export const timeRecordsBehavior: ResourceBehavior = {
  prepareCreate: (call, values) => prepare(call, null, values),
  prepareUpdate: (call, row, values) => prepare(call, row, values),
  authorizeWrite: (call, _action, row) => {
    requireFullAccess(call.caller);
    if (row !== null) checkOwnUser(call, row['user_id'] as string);
  },
  itemActions: new Map([['$updateprice', { method: 'PUT', run: updatePrice }]]),
  collectionActions: new Map([['$calculateprice', { method: 'POST', run: calculatePriceAction }]]),
};
