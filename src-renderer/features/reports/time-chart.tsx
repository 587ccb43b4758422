import {
  sliceUnitsFor,
  type ResolvedPeriod,
  type SliceUnit,
} from '../../../src-shared/domain/report-period.ts';
import type { ReportSlices } from '../../../src-shared/domain/reports.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { ChartFrame } from '../../ui/charts/chart-frame.tsx';
import { ChartSelect } from '../../ui/charts/chart-select.tsx';
import { ColumnChart } from '../../ui/charts/column-chart.tsx';
import { DataTable } from '../../ui/charts/data-table.tsx';
import { formatPeriod, formatSlice, formatSliceDate } from '../../ui/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useFormatLocale } from '../../i18n/format-locale.ts';

export interface TimeChartProps {
  readonly data: ReportSlices | undefined;
  readonly period: ResolvedPeriod | null;
  readonly sliceBy: SliceUnit | null;
  readonly onSliceBy: (unit: SliceUnit | null) => void;
}

/** Time per day, week, month or year of the period (v1 `singleslices`), as bars or as a table. */
export function TimeChart({ data, period, sliceBy, onSliceBy }: TimeChartProps) {
  const { t } = useI18n();
  const locale = useFormatLocale();
  const unit = data?.sliceBy ?? sliceBy ?? 'day';
  const options = period === null ? [] : sliceUnitsFor(period);
  const custom = data?.period.unit === 'custom';
  const columns = (data?.slices ?? []).map((slice) => {
    const name = formatSlice(slice, unit, locale);
    // "14" or "W45" reads right under a month's or year's title, not under an arbitrary range.
    const short = custom ? formatSliceDate(slice, unit, locale) : name.short;
    return { key: slice.first, short, full: name.full, value: slice.time };
  });
  const title = t('reports.timePer', { unit });
  return (
    <ChartFrame
      title={title}
      controls={
        options.length > 1 && (
          <ChartSelect
            label={t('reports.barsPer')}
            value={unit}
            options={options}
            optionText={(option) => t('reports.perUnit', { unit: option })}
            onChange={onSliceBy}
          />
        )
      }
      chart={
        <ColumnChart
          label={t('reports.chartOf', {
            title,
            period: data === undefined ? '' : formatPeriod(data.period, locale),
          })}
          columns={columns}
          formatValue={formatHoursMinutes}
        />
      }
      table={
        <DataTable
          label={t('reports.table', { title })}
          nameHeading={t('reports.sliceUnit', { unit })}
          headings={[t('reports.col.time')]}
          rows={columns.map((column) => ({
            key: column.key,
            name: column.full,
            cells: [formatHoursMinutes(column.value)],
          }))}
        />
      }
    />
  );
}
