import type { MessageId } from '../../../src-shared/i18n/catalog.ts';
import { en } from '../../../src-shared/i18n/messages-en.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';

/**
 * Main writes the session's problems, retries and time tracking problems into the session state
 * as English sentences (src-main/core/session/problems.ts, account-session.ts, v1/v1-session.ts).
 * The catalog holds each of them under an id; the English text finds the id.
 */
const mainSentences = new Map<string, MessageId>(
  (Object.keys(en) as MessageId[])
    .filter((id) => /^account\.(problem|retry|v1Problem)\./.test(id))
    .map((id) => [en[id], id]),
);

/**
 * A sentence main wrote, in the person's language: a known sentence, or a known sentence followed
 * by more (the service's own words, kept as they came). Anything else is shown as it came.
 */
export function mainSentence(t: Translate, text: string): string {
  const id = mainSentences.get(text);
  if (id !== undefined) return t(id);
  for (const [english, known] of mainSentences) {
    if (text.startsWith(`${english} `)) {
      return `${t(known)} ${mainSentence(t, text.slice(english.length + 1))}`;
    }
  }
  return text;
}
