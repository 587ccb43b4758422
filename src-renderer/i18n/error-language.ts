import type { Message } from '../../src-shared/i18n/catalog.ts';
import { en } from '../../src-shared/i18n/messages-en.ts';
import { english, type Translate } from '../../src-shared/i18n/translator.ts';

/**
 * Errors from main arrive as a message id with values; the bridge renders them with this
 * translator, so every `error.message` the screens show is already in the person's language.
 * The I18nProvider sets it whenever the language changes.
 */
let translate: Translate = english.t;

export function setErrorTranslator(t: Translate): void {
  translate = t;
}

/** The message in the current language; an id this renderer does not know keeps main's English. */
export function renderErrorMessage(message: Message, fallback: string): string {
  return Object.hasOwn(en, message.id) ? translate(message.id, message.values) : fallback;
}
