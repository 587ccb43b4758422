import { useFirstDayOfWeek } from '../../i18n/format-locale.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useTimeViewStore } from './time-view-store.ts';
import { dateText, rangeOf, type RangeChoice } from './time-range.ts';

/** Today, this week, or any range of days, in the organization's zone. */
export function RangePicker({ timeZone }: { timeZone: string }) {
  const range = useTimeViewStore((s) => s.range);
  const setRange = useTimeViewStore((s) => s.setRange);
  const { t } = useI18n();
  const firstDay = useFirstDayOfWeek();
  const custom = (first: string, last: string): RangeChoice => ({ kind: 'custom', first, last });
  return (
    <fieldset className="segmented" aria-label={t('time.range')}>
      <legend className="visually-hidden">{t('time.range')}</legend>
      {(['today', 'week'] as const).map((kind) => (
        <label key={kind} className={`segmented__item${range.kind === kind ? ' segmented__item--on' : ''}`}>
          <input
            type="radio"
            name="time-range"
            checked={range.kind === kind}
            onChange={() => setRange({ kind })}
          />
          {kind === 'today' ? t('time.range.today') : t('time.range.week')}
        </label>
      ))}
      <label className={`segmented__item${range.kind === 'custom' ? ' segmented__item--on' : ''}`}>
        <input
          type="radio"
          name="time-range"
          checked={range.kind === 'custom'}
          onChange={() => {
            // This week as days to adjust, worked out at the click: the screen may have stayed
            // open past midnight.
            const week = rangeOf({ kind: 'week' }, Date.now(), timeZone, firstDay);
            if (week !== null) {
              setRange(custom(dateText(week.from, timeZone), dateText(week.to - 1, timeZone)));
            }
          }}
        />
        {t('time.range.days')}
      </label>
      {range.kind === 'custom' && (
        <span className="row">
          <label htmlFor="range-first">{t('time.range.from')}</label>
          <input
            id="range-first"
            type="date"
            value={range.first}
            onChange={(event) => setRange(custom(event.target.value, range.last))}
          />
          <label htmlFor="range-last">{t('time.range.to')}</label>
          <input
            id="range-last"
            type="date"
            value={range.last}
            onChange={(event) => setRange(custom(range.first, event.target.value))}
          />
        </span>
      )}
    </fieldset>
  );
}
