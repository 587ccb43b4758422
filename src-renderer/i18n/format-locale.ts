import { firstDayOfWeek, type Weekday } from '../../src-shared/format/first-day-of-week.ts';
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

/** The day the person's weeks start on (Monday in Germany and Britain, Sunday in the US), from the formatting locale. */
export function useFirstDayOfWeek(): Weekday {
  return firstDayOfWeek(useI18n().formatLocale);
}
