import type { WriteRefusal, WriteConflict } from '../../../src-shared/domain/outbox.ts';
import type { Message } from '../../../src-shared/i18n/catalog.ts';
import { en } from '../../../src-shared/i18n/messages-en.ts';
import { english, renderMessage } from '../../../src-shared/i18n/translator.ts';

/**
 * Refusals and the last error of a write are stored as message ids with values, so they are said
 * in the language shown when read. Rows written before that hold an English sentence: it is shown
 * as it was, and so is an id this build does not know (a newer Stint wrote it).
 */

/** A message whose id this build knows, its values names, numbers or such messages. */
function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== 'string' || !Object.hasOwn(en, id)) return false;
  if (values === undefined) return true;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return false;
  return Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number' || isMessage(v));
}

/** A sentence stored before messages had ids, shown as it is. */
export function asIsMessage(text: string): Message {
  return { id: 'outbox.label.asIs', values: { text } };
}

/** The English sentence, kept beside the message for logs and for an older Stint reading the file. */
export function englishText(message: Message): string {
  return renderMessage(english.t, message);
}

/** A stored message (its JSON) or, when there is none or it cannot be read, the sentence as it is. */
export function readStoredMessage(json: string | null, text: string): Message {
  return parseMessage(json) ?? asIsMessage(text);
}

/**
 * A stored refusal: its message an id with values, or (stored before) an English sentence. A
 * message this build cannot read falls back to `text`, the English sentence stored beside it.
 */
export function readStoredRefusal(json: string | null, text: string | null): WriteRefusal | null {
  if (json === null) return null;
  const stored = JSON.parse(json) as { code: string; message: unknown; conflict: WriteConflict | null };
  const message =
    typeof stored.message === 'string'
      ? asIsMessage(stored.message)
      : isMessage(stored.message)
        ? stored.message
        : asIsMessage(text ?? '');
  return { code: stored.code, message, conflict: stored.conflict };
}

function parseMessage(json: string | null): Message | null {
  if (json === null) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isMessage(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
