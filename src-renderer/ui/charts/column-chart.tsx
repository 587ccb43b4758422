import { useId, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { hourTicks, labelEvery } from './scale.ts';
import { useWidth } from './use-width.ts';

export interface Column {
  readonly key: string;
  /** Axis label, e.g. "14" or "Nov". */
  readonly short: string;
  /** Full name for the readout and screen readers, e.g. "Tue, 14 Oct 2025". */
  readonly full: string;
  /** Milliseconds. */
  readonly value: number;
}

export interface ColumnChartProps {
  /** Accessible name, e.g. "Time per day, October 2025". */
  readonly label: string;
  readonly columns: readonly Column[];
  readonly formatValue: (ms: number) => string;
  readonly height?: number;
}

const margin = { top: 12, right: 8, bottom: 26, left: 44 };

/**
 * Bars over time, drawn as SVG by hand (no chart library: a few kilobytes instead of a hundred).
 * Keyboard: the chart is one tab stop; the arrow keys, Home and End move between bars, each of
 * which names its period and value to screen readers. Hovering or focusing a bar shows the same in
 * the read-out line. The same numbers are in the chart's table view.
 */
export function ColumnChart({ label, columns, formatValue, height = 220 }: ColumnChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const [focusTarget, setFocusIndex] = useState(0);
  const readoutId = useId();
  const { t } = useI18n();
  const n = columns.length;
  // New data may have fewer bars: the tab stop stays on one that exists.
  const focusIndex = Math.max(0, Math.min(focusTarget, n - 1));
  const maxHours = Math.max(0, ...columns.map((c) => c.value)) / 3_600_000;
  const { ticks } = hourTicks(maxHours);
  const top = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(40, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const band = n === 0 ? plotWidth : plotWidth / n;
  const barWidth = Math.max(1, Math.min(48, band * 0.72));
  const every = labelEvery(n, plotWidth);
  const y = (hours: number): number => margin.top + plotHeight - (hours / top) * plotHeight;
  const shown = active ?? null;

  const move = (event: KeyboardEvent<SVGSVGElement>): void => {
    const next =
      event.key === 'ArrowRight'
        ? Math.min(n - 1, focusIndex + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, focusIndex - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? n - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    setActive(next);
    const bar = event.currentTarget.querySelector<SVGRectElement>(`[data-index="${next}"]`);
    bar?.focus();
  };

  return (
    <div className="column-chart" ref={ref}>
      <svg
        width={width}
        height={height}
        role="group"
        aria-label={label}
        aria-roledescription="bar chart"
        aria-describedby={readoutId}
        onKeyDown={move}
        onMouseLeave={() => setActive(null)}
      >
        {ticks.map((tick) => (
          <g key={tick} className="chart-grid" aria-hidden="true">
            <line x1={margin.left} x2={margin.left + plotWidth} y1={y(tick)} y2={y(tick)} />
            <text x={margin.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {`${tick} h`}
            </text>
          </g>
        ))}
        {columns.map((column, i) => {
          const x = margin.left + i * band;
          const barHeight = (column.value / 3_600_000 / top) * plotHeight;
          return (
            <g key={column.key}>
              {/* The whole column answers the pointer, so short bars are easy to hover. */}
              <rect
                className="column-chart__hit"
                x={x}
                y={margin.top}
                width={band}
                height={plotHeight}
                aria-hidden="true"
                onMouseEnter={() => setActive(i)}
              />
              <rect
                className={`column-chart__bar${shown === i ? ' column-chart__bar--active' : ''}`}
                data-index={i}
                x={x + (band - barWidth) / 2}
                y={margin.top + plotHeight - barHeight}
                width={barWidth}
                height={Math.max(0, barHeight)}
                rx={Math.min(3, barWidth / 3)}
                role="img"
                aria-label={`${column.full}: ${formatValue(column.value)}`}
                tabIndex={i === focusIndex ? 0 : -1}
                onFocus={() => {
                  setFocusIndex(i);
                  setActive(i);
                }}
                onMouseEnter={() => setActive(i)}
              />
              {i % every === 0 && (
                <text
                  className="chart-axis-label"
                  x={x + band / 2}
                  y={margin.top + plotHeight + 16}
                  textAnchor="middle"
                  aria-hidden="true"
                >
                  {column.short}
                </text>
              )}
            </g>
          );
        })}
        <line
          className="chart-baseline"
          x1={margin.left}
          x2={margin.left + plotWidth}
          y1={y(0)}
          y2={y(0)}
          aria-hidden="true"
        />
      </svg>
      <p id={readoutId} className="chart-readout">
        {shown === null || columns[shown] === undefined
          ? t('ui.chartHint')
          : t('ui.chartValue', { name: columns[shown].full, value: formatValue(columns[shown].value) })}
      </p>
    </div>
  );
}
