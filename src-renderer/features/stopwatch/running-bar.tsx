import type { StopwatchElsewhere, StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { formatClock } from '../../../src-shared/format/duration.ts';
import { useElapsed } from './use-elapsed.ts';
import { useStopwatch, useStopwatchCommand } from '../tracking/use-stopwatch.ts';
import { useStopElsewhere } from './use-stop-elsewhere.ts';

function onWhat(project: StopwatchState['project']): string {
  return project === null ? 'no project' : project.name;
}

function ElsewhereNotice({ elsewhere }: { elsewhere: StopwatchElsewhere }) {
  const elapsed = useElapsed(elsewhere);
  const stop = useStopElsewhere();
  const verb = elsewhere.status === 'running' ? 'runs' : 'is paused';
  return (
    <>
      <span data-testid="running-bar-text">
        {`A stopwatch ${verb} in ${elsewhere.organization.title}: ${onWhat(elsewhere.project)}, ${formatClock(elapsed)}.`}
      </span>
      <button
        type="button"
        className="running-bar__stop"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        Stop it
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
  const label = state.status === 'running' ? 'Running' : 'Paused';
  return (
    <>
      <span data-testid="running-bar-text">{`${label}: ${onWhat(state.project)}`}</span>
      <span className="running-bar__clock" data-testid="running-bar-clock">
        {formatClock(elapsed)}
      </span>
      <button
        type="button"
        className="running-bar__stop"
        aria-label="Stop the running stopwatch"
        disabled={command.isPending}
        onClick={() => command.mutate({ kind: 'stop' })}
      >
        Stop
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
  if (state === undefined) return null;
  const content =
    state.status !== 'stopped' ? (
      <OwnStopwatch state={state} />
    ) : state.elsewhere !== null ? (
      <ElsewhereNotice elsewhere={state.elsewhere} />
    ) : null;
  if (content === null) return null;
  return (
    <section className="running-bar" aria-label="Running stopwatch" data-testid="running-bar">
      {content}
    </section>
  );
}
