import type { AwayQuestion, StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { formatClock } from '../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useOrganizationZone } from '../organization/use-organization-zone.ts';
import { useStopwatchCommand } from '../tracking/use-stopwatch.ts';

function why(question: AwayQuestion): string {
  switch (question.reason) {
    case 'idle':
      return 'you did not use the computer';
    case 'sleep':
      return 'the computer was asleep';
    case 'locked':
      return 'the screen was locked';
    case 'unattended':
      return 'no Stint window or device was watching it';
  }
}

/** The question after time away from a running stopwatch: keep it, or leave it out. */
export function AwayDialog({ state }: { state: StopwatchState }) {
  const command = useStopwatchCommand();
  // The same clock as the records this time becomes part of; the question never waits for it.
  const zone = useOrganizationZone() ?? computerTimeZone();
  const away = state.away;
  if (away === null) return null;

  const length = formatHoursMinutes(away.to - away.from);
  const answer = (choice: 'keep' | 'discard' | 'discard-and-start-new'): void =>
    command.mutate({ kind: 'answer-away', choice });
  return (
    <Dialog
      title={`You were away for ${length}`}
      description={`From ${formatClock(away.from, zone)} to ${formatClock(away.to, zone)} ${why(away)}, while the stopwatch on ${state.project?.name ?? 'no project'} kept running.`}
      onClose={() => answer('keep')}
    >
      <div className="stack">
        <button type="button" className="button" data-autofocus onClick={() => answer('keep')}>
          Keep the {length}
        </button>
        <button type="button" className="button" onClick={() => answer('discard')}>
          Leave out the {length} and go on
        </button>
        <button type="button" className="button" onClick={() => answer('discard-and-start-new')}>
          Stop at {formatClock(away.from, zone)} and start a new entry
        </button>
        {command.error !== null && (
          <p className="action-error" role="alert">
            {command.error.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
