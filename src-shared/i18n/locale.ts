import type { AppLocale, LanguagePreference } from './catalog.ts';

/**
 * The language Stint speaks: the setting when it names one, else the first system language Stint
 * ships (de, de-AT, de-CH… -> German), else English. `systemLanguages` is the OS's or the browser's
 * ordered list (app.getPreferredSystemLanguages, navigator.languages, or LANG in the browser host).
 */
export function resolveLocale(preference: LanguagePreference, systemLanguages: readonly string[]): AppLocale {
  if (preference !== 'system') return preference;
  for (const tag of systemLanguages) {
    const language = tag.toLowerCase().split(/[-_.]/)[0];
    if (language === 'de') return 'de';
    if (language === 'en') return 'en';
  }
  return 'en';
}

/** A POSIX locale variable (LANG=de_AT.UTF-8) as a BCP 47 tag, or null for C/POSIX/empty. */
export function languageOfPosixLocale(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'C' || value.startsWith('C.') || value === 'POSIX')
    return null;
  return value.split(/[.@]/)[0]?.replace('_', '-') ?? null;
}

/**
 * The system's languages, best first, from a POSIX environment (the browser host, which has no
 * Electron to ask): `LANGUAGE` (GNU's ordered list, `de_AT:en`) first, then the locale that sets
 * the messages' language (`LC_ALL`, else `LC_MESSAGES`, else `LANG`). `LANGUAGE` is ignored under
 * the C locale, as gettext does. None: the caller's default (English).
 */
export function systemLanguagesOfEnvironment(env: Readonly<Record<string, string | undefined>>): string[] {
  const messages = [env['LC_ALL'], env['LC_MESSAGES'], env['LANG']].find(
    (value) => value !== undefined && value !== '',
  );
  const locale = languageOfPosixLocale(messages);
  if (locale === null) return [];
  const listed = (env['LANGUAGE'] ?? '')
    .split(':')
    .map((value) => languageOfPosixLocale(value))
    .filter((tag): tag is string => tag !== null);
  return [...new Set([...listed, locale])];
}

/**
 * The locale numbers, dates and times are formatted with: the person's own regional locale
 * (`en-GB` writes 20:00, `en-US` 8:00 PM, `de-AT` Jänner) when it is in the language Stint
 * speaks, else that language alone. The catalogs only know the language; the formats need the region.
 */
export function formatLocaleFor(language: string, systemLanguages: readonly string[]): string {
  return systemLanguages.find((tag) => tag.split('-')[0]?.toLowerCase() === language) ?? language;
}
