import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { PendingRecords } from './pending-records.ts';
import type { EditorTarget } from './record-editor.tsx';
import type { RecordQuery } from './use-time-records.ts';

/** What every view of the Time screen (List, Timesheet, Calendar) is given: the same range and filter. */
export interface TimeViewProps {
  readonly query: RecordQuery;
  /** The organization's zone: days and times of day are its. */
  readonly timeZone: string;
  readonly canWrite: boolean;
  readonly stopwatch: StopwatchState | undefined;
  /** Writes of this computer not confirmed yet, shown where their records are. */
  readonly pending: PendingRecords;
  /** Opens the record editor (add, edit, fix) over the screen. */
  readonly onEdit: (target: EditorTarget) => void;
}
