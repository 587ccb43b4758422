import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { timeViews, useTimeViewStore, type TimeView } from './time-view-store.ts';

const labels: Record<TimeView, MessageId> = {
  list: 'time.view.list',
  timesheet: 'time.view.timesheet',
  calendar: 'time.view.calendar',
};

/** List, Timesheet or Calendar: one choice of radios (arrow keys move), kept across restarts. */
export function TimeViewSwitch() {
  const view = useTimeViewStore((s) => s.view);
  const setView = useTimeViewStore((s) => s.setView);
  const { t } = useI18n();
  return (
    <fieldset className="segmented" aria-label={t('time.view')}>
      <legend className="visually-hidden">{t('time.view')}</legend>
      {timeViews.map((kind) => (
        <label key={kind} className={`segmented__item${view === kind ? ' segmented__item--on' : ''}`}>
          <input type="radio" name="time-view" checked={view === kind} onChange={() => setView(kind)} />
          {t(labels[kind])}
        </label>
      ))}
    </fieldset>
  );
}
