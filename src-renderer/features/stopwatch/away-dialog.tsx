import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { computerTimeZone } from '../../../src-shared/domain/zoned-time.ts';
import { formatClock } from '../../../src-shared/format/clock-time.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useOrganizationZone } from '../organization/use-organization-zone.ts';
import { useStopwatchCommand } from '../tracking/use-stopwatch.ts';

/** The question after time away from a running stopwatch: keep it, or leave it out. */
export function AwayDialog({ state }: { state: StopwatchState }) {
  const command = useStopwatchCommand();
  // The same clock as the records this time becomes part of; the question never waits for it.
  const zone = useOrganizationZone() ?? computerTimeZone();
  const { t, locale } = useFormatting();
  const away = state.away;
  if (away === null) return null;

  const length = formatHoursMinutes(away.to - away.from);
  const answer = (choice: 'keep' | 'discard' | 'discard-and-start-new'): void =>
    command.mutate({ kind: 'answer-away', choice });
  return (
    <Dialog
      title={t('stopwatch.awayTitle', { length })}
      description={t('stopwatch.awayDescription', {
        from: formatClock(away.from, zone, locale),
        to: formatClock(away.to, zone, locale),
        reason: away.reason,
        project: state.project?.name ?? t('stopwatch.noProject'),
      })}
      onClose={() => answer('keep')}
    >
      <div className="stack">
        <button type="button" className="button" data-autofocus onClick={() => answer('keep')}>
          {t('stopwatch.awayKeep', { length })}
        </button>
        <button type="button" className="button" onClick={() => answer('discard')}>
          {t('stopwatch.awayDiscard', { length })}
        </button>
        <button type="button" className="button" onClick={() => answer('discard-and-start-new')}>
          {t('stopwatch.awayStopAt', { time: formatClock(away.from, zone, locale) })}
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
