import { z } from 'zod';
import type { Message, MessageId } from '../../../src-shared/i18n/catalog.ts';
import { en } from '../../../src-shared/i18n/messages-en.ts';
import { english } from '../../../src-shared/i18n/translator.ts';

/**
 * What a write is, as a message id with values: stored with the write, so the outbox list and
 * the refusal notice say it in the language shown when they are read, not the one of the moment
 * it was made. The values carry what the sentence needs at that moment (a stop's payload has no
 * project name).
 */
export type OutboxLabel = Message;

// Labels carry plain values (names, a duration), never a nested message: what was true when the
// person acted is all a label needs.
const labelSchema = z.object({
  id: z.custom<MessageId>((id) => typeof id === 'string' && Object.hasOwn(en, id)),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The label's JSON for the outbox file. */
export function storedLabel(label: OutboxLabel): string {
  return JSON.stringify(label);
}

/** The label's English sentence, kept beside it for logs and for a build that cannot read the id. */
export function labelText(label: OutboxLabel): string {
  return english.t(label.id, label.values);
}

/**
 * The label of a stored write. A write stored before labels had ids has only its English
 * sentence, shown as it was; so has one whose id this build does not know (a newer Stint wrote it).
 */
export function readStoredLabel(json: string | null, text: string): OutboxLabel {
  if (json !== null) {
    try {
      const parsed = labelSchema.safeParse(JSON.parse(json));
      if (parsed.success) {
        const { id, values } = parsed.data;
        return values === undefined ? { id } : { id, values };
      }
    } catch {
      // Not JSON: fall through to the sentence.
    }
  }
  return { id: 'outbox.label.asIs', values: { text } };
}
