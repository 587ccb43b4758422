import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { AppLocale, Catalog, LanguagePreference } from '../../src-shared/i18n/catalog.ts';
import { loadCatalog } from '../../src-shared/i18n/load-catalog.ts';
import { resolveLocale } from '../../src-shared/i18n/locale.ts';
import { en } from '../../src-shared/i18n/messages-en.ts';
import { createTranslator, english, type Translate } from '../../src-shared/i18n/translator.ts';
import { usePreferences } from '../features/preferences/use-preferences.ts';
import { setErrorTranslator } from './error-language.ts';

export interface I18n {
  readonly locale: AppLocale;
  readonly t: Translate;
}

// English without a provider, so a component rendered alone (tests) speaks the default language.
const I18nContext = createContext<I18n>({ locale: 'en', t: english.t });

/** The person's language and its translator: `const { t } = useI18n(); t('settings.theme')`. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

function systemLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/**
 * Chooses the language (Settings → Language, else the browser's or OS's languages), loads only
 * that catalog, and gives it to react-intl, to useI18n and to the errors from main.
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
    () => ({ locale: loaded.locale, t: createTranslator(loaded.locale, loaded.catalog).t }),
    [loaded],
  );
  useEffect(() => {
    document.documentElement.lang = value.locale;
    setErrorTranslator(value.t);
  }, [value]);

  return (
    <IntlProvider locale={loaded.locale} messages={loaded.catalog} defaultLocale="en">
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </IntlProvider>
  );
}
