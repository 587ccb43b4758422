import { lazy, useEffect, useRef, type ComponentType } from 'react';
import { ProjectsScreen } from '../features/projects/projects-screen.tsx';
import { SettingsScreen } from '../features/settings/settings-screen.tsx';
import { StatusLine } from './status-line.tsx';
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
import { useI18n } from '../i18n/i18n-context.tsx';
import { useMiniWindowShortcut } from '../features/mini/open-mini-window.ts';
import { MainNav } from './main-nav.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useUiStore } from '../features/navigation/section-store.ts';
import { LoadingPart } from '../ui/loading-part.tsx';
import { useScrollFocusable } from '../ui/use-scroll-focusable.ts';

// Reports (charts and their tables) load on first visit, keeping them out of the start-up chunk.
const ReportsScreen = lazy(() =>
  import('../features/reports/reports-screen.tsx').then((m) => ({ default: m.ReportsScreen })),
);

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
  useMiniWindowShortcut();
  useTheme();
  useWindowTitle();
  // The tray and the application menu open sections through main.
  useIpcEvent('app:show-section', ({ section: next }) => showSection(next));
  const Screen = screens[section];
  const { t } = useI18n();
  const label = t(`section.${section}`);
  // A screen taller than the window with nothing to focus (read-only) still scrolls by the keys.
  const main = useRef<HTMLElement>(null);
  const mainTabIndex = useScrollFocusable(main);

  return (
    <div className="app-shell">
      <MainNav section={section} onShow={showSection} />
      <main ref={main} className="app-main" aria-labelledby="screen-title" tabIndex={mainTabIndex}>
        <h1 id="screen-title" className="app-main__title">
          {label}
        </h1>
        <OfflineNotice />
        <LoadingPart text={t('ui.loading', { part: label })}>
          <Screen />
        </LoadingPart>
      </main>
      <StatusLine />
      <Notifications />
      <StopwatchLayer />
      <QuickSwitcher />
    </div>
  );
}
