import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import type { Favorite } from '../../../src-shared/domain/favorite.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useIpcEvent } from '../../platform/ipc-hooks.ts';
import { useUiStore } from '../navigation/section-store.ts';
import { useSession, useSessionAction } from '../account/use-session.ts';
import { useFavorites } from '../favorites/use-favorites.ts';
import { useStartFavorite } from '../stopwatch/use-start-favorite.ts';
import { useContinueEntry, useRecentEntries } from '../stopwatch/use-entries.ts';
import { useToast } from '../../ui/toast.tsx';
import { filterQuickItems, quickItems, type QuickItem } from './quick-switcher-items.ts';

/** Ctrl/Cmd+K or Ctrl/Cmd+Shift+O opens it from anywhere in the window. */
function isOpenShortcut(event: globalThis.KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const key = event.key.toLowerCase();
  return (key === 'k' && !event.shiftKey) || (key === 'o' && event.shiftKey);
}

/**
 * A keyboard-first switcher for organizations and sections: type to narrow, arrows to move,
 * Enter to go, Escape to close. Also opened from the application menu.
 */
export function QuickSwitcher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (!isOpenShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useIpcEvent('app:open-quick-switcher', () => setOpen(true));
  // Both live outside the dialog: a finished project's question outlasts the switcher, and the
  // switcher is gone by the time the service answers, so a failed start is told in a toast.
  const toast = useToast();
  const startFavorite = useStartFavorite({ onProblem: (message) => toast.show({ message, tone: 'error' }) });
  const continuing = useContinueEntry();
  return (
    <>
      {open && (
        <QuickSwitcherDialog
          onClose={() => setOpen(false)}
          onStart={startFavorite.startFavorite}
          onContinue={continuing.continueEntry}
        />
      )}
      {startFavorite.dialog}
      {continuing.dialog}
    </>
  );
}

function QuickSwitcherDialog({
  onClose,
  onStart,
  onContinue,
}: {
  onClose: () => void;
  onStart: (favorite: Favorite) => void;
  onContinue: (entry: EntryTemplate) => void;
}) {
  const id = useId();
  const { t } = useI18n();
  const session = useSession();
  const switchTo = useSessionAction('org:switch');
  const showSection = useUiStore((state) => state.showSection);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const previousFocus = useRef<Element | null>(null);
  const favorites = useFavorites();
  const recent = useRecentEntries();
  const items = filterQuickItems(quickItems(session.data, favorites.data, recent.data, t), query);
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  useEffect(() => {
    previousFocus.current = document.activeElement;
    input.current?.focus();
    return () => {
      if (previousFocus.current instanceof HTMLElement) previousFocus.current.focus();
    };
  }, []);

  const choose = (item: QuickItem | undefined): void => {
    if (item === undefined) return;
    if (item.kind === 'section') showSection(item.section);
    else if (item.kind === 'favorite') onStart(item.favorite);
    else if (item.kind === 'continue') onContinue(item.entry);
    else if (!item.current) switchTo.mutate({ organizationId: item.organizationId });
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((activeIndex + 1) % Math.max(1, items.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + items.length) % Math.max(1, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[activeIndex]);
    }
  };

  return (
    <div className="overlay" onMouseDown={onClose}>
      <div
        className="quick-switcher"
        role="dialog"
        aria-modal="true"
        aria-label={t('quickSwitcher.dialog')}
        onMouseDown={(event) => event.stopPropagation()}
      >
        <input
          ref={input}
          className="quick-switcher__input"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-activedescendant={
            items[activeIndex] === undefined ? undefined : `${id}-${items[activeIndex].id}`
          }
          aria-label={t('quickSwitcher.input')}
          placeholder={t('quickSwitcher.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('quickSwitcher.results')}
          className="quick-switcher__list"
        >
          {items.map((item, index) => (
            <li
              key={item.id}
              id={`${id}-${item.id}`}
              role="option"
              aria-selected={index === activeIndex}
              className="quick-switcher__item"
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(item)}
            >
              {item.label}
              {item.kind === 'organization' && item.current && (
                <span className="muted"> {t('quickSwitcher.current')}</span>
              )}
              {item.kind === 'continue' && item.entry.description.trim() !== '' && (
                <span className="muted"> {item.entry.project.name}</span>
              )}
            </li>
          ))}
          {items.length === 0 && (
            <li
              role="option"
              aria-selected="false"
              aria-disabled="true"
              className="quick-switcher__item muted"
            >
              {t('quickSwitcher.nothing', { query })}
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
