import { useId } from 'react';
import {
  compareLocalDates,
  daysInclusive,
  isLocalDate,
  type LocalDate,
} from '../../../src-shared/domain/local-date.ts';
import {
  anchorAfterSwitch,
  maxCustomDays,
  resolvePeriod,
  stepPeriod,
  type PeriodUnit,
  type ReportPeriod,
} from '../../../src-shared/domain/report-period.ts';
import { formatPeriod } from '../../ui/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';

const periodUnits: readonly PeriodUnit[] = ['day', 'week', 'month', 'year', 'custom'];

export interface PeriodPickerProps {
  readonly period: ReportPeriod;
  /** Today in the organization's time zone (null while it is being read). */
  readonly today: LocalDate | null;
  readonly onChange: (period: ReportPeriod) => void;
}

/**
 * Day, week, month, year or a custom range, stepped back and forth by whole periods (the v1
 * `offset`). Changing the kind of period stays around the days being looked at.
 */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const id = useId();
  const resolved = today === null ? null : resolvePeriod(period, today);
  const { t } = useI18n();
  const locale = useFormatLocale();
  const kind = period.unit;

  const changeUnit = (unit: PeriodUnit): void => {
    const around = resolved === null ? today : anchorAfterSwitch(resolved, today);
    if (unit === 'custom') {
      const first = resolved?.first ?? today ?? '2000-01-01';
      onChange({ unit, from: first, to: resolved?.last ?? first, offset: 0 });
    } else {
      onChange({
        unit,
        anchor: period.unit === 'custom' || period.offset !== 0 ? around : period.anchor,
        offset: 0,
      });
    }
  };

  const setRange = (from: string, to: string): void => {
    if (!isLocalDate(from) || !isLocalDate(to) || compareLocalDates(to, from) < 0) return;
    if (daysInclusive(from, to) > maxCustomDays) return;
    onChange({ unit: 'custom', from, to, offset: 0 });
  };

  const atCurrent =
    period.unit === 'custom'
      ? period.offset === 0
      : period.offset === 0 && (period.anchor === null || period.anchor === today);

  return (
    <div className="period-picker" role="group" aria-labelledby={`${id}-title`}>
      <select
        className="select"
        aria-label={t('reports.period.kind')}
        value={period.unit}
        onChange={(event) => changeUnit(event.target.value as PeriodUnit)}
      >
        {periodUnits.map((option) => (
          <option key={option} value={option}>
            {t('reports.period.option', { unit: option })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--icon"
        aria-label={t('reports.period.previous', { unit: kind })}
        aria-keyshortcuts="Alt+ArrowLeft"
        onClick={() => onChange(stepPeriod(period, -1))}
      >
        ‹
      </button>
      <button
        type="button"
        className="button button--icon"
        aria-label={t('reports.period.next', { unit: kind })}
        aria-keyshortcuts="Alt+ArrowRight"
        onClick={() => onChange(stepPeriod(period, 1))}
      >
        ›
      </button>
      <button
        type="button"
        className="button"
        disabled={atCurrent}
        onClick={() =>
          onChange(
            period.unit === 'custom'
              ? { ...period, offset: 0 }
              : { unit: period.unit, anchor: null, offset: 0 },
          )
        }
      >
        {t('reports.period.current', { unit: kind })}
      </button>
      {period.unit === 'custom' && (
        <span className="row">
          <label className="inline-field">
            {t('reports.period.from')}
            <input
              type="date"
              className="input"
              value={resolved?.first ?? period.from}
              max={resolved?.last ?? period.to}
              onChange={(event) => setRange(event.target.value, resolved?.last ?? period.to)}
            />
          </label>
          <label className="inline-field">
            {t('reports.period.to')}
            <input
              type="date"
              className="input"
              value={resolved?.last ?? period.to}
              min={resolved?.first ?? period.from}
              onChange={(event) => setRange(resolved?.first ?? period.from, event.target.value)}
            />
          </label>
        </span>
      )}
      <h2 id={`${id}-title`} className="period-picker__title" aria-live="polite">
        {resolved === null ? t('reports.period.reading') : formatPeriod(resolved, locale)}
      </h2>
    </div>
  );
}
