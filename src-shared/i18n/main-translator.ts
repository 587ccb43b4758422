import type { AppLocale } from './catalog.ts';
import { de } from './messages-de.ts';
import { en } from './messages-en.ts';
import { createTranslator, type Translate } from './translator.ts';

// Main is not downloaded, so it holds every catalog at once and switches without waiting.
const translators: Record<AppLocale, Translate> = {
  en: createTranslator('en', en).t,
  de: createTranslator('de', de).t,
};

/** The translator main uses for tray, menu and notification text. */
export function mainTranslator(locale: AppLocale): Translate {
  return translators[locale];
}
