import { useState } from 'react';
import type { OutboxEntryView, OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { renderMessage, type Translate } from '../../../src-shared/i18n/translator.ts';
import { useFormatting } from '../../i18n/format-locale.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ConflictChoices } from './conflict-choices.tsx';
import { ConflictView } from './conflict-view.tsx';
import { useOutbox, useOutboxDecision } from './use-outbox.ts';

function summary(status: OutboxStatus, t: Translate): string | null {
  const refused = status.refused > 0 ? t('outbox.refusedCount', { count: status.refused }) : null;
  const waiting =
    status.pending > 0
      ? t('outbox.waitingCount', { count: status.pending, online: status.online ? 'yes' : 'no' })
      : null;
  if (refused !== null && waiting !== null) return t('outbox.summary', { first: refused, second: waiting });
  return refused ?? waiting ?? (status.online ? null : t('outbox.offline'));
}

/** The writes on their way, as one line that opens the list of them. */
export function OutboxIndicator() {
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const { t } = useI18n();
  const status = outbox.data;
  if (status === undefined) return null;
  const text = summary(status, t);
  return (
    <>
      {text !== null && (
        <button
          type="button"
          className={`outbox-indicator${status.refused > 0 ? ' outbox-indicator--refused' : ''}`}
          data-testid="outbox-indicator"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {text}
        </button>
      )}
      {open && <OutboxDialog status={status} onClose={() => setOpen(false)} />}
    </>
  );
}

export function OutboxDialog({ status, onClose }: { status: OutboxStatus; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog
      title={t('outbox.title')}
      description={status.online ? t('outbox.online') : t('outbox.serviceAway')}
      onClose={onClose}
      wide
    >
      {status.entries.length === 0 ? (
        <p>{t('outbox.allSent')}</p>
      ) : (
        <ol className="outbox-list">
          {status.entries.map((entry) => (
            <OutboxEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {status.elsewhere > 0 && <p className="muted">{t('outbox.elsewhere', { count: status.elsewhere })}</p>}
      <div className="row">
        <button type="button" className="button" onClick={onClose}>
          {t('outbox.close')}
        </button>
      </div>
    </Dialog>
  );
}

const stateWords: Record<OutboxEntryView['state'], MessageId> = {
  pending: 'outbox.state.pending',
  blocked: 'outbox.state.blocked',
  refused: 'outbox.state.refused',
};

function OutboxEntry({ entry }: { entry: OutboxEntryView }) {
  const decide = useOutboxDecision();
  const { t, locale } = useFormatting();
  const conflict = entry.refusal?.conflict ?? null;
  return (
    <li className={`outbox-entry outbox-entry--${entry.state}`}>
      <div className="row">
        <strong>{renderMessage(t, entry.label)}</strong>
        <span className={`badge badge--${entry.state}`}>{t(stateWords[entry.state])}</span>
      </div>
      {entry.refusal !== null && <p>{renderMessage(t, entry.refusal.message)}</p>}
      {entry.state === 'pending' && entry.lastError !== null && (
        <p className="muted">
          {entry.nextAttemptAt === null
            ? renderMessage(t, entry.lastError)
            : t('outbox.nextTry', {
                error: entry.lastError,
                time: new Date(entry.nextAttemptAt).toLocaleTimeString(locale),
              })}
        </p>
      )}
      {conflict !== null && <ConflictView conflict={conflict} />}
      <div className="row">
        {conflict !== null ? (
          <ConflictChoices
            disabled={decide.isPending}
            onChoose={(decision) => decide.mutate({ id: entry.id, decision })}
          />
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: entry.id, decision: 'retry' })}
            >
              {entry.state === 'refused' ? t('outbox.tryAgain') : t('outbox.sendNow')}
            </button>
            {entry.state === 'refused' && (
              <button
                type="button"
                className="button"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: entry.id, decision: 'drop' })}
              >
                {t('outbox.giveUp')}
              </button>
            )}
          </>
        )}
      </div>
      {decide.error !== null && (
        <p className="action-error" role="alert">
          {decide.error.message}
        </p>
      )}
    </li>
  );
}
