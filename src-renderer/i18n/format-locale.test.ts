import { describe, expect, it } from 'vitest';
import { formatLocaleFor } from './format-locale.ts';

describe('formatLocaleFor', () => {
  it('keeps the region of a system language in the language Stint speaks', () => {
    expect(formatLocaleFor('en', ['en-GB', 'de-AT'])).toBe('en-GB');
    expect(formatLocaleFor('de', ['en-GB', 'de-AT'])).toBe('de-AT');
  });

  it('falls back to the language alone when the system has no such language', () => {
    expect(formatLocaleFor('de', ['en-US'])).toBe('de');
  });
});
