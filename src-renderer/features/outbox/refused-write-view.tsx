import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { ConflictChoices } from './conflict-choices.tsx';
import { ConflictView } from './conflict-view.tsx';
import { useOutboxDecision } from './use-outbox.ts';
import type { RefusedWrite } from './use-write-outcome.ts';

/**
 * A write the service refused, shown in place of the form that made it: why, the conflicting
 * values if that was the reason, and the choices. A conflict is settled either way and the form
 * closes; otherwise the write is dropped and the person changes the values or gives up.
 */
export function RefusedWriteView({
  refused,
  onClose,
  onChangeValues,
}: {
  readonly refused: RefusedWrite;
  readonly onClose: () => void;
  readonly onChangeValues: () => void;
}) {
  const decide = useOutboxDecision();
  const { t } = useI18n();
  const { writeId, refusal } = refused;
  const decideThen = (decision: 'overwrite' | 'drop', then: () => void): void =>
    decide.mutate({ id: writeId, decision }, { onSuccess: then });
  return (
    <div className="stack">
      <p role="alert">{renderMessage(t, refusal.message)}</p>
      {refusal.conflict !== null && <ConflictView conflict={refusal.conflict} />}
      <div className="row">
        {refusal.conflict !== null ? (
          <ConflictChoices
            disabled={decide.isPending}
            onChoose={(decision) => decideThen(decision, onClose)}
          />
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              onClick={() => decideThen('drop', onChangeValues)}
            >
              {t('outbox.changeValues')}
            </button>
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              onClick={() => decideThen('drop', onClose)}
            >
              {t('outbox.giveUp')}
            </button>
          </>
        )}
      </div>
      {decide.error !== null && (
        <p className="action-error" role="alert">
          {decide.error.message}
        </p>
      )}
    </div>
  );
}
