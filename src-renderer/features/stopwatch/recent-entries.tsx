import { entryKey, entryLabel, type EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useContinueEntry, useRecentEntries } from './use-entries.ts';

/** The running stopwatch is this entry: continuing it would only start it again. */
function isRunning(state: StopwatchState, entry: EntryTemplate): boolean {
  return (
    state.status !== 'stopped' &&
    state.project?.id === entry.project.id &&
    (state.task?.id ?? null) === (entry.task?.id ?? null) &&
    state.description.trim() === entry.description.trim()
  );
}

/** The last distinct entries, each continued with one click (or Enter on its button). */
export function RecentEntries({ state, ready }: { state: StopwatchState; ready: boolean }) {
  const recent = useRecentEntries();
  const { t } = useI18n();
  const { continueEntry, dialog, problem, pending } = useContinueEntry();
  const entries = recent.data ?? [];
  if (entries.length === 0) return null;
  return (
    <div className="stack">
      <h3 className="subheading" id="recent-entries-heading">
        {t('stopwatch.recentEntries')}
      </h3>
      <ul className="recent-entries" aria-labelledby="recent-entries-heading">
        {entries.map((entry) => (
          <li key={entryKey(entry)} className="recent-entries__item">
            <span className="recent-entries__text">
              <span>{entry.description.trim() === '' ? entry.project.name : entry.description}</span>
              <span className="muted">
                {entry.description.trim() === '' ? '' : entry.project.name}
                {entry.task !== null && entry.task.name !== '' ? ` · ${entry.task.name}` : ''}
              </span>
            </span>
            <button
              type="button"
              className="button"
              aria-label={t('stopwatch.continueEntry', { entry: entryLabel(entry, 80) })}
              disabled={!ready || pending || isRunning(state, entry)}
              onClick={() => continueEntry(entry)}
            >
              {t('stopwatch.continue')}
            </button>
          </li>
        ))}
      </ul>
      {problem !== null && (
        <p className="action-error" role="alert">
          {problem}
        </p>
      )}
      {dialog}
    </div>
  );
}
