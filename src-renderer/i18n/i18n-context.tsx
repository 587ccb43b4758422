import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AppLocale, Catalog, LanguagePreference } from '../../src-shared/i18n/catalog.ts';
import { loadCatalog } from '../../src-shared/i18n/load-catalog.ts';
import { formatLocaleFor, resolveLocale } from '../../src-shared/i18n/locale.ts';
import { en } from '../../src-shared/i18n/messages-en.ts';
import { createTranslator, english, type Translate } from '../../src-shared/i18n/translator.ts';
import { usePreferences } from '../features/preferences/use-preferences.ts';
import { setErrorTranslator } from './error-language.ts';

export interface I18n {
  /** The language Stint speaks. */
  readonly locale: AppLocale;
  /** What dates, times and numbers are formatted with: the language with the person's region. */
  readonly formatLocale: string;
  readonly t: Translate;
}

function systemLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

// English without a provider, so a component rendered alone (tests) speaks the default language.
const I18nContext = createContext<I18n>({
  locale: 'en',
  formatLocale: formatLocaleFor('en', systemLanguages()),
  t: english.t,
});

/** The person's language and its translator: `const { t } = useI18n(); t('settings.theme')`. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/**
 * Chooses the language (Settings → Language, else the browser's or OS's languages), loads only
 * that catalog, and gives it to useI18n and to the errors from main.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  const preference: LanguagePreference = preferences.data?.values.language ?? 'system';
  const locale = resolveLocale(preference, systemLanguages());
  const [loaded, setLoaded] = useState<{ locale: AppLocale; catalog: Catalog }>({
    locale: 'en',
    catalog: en,
  });

  useEffect(() => {
    if (loaded.locale === locale) return;
    let current = true;
    void loadCatalog(locale).then((catalog) => {
      if (current) setLoaded({ locale, catalog });
    });
    return () => {
      current = false;
    };
  }, [locale, loaded.locale]);

  const value = useMemo<I18n>(
    () => ({
      locale: loaded.locale,
      formatLocale: formatLocaleFor(loaded.locale, systemLanguages()),
      t: createTranslator(loaded.locale, loaded.catalog).t,
    }),
    [loaded],
  );
  useEffect(() => {
    document.documentElement.lang = value.locale;
    setErrorTranslator(value.t);
  }, [value]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
