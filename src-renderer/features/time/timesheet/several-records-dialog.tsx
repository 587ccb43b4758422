import type { TimeRecordView } from '../../../../src-shared/domain/time-record.ts';
import { formatClockSpan } from '../../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../../src-shared/format/duration.ts';
import { useFormatting } from '../../../i18n/format-locale.ts';
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
  const { t, locale } = useFormatting();
  return (
    <Dialog
      title={props.title}
      description={t('timesheet.several', { count: records.length })}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('timesheet.close')}
        </button>
      }
    >
      <ul className="stack timesheet-several">
        {records.map((record) => {
          const times = formatClockSpan(record.start, record.stop, timeZone, locale);
          const what = record.description === '' ? t('timesheet.noDescription') : record.description;
          return (
            <li key={record.id} className="row">
              <span>{times}</span>
              <span>{formatHoursMinutes(record.durationMs)}</span>
              <span className="muted">{what}</span>
              <button
                type="button"
                className="button button--small"
                aria-label={t('timesheet.editRecord', { times, what })}
                onClick={() => onEdit(record)}
              >
                {t('timesheet.edit')}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
