import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { AccountChip } from '../features/account/account-chip.tsx';
import { miniWindowShortcut, openMiniWindow } from '../features/mini/open-mini-window.ts';
import { sections, type SectionId } from '../../src-shared/domain/sections.ts';
import { useI18n } from '../i18n/i18n-context.tsx';

/**
 * The sections and the account. In a wide window they stand in a column; below about 720 px the
 * stylesheet hides them behind the Menu button, a disclosure that Escape closes (focus goes back
 * to the button) and that closes itself once a section is chosen.
 */
export function MainNav({ section, onShow }: { section: SectionId; onShow: (id: SectionId) => void }) {
  // Open while the section it was opened over is shown: one opened any other way (a shortcut,
  // the tray) closes the menu without an effect.
  const [openOver, setOpenOver] = useState<SectionId | null>(null);
  const open = openOver === section;
  const setOpen = (value: boolean): void => setOpenOver(value ? section : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const panelId = useId();
  const { t } = useI18n();

  // A click elsewhere closes it, as menus do; focus stays where the person put it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (event.target instanceof Node && nav.current?.contains(event.target) !== true) setOpenOver(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  // Any button in the panel (a section, the account) leads somewhere else: the menu has done its job.
  const onPanelClick = (event: MouseEvent): void => {
    if (event.target instanceof Element && event.target.closest('button') !== null) setOpen(false);
  };

  return (
    <nav className="app-nav" aria-label={t('nav.main')} data-open={open} ref={nav} onKeyDown={onKeyDown}>
      <div className="app-nav__bar">
        <div className="app-nav__brand" aria-hidden="true">
          Stint
        </div>
        <button
          type="button"
          ref={toggle}
          className="app-nav__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span className="app-nav__menu-icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
      </div>
      <div id={panelId} className="app-nav__panel" onClick={onPanelClick}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="app-nav__item"
                aria-current={s.id === section ? 'page' : undefined}
                aria-keyshortcuts={`Control+${s.shortcut}`}
                onClick={() => onShow(s.id)}
              >
                {t(`section.${s.id}`)}
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="app-nav__item app-nav__mini"
          aria-keyshortcuts={miniWindowShortcut.aria}
          onClick={() => openMiniWindow()}
        >
          {t('nav.miniWindow')}
        </button>
        <div className="app-nav__account">
          <AccountChip />
        </div>
      </div>
    </nav>
  );
}
