import { useId, useState } from 'react';
import type { NamedRef } from '../../../src-shared/domain/reports.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';

export interface MultiSelectProps {
  /** What is chosen, e.g. "Projects". */
  readonly label: string;
  /** What nothing chosen means, e.g. "All projects". */
  readonly allText: string;
  /** How several chosen are counted, e.g. "3 projects". */
  readonly countText: (count: number) => string;
  readonly options: readonly NamedRef[];
  readonly selected: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly loading?: boolean;
  /** The list is about to be shown: its options are read only then (unless something is chosen). */
  readonly onOpen?: () => void;
}

/** A compact pick-several list: a disclosure button with checkboxes, searchable when long. */
export function MultiSelect({
  label,
  allText,
  countText,
  options,
  selected,
  onChange,
  loading,
  onOpen,
}: MultiSelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { t } = useI18n();
  const chosen = new Set(selected);
  const summary =
    selected.length === 0
      ? allText
      : selected.length === 1
        ? (options.find((o) => o.id === selected[0])?.name ?? countText(1))
        : countText(selected.length);
  const words = search.trim().toLowerCase();
  const shown = words === '' ? options : options.filter((o) => o.name.toLowerCase().includes(words));
  return (
    <div className="multi-select" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="button multi-select__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('filter.summary', { label, summary })}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {summary}
      </button>
      {open && (
        <div id={`${id}-panel`} className="multi-select__panel" role="group" aria-label={label}>
          {options.length > 8 && (
            <input
              type="search"
              className="multi-select__search"
              aria-label={t('filter.searchIn', { what: label })}
              placeholder={t('filter.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          {loading === true && <p className="muted">{t('filter.loading')}</p>}
          <ul>
            {shown.map((option) => (
              <li key={option.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(option.id)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...selected, option.id]
                          : selected.filter((value) => value !== option.id),
                      )
                    }
                  />
                  {option.name}
                </label>
              </li>
            ))}
          </ul>
          {selected.length > 0 && (
            <button type="button" className="button button--link" onClick={() => onChange([])}>
              {allText}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
