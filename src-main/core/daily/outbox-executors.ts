import type { OutboxKind } from '../outbox/outbox-entry.ts';
import type { WriteExecutor } from '../outbox/outbox.ts';
import {
  createExecutor,
  deleteExecutor,
  restoreExecutor,
  updateExecutor,
} from '../outbox/resource-writes.ts';
import { projectWriteSpec, taskWriteSpec } from '../projects/projects-service.ts';
import { impulseExecutors } from '../stopwatch/impulse-writes.ts';
import { timeRecordWriteSpec } from '../timerecords/time-record-codec.ts';
import type { NameBook } from './name-book.ts';

/**
 * How every kind of outbox write is sent. Typed as complete: a kind added to the outbox without
 * an executor here does not compile.
 */
export function outboxExecutors(
  names: NameBook,
  timeZone: () => string,
): { readonly [K in OutboxKind]: WriteExecutor<K> } {
  const records = timeRecordWriteSpec(names, timeZone);
  const projects = projectWriteSpec(names);
  const tasks = taskWriteSpec();
  return {
    ...impulseExecutors,
    'timerecord.create': createExecutor(records),
    'timerecord.update': updateExecutor(records),
    'timerecord.delete': deleteExecutor(records),
    'timerecord.restore': restoreExecutor(records),
    'project.create': createExecutor(projects),
    'project.update': updateExecutor(projects),
    'project.delete': deleteExecutor(projects),
    'project.restore': restoreExecutor(projects),
    'task.create': createExecutor(tasks),
    'task.update': updateExecutor(tasks),
    'task.delete': deleteExecutor(tasks),
    'task.restore': restoreExecutor(tasks),
  };
}
