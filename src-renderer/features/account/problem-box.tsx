import type { SessionProblem } from '../../../src-shared/domain/session.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { mainSentence } from './main-sentence.ts';

/** A problem as main phrased it: what happened, then what to do. */
export function ProblemBox({ problem }: { problem: SessionProblem }) {
  const { t } = useI18n();
  return (
    <div className="problem" role="alert" data-problem={problem.code}>
      <p className="problem__message">{mainSentence(t, problem.message)}</p>
      <p className="problem__next">{mainSentence(t, problem.nextStep)}</p>
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
