import { describe, expect, it } from 'vitest';
import { english, renderMessage } from '../../src-shared/i18n/translator.ts';
import { readAgeMessage } from './read-age.ts';

const readAge = (readAt: number, now: number): string =>
  renderMessage(english.t, readAgeMessage(readAt, now));

describe('readAgeMessage', () => {
  it('says how long ago, in whole minutes and hours', () => {
    const t = 1_700_000_000_000;
    expect(readAge(t, t + 59_000)).toBe('just now');
    expect(readAge(t, t + 60_000)).toBe('1 minute ago');
    expect(readAge(t, t + 5 * 60_000 + 30_000)).toBe('5 minutes ago');
    expect(readAge(t, t + 60 * 60_000)).toBe('1 hour ago');
    expect(readAge(t, t + 3 * 60 * 60_000)).toBe('3 hours ago');
    expect(readAge(t, t - 10_000)).toBe('just now');
  });
});
