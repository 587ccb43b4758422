import { describe, expect, it } from 'vitest';
import { formatLocaleFor, languageOfPosixLocale, resolveLocale } from './locale.ts';

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
