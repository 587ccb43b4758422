import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { isProjectFavorite } from '../../../src-shared/domain/favorite.ts';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { findFavorite, useFavorites, useToggleFavorite } from '../favorites/use-favorites.ts';
import { pickerGroups } from './picker-groups.ts';
import { searchable, searchProjects } from './project-search.ts';

export interface ProjectPickerProps {
  readonly label: string;
  readonly projects: readonly ProjectListItem[];
  readonly value: ProjectListItem | null;
  readonly onChange: (project: ProjectListItem) => void;
  /** Enter chose a project: the form moves on to its next field (see useFocusAfterPick). */
  readonly onEnter?: (project: ProjectListItem) => void;
  /** Ctrl+Enter (Cmd+Enter) on a highlighted project: the stopwatch starts it. */
  readonly onStart?: (project: ProjectListItem) => void;
  readonly recentIds?: readonly string[];
  readonly placeholder?: string;
  readonly inputId?: string;
  readonly disabled?: boolean;
}

const shown = 50;

/** Ctrl+Enter, or Cmd+Enter on macOS. */
export const isStartKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * A combobox: type to find a project by title or code, arrows to move, Enter to choose and move
 * on, Ctrl+D to star or unstar the highlighted project. Starred projects come first, then recent ones.
 */
export function ProjectPicker(props: ProjectPickerProps) {
  const { label, projects, value, onChange, onEnter, onStart, recentIds, placeholder, disabled } = props;
  const id = useId();
  const { t, formatLocale } = useI18n();
  const inputId = props.inputId ?? `${id}-input`;
  // Shows the chosen project; typing searches. Parents remount it (key) when the choice changes elsewhere.
  const [text, setText] = useState(value?.title ?? '');
  const [searching, setSearching] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [announced, setAnnounced] = useState('');
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const favoriteIds = useMemo(
    () =>
      new Set(
        (favorites.data ?? [])
          .filter((favorite) => !favorite.gone && isProjectFavorite(favorite))
          .map((favorite) => favorite.project.id),
      ),
    [favorites.data],
  );
  const items = useMemo(() => searchable(projects), [projects]);
  const groups = useMemo(
    () =>
      pickerGroups(
        searchProjects(items, searching ? text : '', 'recent', recentIds, formatLocale),
        favoriteIds,
        recentIds ?? [],
        shown,
        t,
      ),
    [items, text, searching, recentIds, favoriteIds, t, formatLocale],
  );
  const matches = useMemo(() => groups.flatMap((group) => group.projects), [groups]);

  const toggleStar = (project: ProjectListItem): void => {
    if (favorites.data === undefined || toggle.isPending) return;
    const favorite = findFavorite(favorites.data, project.id);
    toggle.mutate(
      favorite === null
        ? { kind: 'add', arg: { projectId: project.id } }
        : { kind: 'remove', id: favorite.id },
      {
        onSuccess: () =>
          setAnnounced(
            t(favorite === null ? 'projects.picker.starred' : 'projects.picker.unstarred', {
              project: project.title,
            }),
          ),
        onError: (error) => setAnnounced(error.message),
      },
    );
  };

  const choose = (project: ProjectListItem): void => {
    onChange(project);
    setText(project.title);
    setSearching(false);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (isStartKey(event)) {
      // Starting with a project highlighted in the list starts that one; otherwise the form starts.
      const project = open ? matches[active] : undefined;
      if (project === undefined || onStart === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      choose(project);
      onStart(project);
      return;
    }
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'd') {
      const project = open ? matches[active] : (value ?? undefined);
      if (project === undefined) return;
      event.preventDefault();
      toggleStar(project);
      return;
    }
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
        choose(project);
        onEnter?.(project);
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
  let index = -1;
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
        aria-keyshortcuts="Control+D"
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder ?? t('projects.picker.placeholder')}
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
          groups.map((group) => (
            <li key={group.key} role="presentation">
              <ul role="group" aria-labelledby={`${id}-group-${group.key}`} className="picker__group">
                <li role="presentation" id={`${id}-group-${group.key}`} className="picker__heading">
                  {group.label}
                </li>
                {group.projects.map((project) => {
                  index += 1;
                  const at = index;
                  return (
                    <li
                      key={project.id}
                      id={`${id}-option-${at}`}
                      role="option"
                      aria-selected={at === active}
                      aria-label={project.code === null ? project.title : `${project.title} ${project.code}`}
                      className="picker__option"
                      onMouseDown={(event) => {
                        event.preventDefault();
                        choose(project);
                      }}
                    >
                      <span className="grow">
                        <span>{project.title}</span>
                        {project.code !== null && <span className="muted"> {project.code}</span>}
                      </span>
                      <PickerStar
                        title={project.title}
                        starred={favoriteIds.has(project.id)}
                        onToggle={() => toggleStar(project)}
                      />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        {open && matches.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="picker__empty">
            {t('projects.picker.noMatch', { text })}
          </li>
        )}
      </ul>
      <span className="visually-hidden" role="status">
        {announced}
      </span>
    </div>
  );
}

/**
 * The star of an option, for the mouse. An option may hold no control of its own (a screen
 * reader reads it as one item), so the keyboard and assistive technology star with Ctrl+D, and
 * the Favorites group says which projects are starred.
 */
function PickerStar(props: { title: string; starred: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <span
      aria-hidden="true"
      className={`star picker__star${props.starred ? ' star--on' : ''}`}
      title={t(props.starred ? 'projects.picker.unstar' : 'projects.picker.star', { project: props.title })}
      data-starred={props.starred}
      onMouseDown={(event) => {
        // Starring does not choose the project.
        event.preventDefault();
        event.stopPropagation();
        props.onToggle();
      }}
    >
      {props.starred ? '★' : '☆'}
    </span>
  );
}
