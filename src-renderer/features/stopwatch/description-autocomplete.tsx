import { useId, useState, type KeyboardEvent } from 'react';
import type { EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useEntrySuggestions } from './use-entries.ts';

export interface DescriptionAutocompleteProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly disabled?: boolean;
  readonly onChange: (text: string) => void;
  /** A suggestion was chosen: the caller fills project, task and billable from it. */
  readonly onPick: (entry: EntryTemplate) => void;
  /** Enter with no suggestion highlighted. */
  readonly onEnter: () => void;
  readonly onFocus?: () => void;
  readonly onBlur?: () => void;
}

/**
 * "What are you working on?" with the person's earlier entries offered as they type (an ARIA
 * combobox): arrows move through them, Enter picks the highlighted one (or, with none
 * highlighted, does what Enter did before), Escape closes the list.
 */
export function DescriptionAutocomplete(props: DescriptionAutocompleteProps) {
  const { id, label, value, disabled, onChange, onPick, onEnter } = props;
  const listId = useId();
  const { t } = useI18n();
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim() !== '';
  const suggestions = useEntrySuggestions(value, focused && typed && !disabled);
  const options = typed ? (suggestions.data ?? []) : [];
  const open = focused && !dismissed && options.length > 0;
  const optionId = (index: number): string => `${listId}-option-${index}`;

  const pick = (entry: EntryTemplate): void => {
    setDismissed(true);
    setActive(-1);
    onPick(entry);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        if (options.length === 0) return;
        event.preventDefault();
        setDismissed(false);
        setActive((i) => (open ? Math.min(i + 1, options.length - 1) : 0));
        return;
      case 'ArrowUp':
        if (!open) return;
        event.preventDefault();
        setActive((i) => Math.max(i - 1, -1));
        return;
      case 'Enter': {
        event.preventDefault();
        // Ctrl+Enter starts the form from any field; here it starts with what was typed, once.
        if (event.ctrlKey || event.metaKey) {
          event.stopPropagation();
          onEnter();
          return;
        }
        const entry = open && active >= 0 ? options[active] : undefined;
        if (entry !== undefined) pick(entry);
        else onEnter();
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setDismissed(true);
          setActive(-1);
        }
        return;
    }
  };

  return (
    <div className="field picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={value}
        disabled={disabled}
        maxLength={2000}
        onChange={(event) => {
          setDismissed(false);
          setActive(-1);
          onChange(event.target.value);
        }}
        onFocus={() => {
          setFocused(true);
          props.onFocus?.();
        }}
        onBlur={() => {
          setFocused(false);
          setActive(-1);
          props.onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('stopwatch.earlierEntries')}
        className="picker__list"
        hidden={!open}
      >
        {open &&
          options.map((entry, index) => (
            <li
              key={`${entry.project.id}|${entry.task?.id ?? ''}|${entry.description}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="picker__option"
              onMouseDown={(event) => {
                // Keeps the focus in the field, so picking does not count as leaving it.
                event.preventDefault();
                pick(entry);
              }}
            >
              <span>
                {entry.description.trim() === '' ? t('stopwatch.noDescription') : entry.description}
              </span>
              <span className="muted">
                {' '}
                {entry.project.name}
                {entry.task !== null && entry.task.name !== '' ? ` · ${entry.task.name}` : ''}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
