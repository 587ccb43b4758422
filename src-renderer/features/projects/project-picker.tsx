import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import { searchable, searchProjects } from './project-search.ts';

export interface ProjectPickerProps {
  readonly label: string;
  readonly projects: readonly ProjectListItem[];
  readonly value: ProjectListItem | null;
  readonly onChange: (project: ProjectListItem) => void;
  /** Enter on a chosen project (the stopwatch starts it). */
  readonly onConfirm?: (project: ProjectListItem) => void;
  readonly recentIds?: readonly string[];
  readonly placeholder?: string;
  readonly inputId?: string;
  readonly disabled?: boolean;
}

const shown = 50;

/** A combobox: type to find a project by title or code, arrows to move, Enter to choose. */
export function ProjectPicker(props: ProjectPickerProps) {
  const { label, projects, value, onChange, onConfirm, recentIds, placeholder, disabled } = props;
  const id = useId();
  const inputId = props.inputId ?? `${id}-input`;
  // Shows the chosen project; typing searches. Parents remount it (key) when the choice changes elsewhere.
  const [text, setText] = useState(value?.title ?? '');
  const [searching, setSearching] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const items = useMemo(() => searchable(projects), [projects]);
  const matches = useMemo(
    () => searchProjects(items, searching ? text : '', 'recent', recentIds).slice(0, shown),
    [items, text, searching, recentIds],
  );

  const choose = (project: ProjectListItem, confirm: boolean): void => {
    onChange(project);
    setText(project.title);
    setSearching(false);
    setOpen(false);
    if (confirm) onConfirm?.(project);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => Math.min(i + 1, matches.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        return;
      case 'Enter': {
        const project = open ? matches[active] : (value ?? undefined);
        if (project === undefined) return;
        event.preventDefault();
        choose(project, true);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
    }
  };

  const activeId = open && matches[active] !== undefined ? `${id}-option-${active}` : undefined;
  return (
    <div className="picker">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder ?? 'Type to find a project'}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearching(true);
          setActive(0);
          setOpen(true);
        }}
        onFocus={(event) => {
          event.target.select();
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setSearching(false);
          setText(value?.title ?? '');
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-listbox`} role="listbox" aria-label={label} className="picker__list" hidden={!open}>
        {open &&
          matches.map((project, index) => (
            <li
              key={project.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="picker__option"
              onMouseDown={(event) => {
                event.preventDefault();
                choose(project, false);
              }}
            >
              <span>{project.title}</span>
              {project.code !== null && <span className="muted"> {project.code}</span>}
            </li>
          ))}
        {open && matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="picker__empty">
            No project matches “{text}”.
          </li>
        )}
      </ul>
    </div>
  );
}
