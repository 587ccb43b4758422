import { describe, expect, it } from 'vitest';
import {
  formatLocaleFor,
  languageOfPosixLocale,
  resolveLocale,
  systemLanguagesOfEnvironment,
} from './locale.ts';

describe('resolveLocale', () => {
  it('speaks German for any German system language', () => {
    expect(resolveLocale('system', ['de-AT', 'en-US'])).toBe('de');
    expect(resolveLocale('system', ['de'])).toBe('de');
  });
  it('takes the first language it ships, else English', () => {
    expect(resolveLocale('system', ['fr-FR', 'de-CH'])).toBe('de');
    expect(resolveLocale('system', ['en-GB', 'de-DE'])).toBe('en');
    expect(resolveLocale('system', ['fr-FR'])).toBe('en');
    expect(resolveLocale('system', [])).toBe('en');
  });
  it('follows the setting over the system', () => {
    expect(resolveLocale('en', ['de-DE'])).toBe('en');
    expect(resolveLocale('de', ['en-US'])).toBe('de');
  });
  it('reads POSIX LANG values', () => {
    expect(languageOfPosixLocale('de_AT.UTF-8')).toBe('de-AT');
    expect(languageOfPosixLocale('C.UTF-8')).toBeNull();
    expect(languageOfPosixLocale(undefined)).toBeNull();
    expect(languageOfPosixLocale('de_DE@euro')).toBe('de-DE');
  });
});

describe('systemLanguagesOfEnvironment', () => {
  it('reads the language of messages from the environment, LANGUAGE first', () => {
    expect(systemLanguagesOfEnvironment({ LANG: 'de_AT.UTF-8' })).toEqual(['de-AT']);
    expect(systemLanguagesOfEnvironment({ LANG: 'en_US.UTF-8', LC_MESSAGES: 'de_DE.UTF-8' })).toEqual([
      'de-DE',
    ]);
    expect(systemLanguagesOfEnvironment({ LANG: 'de_DE.UTF-8', LC_ALL: 'en_GB.UTF-8' })).toEqual(['en-GB']);
    expect(systemLanguagesOfEnvironment({ LANG: 'en_US.UTF-8', LANGUAGE: 'de_CH:en' })).toEqual([
      'de-CH',
      'en',
      'en-US',
    ]);
    expect(resolveLocale('system', systemLanguagesOfEnvironment({ LANG: 'de_DE.UTF-8' }))).toBe('de');
  });

  it('knows no language under the C locale or without one', () => {
    expect(systemLanguagesOfEnvironment({})).toEqual([]);
    expect(systemLanguagesOfEnvironment({ LANG: 'C.UTF-8', LANGUAGE: 'de' })).toEqual([]);
  });
});

describe('formatLocaleFor', () => {
  it('keeps the region of a system language in the language Stint speaks', () => {
    expect(formatLocaleFor('en', ['en-GB', 'de-AT'])).toBe('en-GB');
    expect(formatLocaleFor('de', ['en-GB', 'de-AT'])).toBe('de-AT');
  });

  it('falls back to the language alone when the system has no such language', () => {
    expect(formatLocaleFor('de', ['en-US'])).toBe('de');
  });
});
