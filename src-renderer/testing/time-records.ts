import type { TimeRecordView } from '../../src-shared/domain/time-record.ts';
import { projects } from './render-daily.tsx';

/** Test support: an hour's billable record on the first demo project, as the Time list reads it. */
export function hourOnFirstProject(id: string, start: number, description: string): TimeRecordView {
  const hour = 3_600_000;
  const [first] = projects;
  if (first === undefined) throw new Error('the demo projects are missing');
  return {
    id,
    version: 1,
    start,
    stop: start + hour,
    durationMs: hour,
    description,
    billable: true,
    project: { id: first.id, name: first.title, code: first.code },
    task: null,
    client: null,
    price: 100,
  };
}
