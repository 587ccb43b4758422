import type { fieldErrorsEn } from '../en/field-errors.ts';

/**
 * Was ein Formular neben einem Feld sagt, das der Hauptprozess abgelehnt hat (Deutsch, formelle
 * Anrede). `{subject}` ist der Name des Felds mit Artikel („Das Zeitbudget“), `{limit}` die Grenze.
 */
export const fieldErrorsDe: Record<keyof typeof fieldErrorsEn, string> = {
  'fieldError.textTooLong': '{subject} ist zu lang.',
  'fieldError.textTooLongLimit': '{subject} ist zu lang (höchstens {limit} Zeichen).',
  'fieldError.tooLarge': '{subject} ist zu groß.',
  'fieldError.tooLargeLimit': '{subject} ist zu groß (höchstens {limit}).',
  'fieldError.empty': '{subject} darf nicht leer sein.',
  'fieldError.tooSmall': '{subject} ist zu klein.',
  'fieldError.tooSmallLimit': '{subject} ist zu klein (mindestens {limit}).',
  'fieldError.notAllowed': '{subject} ist keine der angebotenen Möglichkeiten.',
  'fieldError.unusable':
    '{subject} ist kein Wert, den Stint verwenden kann. Prüfen Sie die Eingabe und versuchen Sie es erneut.',
};
