import type { AppLocale } from '../../src-shared/i18n/catalog.ts';
import type { Translate } from '../../src-shared/i18n/translator.ts';
import { useI18n } from './i18n-context.tsx';

/**
 * The locale for dates, times and numbers: the person's own system locale when it is of the
 * language Stint speaks (`en-GB` keeps its 24-hour clock in English), else the language itself.
 */
export function formatLocale(language: AppLocale, systemLanguages: readonly string[]): string {
  return systemLanguages.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? language;
}

/** useI18n(), with `locale` the one to format dates, times and numbers with. */
export function useFormatting(): { readonly t: Translate; readonly locale: string } {
  const i18n = useI18n();
  const system = typeof navigator === 'undefined' ? [] : navigator.languages;
  return { t: i18n.t, locale: formatLocale(i18n.locale, system) };
}
