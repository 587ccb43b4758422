import { defineResource } from '../define-resource.ts';
import { field } from '../field-builders.ts';

export const impulseModes = ['STOPWATCH', 'PAUSE'] as const;

export const impulsesResource = defineResource({
  name: 'impulses',
  type: 'Impulse',
  module: 'time',
  table: 'impulses',
  trashable: true,
  displayName: (a) =>
    `COALESCE(NULLIF(${a}.description, ''), (SELECT sub_dn.name FROM projects AS sub_dn WHERE sub_dn.id = ${a}.project_id), '')`,
  stubFields: ['mode'],
  defaultOrder: [{ field: 'start', descending: false }],
  fields: [
    field.reference('user', 'users', 'user running the stopwatch', { notNull: true }),
    field.reference('project', 'projects', 'project'),
    field.reference('task', 'tasks', 'task'),
    field.reference('client', 'clients', 'client'),
    field.reference('workType', 'worktypes', 'work type (activity)'),
    field.string('description', 'description of the work'),
    field.boolean('billable', 'billed to the client', { defaultValue: true, notNull: true }),
    field.date('start', 'first start'),
    field.date('stop', 'end, set when stopped'),
    field.long('duration', 'milliseconds of runs already finished', { min: 0, defaultValue: 0 }),
    field.string('source', 'where the impulse was started'),
    field.string('mode', 'STOPWATCH (running) or PAUSE (paused)', {
      notNull: true,
      pattern: impulseModes.join('|'),
      defaultValue: 'STOPWATCH',
    }),
    field.date('watchLast', 'last sign of life of the watching client'),
    field.long('watchTimeout', 'milliseconds after watchLast when the running time is unattended', {
      min: 0,
    }),
    field.date('resumedAt', 'start of the current run (null while paused)', { access: 'READ_ONLY' }),
    field.virtual('elapsed', 'Long', 'READ_ONLY', 'milliseconds worked so far, computed by the server'),
  ],
});
