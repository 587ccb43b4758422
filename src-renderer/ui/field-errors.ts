import { argumentIssuesOf, fieldOfIssue, type ArgumentIssue } from '../../src-shared/ipc/argument-error.ts';
import { english, type Translate } from '../../src-shared/i18n/translator.ts';

/** How a form names one of its fields in a sentence, and how it writes that field's limits. */
export interface FieldWording {
  /** The field as the subject of a sentence, e.g. "The time budget". */
  readonly subject: string;
  /** A limit in the argument's unit written as the person reads it, e.g. ms → "100,000 hours". */
  readonly limit?: (limit: number) => string;
}

export interface FieldErrors {
  /** A sentence per field of the form, to show next to it. */
  readonly fields: Readonly<Record<string, string>>;
  /** A sentence for the form as a whole, or null. */
  readonly form: string | null;
}

/** The language the sentences are written in: useFormatting()'s answer. */
export interface FieldLanguage {
  readonly t: Translate;
  /** What a limit without its own wording is formatted with. */
  readonly locale: string;
}

const englishLanguage: FieldLanguage = { t: english.t, locale: 'en' };

function sentence(issue: ArgumentIssue, wording: FieldWording, { t, locale }: FieldLanguage): string {
  const { subject } = wording;
  const limit =
    issue.limit === undefined
      ? null
      : (wording.limit?.(issue.limit) ?? new Intl.NumberFormat(locale).format(issue.limit));
  switch (issue.kind) {
    case 'too-big':
      if (issue.of === 'text')
        return limit === null
          ? t('fieldError.textTooLong', { subject })
          : t('fieldError.textTooLongLimit', { subject, limit });
      return limit === null
        ? t('fieldError.tooLarge', { subject })
        : t('fieldError.tooLargeLimit', { subject, limit });
    case 'too-small':
      if (issue.of === 'text') return t('fieldError.empty', { subject });
      return limit === null
        ? t('fieldError.tooSmall', { subject })
        : t('fieldError.tooSmallLimit', { subject, limit });
    case 'not-allowed':
      return t('fieldError.notAllowed', { subject });
    default:
      return t('fieldError.unusable', { subject });
  }
}

/**
 * What a failed save says, placed where it belongs: an argument error main refused becomes a
 * sentence next to each field the form words; anything else (a sentence main wrote for the
 * person) is shown for the form. The schema's own wording never reaches the screen. Screens
 * pass their language (`useFormatting()`); without it the sentences are English.
 */
export function fieldErrorsOf(
  error: unknown,
  wording: Readonly<Record<string, FieldWording>>,
  fallback: string,
  language: FieldLanguage = englishLanguage,
): FieldErrors {
  const issues = argumentIssuesOf(error);
  if (issues === null) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    // An argument error without readable fields still never shows its raw text.
    if (code === 'invalid-argument') return { fields: {}, form: language.t('error.invalidArgument') };
    return { fields: {}, form: error instanceof Error ? error.message : fallback };
  }
  const fields: Record<string, string> = {};
  let unplaced = false;
  for (const issue of issues) {
    const field = fieldOfIssue(issue);
    const words = field === null ? undefined : wording[field];
    if (field === null || words === undefined) unplaced = true;
    else fields[field] ??= sentence(issue, words, language);
  }
  return { fields, form: unplaced ? language.t('error.invalidArgument') : null };
}
