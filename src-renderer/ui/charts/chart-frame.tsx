import { useId, useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';

export interface ChartFrameProps {
  readonly title: string;
  /** Controls next to the title (a slice picker, say). */
  readonly controls?: ReactNode;
  readonly chart: ReactNode;
  readonly table: ReactNode;
  /** Shown instead of both when there is nothing to draw. */
  readonly empty?: ReactNode;
}

/**
 * A chart with its table view: the same numbers either way, switched with one button that says
 * which view is showing. The table is the accessible equivalent of the chart, not a summary.
 */
export function ChartFrame({ title, controls, chart, table, empty }: ChartFrameProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const { t } = useI18n();
  return (
    <section className="chart-frame panel" aria-labelledby={titleId}>
      <header className="chart-frame__header">
        <h2 id={titleId}>{title}</h2>
        <div className="row">
          {controls}
          <button
            type="button"
            className="button button--small"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
          >
            {t('ui.tableView')}
          </button>
        </div>
      </header>
      {empty ?? (asTable ? table : chart)}
    </section>
  );
}
