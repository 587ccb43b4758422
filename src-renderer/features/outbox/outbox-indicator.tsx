import { useState } from 'react';
import type { OutboxEntryView, OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ConflictChoices } from './conflict-choices.tsx';
import { ConflictView } from './conflict-view.tsx';
import { useOutbox, useOutboxDecision } from './use-outbox.ts';

function summary(status: OutboxStatus): string | null {
  const parts: string[] = [];
  if (status.refused > 0) parts.push(`${status.refused} refused by the service`);
  const waiting = status.pending;
  if (waiting > 0)
    parts.push(
      `${waiting} ${waiting === 1 ? 'change' : 'changes'} waiting${status.online ? '' : ' (offline)'}`,
    );
  if (parts.length === 0) return status.online ? null : 'Offline';
  return parts.join(', ');
}

/** The writes on their way, as one line that opens the list of them. */
export function OutboxIndicator() {
  const outbox = useOutbox();
  const [open, setOpen] = useState(false);
  const status = outbox.data;
  if (status === undefined) return null;
  const text = summary(status);
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
  return (
    <Dialog
      title="Changes on their way"
      description={
        status.online
          ? 'Every change is kept on this computer until the service confirms it.'
          : 'The service does not answer. Your changes are kept on this computer and sent, in order, when it is back.'
      }
      onClose={onClose}
      wide
    >
      {status.entries.length === 0 ? (
        <p>Everything has reached the service.</p>
      ) : (
        <ol className="outbox-list">
          {status.entries.map((entry) => (
            <OutboxEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {status.elsewhere > 0 && (
        <p className="muted">
          {status.elsewhere} more {status.elsewhere === 1 ? 'change belongs' : 'changes belong'} to another
          organization or connection; they are sent when you switch back to it.
        </p>
      )}
      <div className="row">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

const stateWords: Record<OutboxEntryView['state'], string> = {
  pending: 'Waiting',
  blocked: 'Waiting for a refused change before it',
  refused: 'Refused',
};

function OutboxEntry({ entry }: { entry: OutboxEntryView }) {
  const decide = useOutboxDecision();
  const conflict = entry.refusal?.conflict ?? null;
  return (
    <li className={`outbox-entry outbox-entry--${entry.state}`}>
      <div className="row">
        <strong>{entry.label}</strong>
        <span className={`badge badge--${entry.state}`}>{stateWords[entry.state]}</span>
      </div>
      {entry.refusal !== null && <p>{entry.refusal.message}</p>}
      {entry.state === 'pending' && entry.lastError !== null && (
        <p className="muted">
          {entry.lastError}
          {entry.nextAttemptAt !== null &&
            ` Next try at ${new Date(entry.nextAttemptAt).toLocaleTimeString()}.`}
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
              {entry.state === 'refused' ? 'Try again' : 'Send now'}
            </button>
            {entry.state === 'refused' && (
              <button
                type="button"
                className="button"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: entry.id, decision: 'drop' })}
              >
                Give it up
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
