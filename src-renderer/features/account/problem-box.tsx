import type { SessionProblem } from '../../../src-shared/domain/session.ts';

/** A problem as main phrased it: what happened, then what to do. */
export function ProblemBox({ problem }: { problem: SessionProblem }) {
  return (
    <div className="problem" role="alert" data-problem={problem.code}>
      <p className="problem__message">{problem.message}</p>
      <p className="problem__next">{problem.nextStep}</p>
    </div>
  );
}

/** An action's failure sentence, unless it is one the session state already shows. */
export function ActionError({ error }: { error: Error | null }) {
  if (error === null) return null;
  return (
    <p className="action-error" role="alert">
      {error.message}
    </p>
  );
}
