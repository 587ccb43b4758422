const minute = 60_000;

export interface FocusLengths {
  readonly workMinutes: number;
  readonly breakMinutes: number;
}

export interface FocusPhase {
  readonly phase: 'work' | 'break';
  /** Which work-and-break round this is, from 0: a phase is known by round and phase together. */
  readonly round: number;
  /** Worked time left until the next change. */
  readonly leftMs: number;
}

/**
 * The focus timer's phase after `elapsedMs` of stopwatch time: rounds of work then break, from
 * the stopwatch's start. It follows the stopwatch's elapsed time (paused time does not count,
 * a restarted app computes the same phase) and keeps no counter of its own.
 */
export function focusPhaseAt(elapsedMs: number, lengths: FocusLengths): FocusPhase {
  const workMs = lengths.workMinutes * minute;
  const roundMs = workMs + lengths.breakMinutes * minute;
  const elapsed = Math.max(0, elapsedMs);
  const round = Math.floor(elapsed / roundMs);
  const inRound = elapsed - round * roundMs;
  return inRound < workMs
    ? { phase: 'work', round, leftMs: workMs - inRound }
    : { phase: 'break', round, leftMs: roundMs - inRound };
}
