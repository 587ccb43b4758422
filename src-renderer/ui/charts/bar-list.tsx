export interface BarItem {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** The value as people read it, e.g. "12 h 30 min". */
  readonly valueText: string;
  /** Extra text after the value, e.g. the money. */
  readonly detail?: string;
}

/**
 * A breakdown as horizontal bars, in plain HTML: a list that screen readers read item by item
 * ("Contoso: 12 h 30 min, 35 %"), each bar as wide as its share of the largest.
 */
export function BarList({ label, items }: { readonly label: string; readonly items: readonly BarItem[] }) {
  const max = Math.max(0, ...items.map((item) => item.value));
  const total = items.reduce((sum, item) => sum + item.value, 0);
  return (
    <ol className="bar-list" aria-label={label}>
      {items.map((item) => {
        const share = total === 0 ? 0 : Math.round((item.value / total) * 100);
        return (
          <li key={item.key} className="bar-list__item">
            <span className="bar-list__label">{item.label}</span>
            <span className="bar-list__track" aria-hidden="true">
              <span
                className="bar-list__bar"
                style={{ width: `${max === 0 ? 0 : (item.value / max) * 100}%` }}
              />
            </span>
            <span className="bar-list__value">
              {item.valueText}
              <span className="visually-hidden">, </span>
              <span className="bar-list__share"> {share} %</span>
              {item.detail === undefined ? null : <span className="bar-list__detail"> · {item.detail}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
