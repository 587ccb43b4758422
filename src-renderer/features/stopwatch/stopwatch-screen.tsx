import { useCallback, useState } from 'react';
import type { EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import { parseEntryText } from '../../../src-shared/domain/entry-text.ts';
import { workTypesForProject } from '../../../src-shared/domain/work-type.ts';
import type { ProjectListItem } from '../../../src-shared/domain/project.ts';
import type { NamedRef, ProjectRef, StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { formatClock, formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { useUiStore } from '../navigation/section-store.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { FavoriteStar } from '../favorites/favorite-star.tsx';
import { FavoritesStrip } from './favorites-strip.tsx';
import { isStartKey, ProjectPicker } from '../projects/project-picker.tsx';
import { useFocusAfterPick } from '../projects/use-focus-after-pick.ts';
import { TaskSelect } from '../projects/task-select.tsx';
import { useProjectList } from '../projects/use-project-list.ts';
import { useOrganizationZone } from '../organization/use-organization-zone.ts';
import { ReminderAsk } from '../reminders/reminder-ask.tsx';
import { useWorkTypes } from '../work-types/use-work-types.ts';
import { WorkTypeSelect } from '../work-types/work-type-select.tsx';
import { availabilitySentence } from './availability.ts';
import { DescriptionAutocomplete } from './description-autocomplete.tsx';
import { FocusBadge } from './focus-badge.tsx';
import { useFinishedStartAsk } from '../tracking/finished-start-ask.tsx';
import { RecentEntries } from './recent-entries.tsx';
import { stopwatchProjectInputId } from './stopwatch-ids.ts';
import { StartTimeField } from './start-time-field.tsx';
import { startKeyLabel, stopShortcut, pauseShortcut } from './stopwatch-shortcuts.ts';
import { useElapsed } from './use-elapsed.ts';
import { useStopElsewhere } from './use-stop-elsewhere.ts';
import {
  useStopwatch,
  useStopwatchCommand,
  useToday,
  type StopwatchCommand,
} from '../tracking/use-stopwatch.ts';

function listItem(ref: ProjectRef): ProjectListItem {
  return { id: ref.id, title: ref.name, code: ref.code, active: true, billable: true };
}

export function StopwatchScreen() {
  const stopwatch = useStopwatch();
  const { t } = useI18n();
  if (stopwatch.data === undefined) {
    return (
      <p role="status">
        {stopwatch.isError
          ? t('stopwatch.readFailed', { reason: stopwatch.error.message })
          : t('stopwatch.reading')}
      </p>
    );
  }
  return <StopwatchPanel state={stopwatch.data} />;
}

function StopwatchPanel({ state }: { state: StopwatchState }) {
  const bridge = useBridge();
  const command = useStopwatchCommand();
  const today = useToday();
  const projects = useProjectList();
  const showSection = useUiStore((s) => s.showSection);
  const refresh = useCallback(() => void bridge.invoke('stopwatch:refresh').catch(() => undefined), [bridge]);
  const elapsed = useElapsed(state, refresh);
  const stopped = state.status === 'stopped';
  const ready = state.availability === 'ready';
  const readOnly = state.availability === 'read-only';
  const zone = useOrganizationZone();
  const { t } = useI18n();
  const noProject = t('stopwatch.noProject');

  // The next start's choices while stopped; the running stopwatch's own values otherwise.
  const [next, setNext] = useState<{
    project: ProjectListItem | null;
    taskId: string | null;
    workType: NamedRef | null;
    description: string;
    billable: boolean;
  }>({ project: null, taskId: null, workType: null, description: '', billable: true });
  const project = stopped ? next.project : state.project === null ? null : listItem(state.project);
  const [description, setDescription] = useState(state.description);
  const [editing, setEditing] = useState(false);
  const shownDescription = stopped ? next.description : editing ? description : state.description;

  const run = (c: StopwatchCommand): void => command.mutate(c);
  const finishedAsk = useFinishedStartAsk();
  const focusAfterPick = useFocusAfterPick('stopwatch-task', 'stopwatch-description');
  const start = (
    chosen: ProjectListItem | null = project,
    typed: string = next.description,
    workType: NamedRef | null = next.workType,
  ): void => {
    if (chosen === null) return;
    // Choices made for this project before starting count; a project picked with Enter brings its own.
    const same = stopped && chosen.id === next.project?.id;
    const arg = {
      projectId: chosen.id,
      taskId: same ? next.taskId : null,
      workTypeId: stopped ? (workType?.id ?? null) : null,
      description: stopped ? typed : '',
      billable: same ? next.billable : chosen.billable,
    };
    finishedAsk.ask(chosen, () => {
      run({ kind: 'start', arg });
      setNext({ project: null, taskId: null, workType: null, description: '', billable: true });
    });
  };

  const projectItems = projects.data?.items ?? [];
  const workTypes = workTypesForProject(useWorkTypes().data ?? [], project?.id ?? null);
  /**
   * Typed text: an `@project` word picks the project and a `#work type` word the work type
   * (finished words while typing, all on Enter).
   */
  const typeDescription = (
    text: string,
    complete: boolean,
  ): { project: ProjectListItem | null; workType: NamedRef | null; text: string; picked: boolean } => {
    const parsed = parseEntryText(text, projectItems, workTypes, { complete });
    if (parsed.project === null && parsed.workType === null) {
      return { project: next.project, workType: next.workType, text: parsed.description, picked: false };
    }
    const picked = parsed.project ?? next.project;
    const same = picked?.id === next.project?.id;
    const workType = parsed.workType ?? next.workType;
    setNext({
      ...next,
      project: picked,
      taskId: same ? next.taskId : null,
      billable: same || picked === null ? next.billable : picked.billable,
      workType,
      description: parsed.description,
    });
    return { project: picked, workType, text: parsed.description, picked: true };
  };
  const pickEntry = (entry: EntryTemplate): void => {
    const listed = projectItems.find((item) => item.id === entry.project.id);
    const chosen = listed ?? { ...listItem(entry.project), billable: entry.billable };
    if (stopped) {
      setNext({
        project: chosen,
        taskId: entry.task?.id ?? null,
        workType: entry.workType,
        description: entry.description,
        billable: entry.billable,
      });
    } else {
      setDescription(entry.description);
      run({
        kind: 'edit',
        arg: {
          projectId: entry.project.id,
          taskId: entry.task?.id ?? null,
          workTypeId: entry.workType?.id ?? null,
          description: entry.description,
          billable: entry.billable,
        },
      });
    }
  };

  const recent = today.data?.recentProjects ?? [];
  const finished = today.data?.finishedMs ?? null;
  const recentIds = recent.map((p) => p.id);

  return (
    <section className="stopwatch" aria-label={t('section.stopwatch')}>
      <ReminderAsk ready={ready} />
      {!ready && (
        <div className="notice" role="note">
          <p>{availabilitySentence(t, state.availability)}</p>
          {state.availability !== 'read-only' && (
            <button type="button" className="button" onClick={() => showSection('settings')}>
              {t('stopwatch.openSettings')}
            </button>
          )}
        </div>
      )}
      <div className="stopwatch__top">
        <div
          className={`stopwatch__face stopwatch__face--${state.status}`}
          role="timer"
          aria-label={t('stopwatch.elapsed', { time: formatClock(elapsed) })}
          data-testid="stopwatch-face"
        >
          {formatClock(elapsed)}
        </div>
        <FocusBadge state={state} elapsedMs={elapsed} />
        <p className="stopwatch__status" role="status" data-testid="stopwatch-status">
          {state.status === 'running' &&
            t('stopwatch.runningOn', { project: state.project?.name ?? noProject })}
          {state.status === 'paused' &&
            t('stopwatch.pausedOn', { project: state.project?.name ?? noProject })}
          {state.status === 'stopped' &&
            (state.elsewhere === null
              ? t('stopwatch.notRunning')
              : t('stopwatch.notRunningHere', {
                  status: state.elsewhere.status,
                  organization: state.elsewhere.organization.title,
                  project: state.elsewhere.project?.name ?? noProject,
                }))}
          {state.pending && <span className="badge badge--pending"> {t('stopwatch.notSaved')}</span>}
        </p>
        {!stopped && state.project !== null && (
          <FavoriteStar
            projectId={state.project.id}
            taskId={state.task?.id ?? null}
            description={state.description}
            name={t('stopwatch.thisEntry')}
            disabled={!ready}
            className="button button--small"
            withText
          />
        )}
        {state.status === 'stopped' && state.elsewhere !== null && (
          <StopElsewhereButton organization={state.elsewhere.organization.title} />
        )}
        {state.problem !== null && (
          <p className="action-error" role="alert">
            {renderMessage(t, state.problem)}
          </p>
        )}
        {command.error !== null && (
          <p className="action-error" role="alert">
            {command.error.message}
          </p>
        )}
      </div>

      {/* A read-only member cannot track time here: no form of disabled controls, only the why. */}
      {!readOnly && (
        <>
          <FavoritesStrip state={state} disabled={!ready} />

          <div
            className="stopwatch__form"
            onKeyDown={(event) => {
              // Ctrl+Enter (Cmd+Enter) starts from anywhere in the form; Enter in the picker only moves on.
              if (!isStartKey(event) || !stopped) return;
              event.preventDefault();
              start();
            }}
          >
            <ProjectPicker
              key={project?.id ?? 'none'}
              label={t('stopwatch.project')}
              inputId={stopwatchProjectInputId}
              projects={projects.data?.items ?? []}
              value={project}
              recentIds={recentIds}
              disabled={!ready}
              onChange={(chosen) => {
                if (stopped) setNext({ ...next, project: chosen, taskId: null, billable: chosen.billable });
                else if (chosen.id !== state.project?.id)
                  run({ kind: 'edit', arg: { projectId: chosen.id, taskId: null } });
              }}
              onEnter={(chosen) => focusAfterPick(chosen.id)}
              onStart={(chosen) => {
                if (stopped) start(chosen);
              }}
            />
            <TaskSelect
              id="stopwatch-task"
              projectId={project?.id ?? null}
              value={stopped ? next.taskId : (state.task?.id ?? null)}
              disabled={!ready || project === null}
              onChange={(taskId) => {
                if (stopped) setNext({ ...next, taskId });
                else run({ kind: 'edit', arg: { taskId } });
              }}
            />
            <WorkTypeSelect
              id="stopwatch-work-type"
              projectId={project?.id ?? null}
              value={stopped ? next.workType : state.workType}
              disabled={!ready}
              onChange={(workType) => {
                if (stopped) setNext({ ...next, workType });
                else run({ kind: 'edit', arg: { workTypeId: workType?.id ?? null } });
              }}
            />
            {!stopped && state.startedAt !== null && zone !== null && (
              <StartTimeField
                startedAt={state.startedAt}
                zone={zone}
                disabled={!ready}
                onSave={(start) => run({ kind: 'edit', arg: { start } })}
              />
            )}
            <DescriptionAutocomplete
              id="stopwatch-description"
              label={t('stopwatch.description')}
              value={shownDescription}
              disabled={!ready}
              onFocus={() => {
                setDescription(state.description);
                setEditing(true);
              }}
              onChange={(text) => {
                if (stopped) {
                  const typed = typeDescription(text, false);
                  if (!typed.picked) setNext({ ...next, description: text });
                } else setDescription(text);
              }}
              onPick={pickEntry}
              onBlur={() => {
                setEditing(false);
                if (!stopped && description !== state.description)
                  run({ kind: 'edit', arg: { description } });
              }}
              onEnter={() => {
                if (stopped) {
                  const typed = typeDescription(next.description, true);
                  start(typed.project, typed.text, typed.workType);
                } else (document.activeElement as HTMLElement | null)?.blur();
              }}
            />
            <label className="check">
              <input
                type="checkbox"
                checked={stopped ? next.billable : state.billable}
                disabled={!ready}
                onChange={(event) => {
                  if (stopped) setNext({ ...next, billable: event.target.checked });
                  else run({ kind: 'edit', arg: { billable: event.target.checked } });
                }}
              />
              {t('stopwatch.billable')}
            </label>
          </div>

          <div className="row stopwatch__actions">
            {stopped ? (
              <button
                type="button"
                className="button button--primary button--large"
                disabled={!ready || project === null || command.isPending}
                aria-keyshortcuts="Control+Enter Meta+Enter"
                onClick={() => start()}
              >
                {t('stopwatch.start')}
              </button>
            ) : (
              <>
                {state.status === 'running' ? (
                  <button
                    type="button"
                    className="button button--large"
                    disabled={!ready}
                    aria-keyshortcuts={pauseShortcut.aria}
                    onClick={() => run({ kind: 'pause' })}
                  >
                    {t('stopwatch.pause')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary button--large"
                    disabled={!ready}
                    aria-keyshortcuts={pauseShortcut.aria}
                    onClick={() => run({ kind: 'resume' })}
                  >
                    {t('stopwatch.resume')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--danger button--large"
                  disabled={!ready}
                  aria-keyshortcuts={stopShortcut.aria}
                  onClick={() => run({ kind: 'stop' })}
                >
                  {t('stopwatch.stop')}
                </button>
              </>
            )}
            <span className="muted">
              {t('stopwatch.keys', {
                startKey: startKeyLabel,
                stopKey: stopShortcut.label,
                pauseKey: pauseShortcut.label,
              })}
            </span>
          </div>
        </>
      )}

      <section className="panel today" aria-labelledby="today-heading">
        <h2 id="today-heading">{t('stopwatch.today')}</h2>
        <p data-testid="today-total">
          {finished === null
            ? t('stopwatch.todayUnknown')
            : t('stopwatch.todayTracked', { total: formatHoursMinutes(finished + (stopped ? 0 : elapsed)) })}
        </p>
        {recent.length > 0 && (
          <div className="stack">
            <h3 className="subheading">{t('stopwatch.recentProjects')}</h3>
            <ul className="recent">
              {recent.map((ref) => (
                <li key={ref.id}>
                  <button
                    type="button"
                    className="button"
                    disabled={!ready || (state.project?.id === ref.id && !stopped)}
                    onClick={() =>
                      start(projects.data?.items.find((item) => item.id === ref.id) ?? listItem(ref))
                    }
                  >
                    {t(stopped ? 'stopwatch.startOn' : 'stopwatch.switchTo', { project: ref.name })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {!readOnly && <RecentEntries state={state} ready={ready} />}
      </section>
      <RefreshHint />
      {finishedAsk.dialog}
    </section>
  );
}

/** Projects load in the background; say so while the list is incomplete. */
function RefreshHint() {
  const projects = useProjectList();
  const { t } = useI18n();
  if (projects.data?.complete !== false) return null;
  return (
    <p className="muted" role="status">
      {t('stopwatch.loadingProjects', {
        loaded: projects.data.items.length,
        total: projects.data.total ?? '?',
      })}
    </p>
  );
}

function StopElsewhereButton({ organization }: { organization: string }) {
  const stop = useStopElsewhere();
  const { t } = useI18n();
  return (
    <p className="row">
      <button type="button" className="button" disabled={stop.isPending} onClick={() => stop.mutate()}>
        {t('stopwatch.stopIn', { organization })}
      </button>
      {stop.isError && (
        <span className="action-error" role="alert">
          {stop.error.message}
        </span>
      )}
    </p>
  );
}
