import type { SessionProblem } from '../../../src-shared/domain/session.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';

/** A problem main found: what happened (and the detail, when there is one), then what to do. */
export function ProblemBox({ problem }: { problem: SessionProblem }) {
  const { t } = useI18n();
  const message = renderMessage(
    t,
    problem.detail === null
      ? problem.message
      : { id: 'sessionProblem.withDetail', values: { message: problem.message, detail: problem.detail } },
  );
  return (
    <div className="problem" role="alert" data-problem={problem.code}>
      <p className="problem__message">{message}</p>
      <p className="problem__next">{renderMessage(t, problem.nextStep)}</p>
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
