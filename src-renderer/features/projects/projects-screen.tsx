import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useSession } from '../account/use-session.ts';
import { FavoriteStar } from '../favorites/favorite-star.tsx';
import { useFinishedStartAsk } from '../tracking/finished-start-ask.tsx';
import { useStopwatch, useStopwatchCommand, useToday } from '../tracking/use-stopwatch.ts';
import { ProjectDetailPanel } from './project-detail.tsx';
import { ProjectForm } from './project-form.tsx';
import { searchable, searchProjects, type ProjectSort } from './project-search.ts';
import { useProjectList } from './use-project-list.ts';

const rowHeight = 44;

/** The organization's projects: find as you type, sort, start the stopwatch, see and change details. */
export function ProjectsScreen() {
  const { t, formatLocale } = useI18n();
  const session = useSession();
  const list = useProjectList();
  const stopwatch = useStopwatch();
  const today = useToday();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ProjectSort>('title');
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const items = list.data?.items;
  const prepared = useMemo(() => searchable(items ?? []), [items]);
  const recentIds = useMemo(() => (today.data?.recentProjects ?? []).map((p) => p.id), [today.data]);
  const matches = useMemo(
    () => searchProjects(prepared, query, sort, recentIds, formatLocale),
    [prepared, query, sort, recentIds, formatLocale],
  );
  const state = session.data;
  const canWrite = state?.access === 'FULL';
  const canTrack = canWrite && stopwatch.data?.availability === 'ready';

  if (state?.status !== 'signed-in') {
    return (
      <div className="notice" role="note">
        <p>{t('projects.signedOut')}</p>
      </div>
    );
  }

  return (
    <div className="projects-screen">
      <div className="projects-screen__list">
        <div className="row projects-screen__tools">
          <div className="field grow">
            <label htmlFor="project-search">{t('projects.find')}</label>
            <input
              id="project-search"
              type="search"
              placeholder={t('projects.findPlaceholder')}
              autoComplete="off"
              aria-controls="project-list"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  document.querySelector<HTMLElement>('#project-list [data-row="0"]')?.focus();
                } else if (event.key === 'Enter' && matches[0] !== undefined) {
                  setSelected(matches[0].id);
                }
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="project-sort">{t('projects.sortBy')}</label>
            <select
              id="project-sort"
              value={sort}
              onChange={(event) => setSort(event.target.value as ProjectSort)}
            >
              <option value="title">{t('projects.sort.title')}</option>
              <option value="code">{t('projects.sort.code')}</option>
              <option value="recent">{t('projects.sort.recent')}</option>
            </select>
          </div>
          {canWrite && (
            <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
              {t('projects.new')}
            </button>
          )}
        </div>
        <p className="muted" role="status" data-testid="project-count">
          {list.isError && list.data === undefined
            ? list.error.message
            : list.data === undefined
              ? t('projects.reading')
              : t('projects.count', {
                  shown: matches.length,
                  total: list.data.total ?? list.data.items.length,
                  loading: list.data.complete ? 'no' : 'yes',
                })}
        </p>
        <ProjectRows
          projects={matches}
          selected={selected}
          onSelect={setSelected}
          stopwatch={stopwatch.data}
          canTrack={canTrack}
        />
      </div>
      <div className="projects-screen__detail">
        {selected === null ? (
          <p className="muted">{t('projects.chooseOne')}</p>
        ) : (
          <ProjectDetailPanel key={selected} projectId={selected} canWrite={canWrite} />
        )}
      </div>
      {creating && <ProjectForm project={null} onClose={() => setCreating(false)} onCreated={setSelected} />}
    </div>
  );
}

function ProjectRows(props: {
  projects: readonly ProjectListItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  stopwatch: StopwatchState | undefined;
  canTrack: boolean;
}) {
  const { projects, selected, onSelect, stopwatch, canTrack } = props;
  const { t } = useI18n();
  const command = useStopwatchCommand();
  const finishedAsk = useFinishedStartAsk();
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: projects.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const running = stopwatch?.status === 'stopped' ? null : (stopwatch?.project?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number): void => {
    const move = (to: number): void => {
      event.preventDefault();
      const target = Math.max(0, Math.min(projects.length - 1, to));
      virtualizer.scrollToIndex(target);
      window.requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#project-list [data-row="${target}"]`)?.focus(),
      );
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') {
      if (index === 0) {
        event.preventDefault();
        document.getElementById('project-search')?.focus();
      } else move(index - 1);
    } else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(projects.length - 1);
  };

  if (projects.length === 0) return <p className="empty-line">{t('projects.noMatch')}</p>;
  return (
    <>
      <div
        ref={scroller}
        className="project-list"
        id="project-list"
        role="list"
        aria-label={t('projects.list')}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const project = projects[item.index];
            if (project === undefined) return null;
            const isRunning = running === project.id;
            return (
              <div
                key={project.id}
                role="listitem"
                className={`project-row${selected === project.id ? ' project-row--selected' : ''}`}
                style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
              >
                <button
                  type="button"
                  className="project-row__main"
                  data-row={item.index}
                  aria-current={selected === project.id ? 'true' : undefined}
                  onClick={() => onSelect(project.id)}
                  onKeyDown={(event) => onKeyDown(event, item.index)}
                >
                  <span className="project-row__code">{project.code ?? ''}</span>
                  <span className="project-row__title">{project.title}</span>
                  {!project.active && <span className="badge">{t('projects.finished')}</span>}
                </button>
                <FavoriteStar projectId={project.id} name={project.title} />
                {canTrack &&
                  (isRunning ? (
                    <span className="badge badge--running">{t('projects.running')}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t(running === null ? 'projects.startProject' : 'projects.switchToProject', {
                        project: project.title,
                      })}
                      onClick={() =>
                        finishedAsk.ask(project, () =>
                          command.mutate({
                            kind: 'start',
                            arg: { projectId: project.id, billable: project.billable },
                          }),
                        )
                      }
                    >
                      {t(running === null ? 'projects.start' : 'projects.switch')}
                    </button>
                  ))}
              </div>
            );
          })}
        </div>
      </div>
      {finishedAsk.dialog}
    </>
  );
}
