import { useMutation } from '@tanstack/react-query';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { useToast } from '../../ui/toast.tsx';

export type DeletableKind = 'timerecords' | 'projects' | 'tasks';

/** How long the Undo stays offered. */
const undoWindowMs = 10_000;

/**
 * Deletes to the trash and offers Undo for a few seconds: Undo restores the trash group of that
 * delete, or takes the delete back while it still waits in the outbox.
 */
export function useUndoableDelete(kind: DeletableKind) {
  const bridge = useBridge();
  const toast = useToast();
  const { t } = useI18n();
  const undo = async (writeId: string): Promise<void> => {
    try {
      const outcome = await bridge.invoke(`${kind}:undo-delete`, { writeId });
      toast.show({ message: undoMessage(t, outcome) });
    } catch (error) {
      toast.show({ message: error instanceof Error ? error.message : t('undo.failed'), tone: 'error' });
    }
  };
  return useMutation({
    mutationFn: ({ id }: { id: string; what: string }) => bridge.invoke(`${kind}:delete`, { id }),
    onSuccess: (outcome, { what }) => {
      if (outcome.state === 'refused') {
        toast.show({
          message: t('undo.notDeleted', { what: capitalize(what), reason: outcome.refusal.message }),
          tone: 'error',
        });
        return;
      }
      toast.show({
        message:
          outcome.state === 'saved'
            ? t('undo.movedToTrash', { what: capitalize(what) })
            : t('undo.deleteQueued', { what: capitalize(what) }),
        action: { label: t('undo.undo'), run: () => undo(outcome.writeId) },
        durationMs: undoWindowMs,
      });
    },
    onError: (error) => toast.show({ message: error.message, tone: 'error' }),
  });
}

function undoMessage(t: Translate, outcome: WriteOutcome): string {
  switch (outcome.state) {
    case 'saved':
      return t('undo.broughtBack');
    case 'queued':
      return t('undo.bringBackQueued');
    case 'refused':
      return t('undo.bringBackRefused', { reason: outcome.refusal.message });
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
