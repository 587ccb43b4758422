import { useId, useState } from 'react';
import type { HeldWriteGroup } from '../../../src-shared/domain/outbox.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { heldWritesMessages as m } from './held-writes-messages.ts';
import { useDiscardHeld, useHeldWrites } from './use-held-writes.ts';

/** Settings: changes of other people who used Stint here, with the choice to give them up. */
export function HeldWritesNotice() {
  const held = useHeldWrites();
  const headingId = useId();
  const [asking, setAsking] = useState<HeldWriteGroup | null>(null);
  const groups = held.data ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.heading}</h2>
      <p className="muted">{m.explanation}</p>
      <ul className="stack">
        {groups.map((group) => (
          <HeldGroup key={`${group.connection}\n${group.person}`} group={group} onDiscard={setAsking} />
        ))}
      </ul>
      {asking !== null && <DiscardDialog group={asking} onClose={() => setAsking(null)} />}
    </section>
  );
}

function HeldGroup({
  group,
  onDiscard,
}: {
  group: HeldWriteGroup;
  onDiscard: (group: HeldWriteGroup) => void;
}) {
  const sentenceId = useId();
  return (
    <li className="row">
      <span id={sentenceId}>
        {m.waiting(group.count, group.ownerLabel)}{' '}
        <span className="muted">{m.connection(group.connectionLabel)}</span>
      </span>
      <button type="button" className="button" aria-describedby={sentenceId} onClick={() => onDiscard(group)}>
        {m.discard}
      </button>
    </li>
  );
}

function DiscardDialog({ group, onClose }: { group: HeldWriteGroup; onClose: () => void }) {
  const discard = useDiscardHeld();
  return (
    <Dialog
      title={m.confirmTitle(group.ownerLabel)}
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          {/* The safe choice has the focus: Enter right away keeps the changes. */}
          <button type="button" className="button" data-autofocus onClick={onClose}>
            {m.cancel}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={discard.isPending}
            onClick={() => discard.mutate(group, { onSuccess: onClose })}
          >
            {discard.isPending ? m.discarding : m.confirm}
          </button>
        </>
      }
    >
      <p>{m.confirmBody(group.count)}</p>
      {discard.isError && (
        <p className="action-error" role="alert">
          {discard.error.message}
        </p>
      )}
    </Dialog>
  );
}
