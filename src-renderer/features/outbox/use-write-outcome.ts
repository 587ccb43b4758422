import { useState } from 'react';
import type { WriteOutcome, WriteRefusal } from '../../../src-shared/domain/outbox.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useToast } from '../../ui/toast.tsx';

export interface RefusedWrite {
  readonly writeId: string;
  readonly refusal: WriteRefusal;
}

/**
 * What a form does with the outcome of its write: saved or queued, it says so in a toast and
 * answers true (the form may close); refused, it keeps the refusal for the form to show instead.
 */
export function useWriteOutcome(): {
  readonly refused: RefusedWrite | null;
  readonly settle: (outcome: WriteOutcome, savedMessage: string) => boolean;
  readonly clear: () => void;
} {
  const toast = useToast();
  const { t } = useI18n();
  const [refused, setRefused] = useState<RefusedWrite | null>(null);
  const settle = (outcome: WriteOutcome, savedMessage: string): boolean => {
    if (outcome.state === 'refused') {
      setRefused({ writeId: outcome.writeId, refusal: outcome.refusal });
      return false;
    }
    toast.show({ message: outcome.state === 'saved' ? savedMessage : renderMessage(t, outcome.message) });
    return true;
  };
  return { refused, settle, clear: () => setRefused(null) };
}
