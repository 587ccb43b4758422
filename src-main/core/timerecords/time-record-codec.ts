import type { NamedRef } from '../../../src-shared/domain/stopwatch.ts';
import type { TimeRecordFields, TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import type { NameBook } from '../workplace/name-book.ts';
import type { Fields, ResourceWriteSpec } from '../outbox/resource-writes.ts';

export const timeRecordsPath = 'time/timerecords';

const ms = (value: unknown): number | null => (value instanceof Date ? value.getTime() : null);
const idOf = (value: unknown): string | null => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
};

/** A v1 time record (dates revived, references as stubs) as the screens show it. */
export function timeRecordView(record: Record<string, unknown>, names: NameBook): TimeRecordView | null {
  const id = record['id'];
  const start = ms(record['start']);
  if (typeof id !== 'string' || start === null) return null;
  const price = record['price'];
  return {
    id,
    version: typeof record['version'] === 'number' ? record['version'] : 0,
    start,
    stop: ms(record['stop']),
    durationMs: typeof record['duration'] === 'number' ? record['duration'] : 0,
    description: typeof record['description'] === 'string' ? record['description'] : '',
    billable: record['billable'] === true,
    project: names.project(record['project']),
    task: names.named(record['task']),
    client: names.named(record['client']),
    workType: names.named(record['workType']),
    price: typeof price === 'number' ? price : null,
    user: personOf(record['user']),
  };
}

/** A v1 user stub (id, first and last name) as a name to show. */
function personOf(value: unknown): NamedRef | null {
  const id = idOf(value);
  if (id === null) return null;
  const stub = value as { firstName?: unknown; lastName?: unknown; displayName?: unknown };
  const part = (text: unknown): string => (typeof text === 'string' ? text.trim() : '');
  const name = [part(stub.firstName), part(stub.lastName)].filter((t) => t !== '').join(' ');
  return { id, name: name !== '' ? name : part(stub.displayName) };
}

/** The editable fields of a stored record, in the outbox's form. */
export function timeRecordFields(record: Record<string, unknown>): Fields {
  return {
    start: ms(record['start']),
    stop: ms(record['stop']),
    durationMs: typeof record['duration'] === 'number' ? record['duration'] : 0,
    projectId: idOf(record['project']),
    taskId: idOf(record['task']),
    workTypeId: idOf(record['workType']),
    description: typeof record['description'] === 'string' ? record['description'] : '',
    billable: record['billable'] === true,
  };
}

/** Our fields as the v1 body (only those given). */
export function timeRecordBody(fields: Partial<TimeRecordFields>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (fields.start !== undefined) body['start'] = new Date(fields.start);
  if (fields.stop !== undefined) body['stop'] = fields.stop === null ? null : new Date(fields.stop);
  if (fields.durationMs !== undefined) body['duration'] = fields.durationMs;
  if (fields.projectId !== undefined)
    body['project'] = fields.projectId === null ? null : { id: fields.projectId };
  if (fields.taskId !== undefined) body['task'] = fields.taskId === null ? null : { id: fields.taskId };
  if (fields.workTypeId !== undefined)
    body['workType'] = fields.workTypeId === null ? null : { id: fields.workTypeId };
  if (fields.description !== undefined) body['description'] = fields.description;
  if (fields.billable !== undefined) body['billable'] = fields.billable;
  return body;
}

/** Values as the person reads them in a conflict: times on the organization's clock. */
export function describeTimeRecordFields(
  fields: Fields,
  names: NameBook,
  timeZone: string,
): Record<string, string> {
  const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    switch (name) {
      case 'start':
      case 'stop':
        out[name] = typeof value === 'number' ? dateTime.format(value) : '—';
        break;
      case 'durationMs':
        out['duration'] = typeof value === 'number' ? formatHoursMinutes(value) : '—';
        break;
      case 'projectId':
        out['project'] = typeof value === 'string' ? (names.projectById(value)?.name ?? value) : 'No project';
        break;
      case 'taskId':
        out['task'] = typeof value === 'string' ? names.namedById(value)?.name || 'A task' : 'No task';
        break;
      case 'workTypeId':
        out['work type'] =
          typeof value === 'string' ? names.namedById(value)?.name || 'A work type' : 'No work type';
        break;
      case 'billable':
        out[name] = value === true ? 'Billable' : 'Not billable';
        break;
      default:
        out[name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return out;
}

/** `timeZone` answers the organization's zone when a conflict is described. */
export function timeRecordWriteSpec(
  names: NameBook,
  timeZone: () => string = computerTimeZone,
): ResourceWriteSpec {
  return {
    path: timeRecordsPath,
    resource: 'timerecords',
    // Billable time is priced from the price lists whenever its duration or scope changes.
    writeQuery: { calculate_price: true },
    toV1: (fields) => timeRecordBody(fields),
    fromV1: timeRecordFields,
    describe: (fields) => describeTimeRecordFields(fields, names, timeZone()),
  };
}
