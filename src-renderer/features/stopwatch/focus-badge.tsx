import { focusPhaseAt } from '../../../src-shared/domain/focus-phase.ts';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { usePreferences } from '../preferences/use-preferences.ts';

/**
 * The focus timer next to the running stopwatch: the phase and the time left in it, computed
 * from the same elapsed time the stopwatch face shows (so it ticks with the face, never alone).
 */
export function FocusBadge({
  state,
  elapsedMs,
}: {
  state: Pick<StopwatchState, 'status'>;
  elapsedMs: number;
}) {
  const preferences = usePreferences();
  const { t } = useI18n();
  const focus = preferences.data?.values.focus;
  if (focus?.enabled !== true || state.status === 'stopped') return null;
  const phase = focusPhaseAt(elapsedMs, focus);
  const seconds = Math.ceil(phase.leftMs / 1000);
  const left = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className={`focus-badge focus-badge--${phase.phase}`} data-testid="focus-badge">
      {t('stopwatch.focusLeft', { phase: phase.phase, left, status: state.status })}
    </p>
  );
}
