import { useMutation } from '@tanstack/react-query';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
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
  const undo = async (writeId: string): Promise<void> => {
    try {
      const outcome = await bridge.invoke(`${kind}:undo-delete`, { writeId });
      toast.show({ message: undoMessage(outcome) });
    } catch (error) {
      toast.show({ message: error instanceof Error ? error.message : 'Undo failed.', tone: 'error' });
    }
  };
  return useMutation({
    mutationFn: ({ id }: { id: string; what: string }) => bridge.invoke(`${kind}:delete`, { id }),
    onSuccess: (outcome, { what }) => {
      if (outcome.state === 'refused') {
        toast.show({
          message: `${capitalize(what)} was not deleted: ${outcome.refusal.message}`,
          tone: 'error',
        });
        return;
      }
      toast.show({
        message:
          outcome.state === 'saved'
            ? `${capitalize(what)} moved to the trash.`
            : `${capitalize(what)} will be deleted when the service is back.`,
        action: { label: 'Undo', run: () => undo(outcome.writeId) },
        durationMs: undoWindowMs,
      });
    },
    onError: (error) => toast.show({ message: error.message, tone: 'error' }),
  });
}

function undoMessage(outcome: WriteOutcome): string {
  switch (outcome.state) {
    case 'saved':
      return 'Brought back.';
    case 'queued':
      return 'It will be brought back when the service is back.';
    case 'refused':
      return `Could not bring it back: ${outcome.refusal.message}`;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
