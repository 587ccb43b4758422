import type { Translate } from '../../src-shared/i18n/translator.ts';
import { useI18n } from './i18n-context.tsx';

/** The locale to format dates, times and numbers with (see formatLocaleFor), chosen once by the provider. */
export function useFormatLocale(): string {
  return useI18n().formatLocale;
}

/** useI18n(), with `locale` the one to format dates, times and numbers with. */
export function useFormatting(): { readonly t: Translate; readonly locale: string } {
  const { t, formatLocale } = useI18n();
  return { t, locale: formatLocale };
}
