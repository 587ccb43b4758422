import { useEffect, useRef, type ComponentType } from 'react';
import { AccountChip } from '../features/account/account-chip.tsx';
import { ProjectsScreen } from '../features/projects/projects-screen.tsx';
import { ReportsScreen } from '../features/reports/reports-screen.tsx';
import { SettingsScreen } from '../features/settings/settings-screen.tsx';
import { StatusLine } from '../features/status/status-line.tsx';
import { StopwatchScreen } from '../features/stopwatch/stopwatch-screen.tsx';
import { TimeScreen } from '../features/time/time-screen.tsx';
import { TrashScreen } from '../features/trash/trash-screen.tsx';
import { Notifications } from '../features/status/notifications.tsx';
import { StopwatchLayer } from '../features/stopwatch/stopwatch-layer.tsx';
import { useTheme } from '../features/preferences/use-theme.ts';
import { QuickSwitcher } from '../features/quick-switcher/quick-switcher.tsx';
import { useIpcEvent } from '../platform/ipc-hooks.ts';
import { useWindowTitle } from '../features/status/use-window-title.ts';
import { sections, type SectionId } from '../../src-shared/domain/sections.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { useUiStore } from './ui-store.ts';
import { useScrollFocusable } from '../ui/use-scroll-focusable.ts';

const screens: Record<SectionId, ComponentType> = {
  projects: ProjectsScreen,
  stopwatch: StopwatchScreen,
  time: TimeScreen,
  reports: ReportsScreen,
  trash: TrashScreen,
  settings: SettingsScreen,
};

/** Ctrl (Cmd on macOS) + 1…6 opens a section from anywhere. */
function useSectionShortcuts(showSection: (id: SectionId) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const section = sections.find((s) => s.shortcut === event.key);
      if (section === undefined) return;
      event.preventDefault();
      showSection(section.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showSection]);
}

export function AppShell() {
  const section = useUiStore((state) => state.section);
  const showSection = useUiStore((state) => state.showSection);
  useSectionShortcuts(showSection);
  useTheme();
  useWindowTitle();
  // The tray and the application menu open sections through main.
  useIpcEvent('app:show-section', ({ section: next }) => showSection(next));
  const Screen = screens[section];
  const label = sections.find((s) => s.id === section)?.label ?? '';
  // A screen taller than the window with nothing to focus (read-only) still scrolls by the keys.
  const main = useRef<HTMLElement>(null);
  const mainTabIndex = useScrollFocusable(main);

  return (
    <div className="app-shell">
      <nav className="app-nav" aria-label="Main">
        <div className="app-nav__brand" aria-hidden="true">
          Stint
        </div>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="app-nav__item"
                aria-current={s.id === section ? 'page' : undefined}
                aria-keyshortcuts={`Control+${s.shortcut}`}
                onClick={() => showSection(s.id)}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
        <div className="app-nav__account">
          <AccountChip />
        </div>
      </nav>
      <main ref={main} className="app-main" aria-labelledby="screen-title" tabIndex={mainTabIndex}>
        <h1 id="screen-title" className="app-main__title">
          {label}
        </h1>
        <OfflineNotice />
        <Screen />
      </main>
      <StatusLine />
      <Notifications />
      <StopwatchLayer />
      <QuickSwitcher />
    </div>
  );
}
