import type { Translate } from '../../src-shared/i18n/translator.ts';
import { useI18n } from './i18n-context.tsx';

/**
 * The locale numbers, dates and times are formatted with: the person's own regional locale
 * (`en-GB` writes 20:00, `en-US` 8:00 PM, `de-AT` Jänner) when it is in the language Stint
 * speaks, else that language alone. The catalogs only know the language; the formats need the region.
 */
export function formatLocaleFor(language: string, systemLanguages: readonly string[]): string {
  return systemLanguages.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? language;
}

export function useFormatLocale(): string {
  const { locale } = useI18n();
  return formatLocaleFor(locale, typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** useI18n(), with `locale` the one to format dates, times and numbers with. */
export function useFormatting(): { readonly t: Translate; readonly locale: string } {
  const { t } = useI18n();
  return { t, locale: useFormatLocale() };
}
