import { useId, useState } from 'react';
import type { HeldWriteGroup } from '../../../src-shared/domain/outbox.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useDiscardHeld, useHeldWrites } from './use-held-writes.ts';

/** Settings: changes of other people who used Stint here, with the choice to give them up. */
export function HeldWritesNotice() {
  const held = useHeldWrites();
  const headingId = useId();
  const [asking, setAsking] = useState<HeldWriteGroup | null>(null);
  const { t } = useI18n();
  const groups = held.data ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="panel stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('outbox.held.heading')}</h2>
      <p className="muted">{t('outbox.held.explanation')}</p>
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
  const { t } = useI18n();
  const owner = group.ownerLabel === '' ? t('outbox.held.anotherPerson') : group.ownerLabel;
  return (
    <li className="row">
      <span id={sentenceId}>
        {t('outbox.held.waiting', { count: group.count, owner })}{' '}
        <span className="muted">
          {group.connectionLabel === '' ? '' : t('outbox.held.connection', { label: group.connectionLabel })}
        </span>
      </span>
      <button type="button" className="button" aria-describedby={sentenceId} onClick={() => onDiscard(group)}>
        {t('outbox.held.discard')}
      </button>
    </li>
  );
}

function DiscardDialog({ group, onClose }: { group: HeldWriteGroup; onClose: () => void }) {
  const discard = useDiscardHeld();
  const { t } = useI18n();
  const owner = group.ownerLabel === '' ? t('outbox.held.anotherPerson') : group.ownerLabel;
  return (
    <Dialog
      title={t('outbox.held.confirmTitle', { owner })}
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          {/* The safe choice has the focus: Enter right away keeps the changes. */}
          <button type="button" className="button" data-autofocus onClick={onClose}>
            {t('outbox.held.cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={discard.isPending}
            onClick={() => discard.mutate(group, { onSuccess: onClose })}
          >
            {discard.isPending ? t('outbox.held.discarding') : t('outbox.held.confirm')}
          </button>
        </>
      }
    >
      <p>{t('outbox.held.confirmBody', { count: group.count })}</p>
      {discard.isError && (
        <p className="action-error" role="alert">
          {discard.error.message}
        </p>
      )}
    </Dialog>
  );
}
