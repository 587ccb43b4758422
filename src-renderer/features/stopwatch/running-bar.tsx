import type { StopwatchElsewhere, StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { formatClock } from '../../../src-shared/format/duration.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useElapsed } from './use-elapsed.ts';
import { useStopwatch, useStopwatchCommand } from '../tracking/use-stopwatch.ts';
import { useStopElsewhere } from './use-stop-elsewhere.ts';

function onWhat(t: Translate, project: StopwatchState['project']): string {
  return project === null ? t('stopwatch.noProject') : project.name;
}

function ElsewhereNotice({ elsewhere }: { elsewhere: StopwatchElsewhere }) {
  const elapsed = useElapsed(elsewhere);
  const stop = useStopElsewhere();
  const { t } = useI18n();
  return (
    <>
      <span data-testid="running-bar-text">
        {t('stopwatch.barElsewhere', {
          status: elsewhere.status,
          organization: elsewhere.organization.title,
          project: onWhat(t, elsewhere.project),
          time: formatClock(elapsed),
        })}
      </span>
      <button
        type="button"
        className="running-bar__stop"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        {t('stopwatch.stopIt')}
      </button>
      {stop.isError && (
        <span className="running-bar__problem" role="alert">
          {stop.error.message}
        </span>
      )}
    </>
  );
}

function OwnStopwatch({ state }: { state: StopwatchState }) {
  const elapsed = useElapsed(state);
  const command = useStopwatchCommand();
  const { t } = useI18n();
  return (
    <>
      <span data-testid="running-bar-text">
        {t('stopwatch.barOwn', { status: state.status, project: onWhat(t, state.project) })}
      </span>
      <span className="running-bar__clock" data-testid="running-bar-clock">
        {formatClock(elapsed)}
      </span>
      <button
        type="button"
        className="running-bar__stop"
        aria-label={t('stopwatch.stopRunning')}
        disabled={command.isPending}
        onClick={() => command.mutate({ kind: 'stop' })}
      >
        {t('stopwatch.stop')}
      </button>
    </>
  );
}

/**
 * The stopwatch seen from every screen: what runs and for how long, with a Stop, and a stopwatch
 * left going in another organization. Nothing at all while none runs.
 */
export function RunningBar() {
  const state = useStopwatch().data;
  const { t } = useI18n();
  if (state === undefined) return null;
  const content =
    state.status !== 'stopped' ? (
      <OwnStopwatch state={state} />
    ) : state.elsewhere !== null ? (
      <ElsewhereNotice elsewhere={state.elsewhere} />
    ) : null;
  if (content === null) return null;
  return (
    <section className="running-bar" aria-label={t('stopwatch.barRegion')} data-testid="running-bar">
      {content}
    </section>
  );
}
