import { emptyTimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { TimeRecordPageQuery, TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import type { LastEntry } from './not-tracking-reminder.ts';

const day = 86_400_000;
/** How far back a reminder looks for something to start again. */
const lookBackDays = 60;

/**
 * The person's most recent record with a project (a stopwatch cannot start without one), as
 * the reminder offers to start it again; null when there is none in the last 60 days.
 */
export async function readLastEntry(
  list: (query: TimeRecordPageQuery) => Promise<TimeRecordView[]>,
  now: number,
): Promise<LastEntry | null> {
  const records = await list({
    range: { from: now - lookBackDays * day, to: now + day },
    filter: { ...emptyTimeFilter },
    skip: 0,
    top: 20,
  });
  const record = records.find((candidate) => candidate.project !== null);
  if (record?.project == null) return null;
  return {
    projectId: record.project.id,
    projectName: record.project.name,
    taskId: record.task?.id ?? null,
    workTypeId: record.workType?.id ?? null,
    description: record.description,
    billable: record.billable,
  };
}
