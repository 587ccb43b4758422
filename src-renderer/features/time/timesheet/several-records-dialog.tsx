import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { formatClockSpan } from '../../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../../src-shared/format/duration.ts';
import { Dialog } from '../../../ui/dialog.tsx';

/**
 * A day of a timesheet row that sums several records: the grid does not guess which one a new
 * total should change, so the person picks one to edit in the record editor.
 */
export function SeveralRecordsDialog(props: {
  readonly records: readonly TimeRecordView[];
  readonly title: string;
  readonly timeZone: string;
  readonly onEdit: (record: TimeRecordView) => void;
  readonly onClose: () => void;
}) {
  const { records, timeZone, onEdit, onClose } = props;
  return (
    <Dialog
      title={props.title}
      description={`This day sums ${String(records.length)} records. Edit the one to change.`}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <ul className="stack timesheet-several">
        {records.map((record) => {
          const times = formatClockSpan(record.start, record.stop, timeZone);
          const what = record.description === '' ? 'no description' : record.description;
          return (
            <li key={record.id} className="row">
              <span>{times}</span>
              <span>{formatHoursMinutes(record.durationMs)}</span>
              <span className="muted">{what}</span>
              <button
                type="button"
                className="button button--small"
                aria-label={`Edit ${times}, ${what}`}
                onClick={() => onEdit(record)}
              >
                Edit
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
