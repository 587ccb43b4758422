import { english, type Translate } from '../../../src-shared/i18n/translator.ts';

// 1 January 2024 was a Monday: ISO weekday n is that day plus n - 1, named in UTC.
const monday = Date.UTC(2024, 0, 1);

function shortName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    monday + (day - 1) * 86_400_000,
  );
}

/**
 * "Mon–Fri" for a run of ISO weekdays, "Mon, Wed, Fri" otherwise, "no days" for none; the day
 * names in `locale` ("Mo–Fr" in German).
 */
export function weekdayRangeText(days: readonly number[], locale = 'en', t: Translate = english.t): string {
  const sorted = [...new Set(days)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return t('reminders.noDays');
  const names = sorted.map((day) => shortName(day, locale));
  if (sorted.length >= 3 && last - first === sorted.length - 1)
    return `${names[0]}–${names[names.length - 1]}`;
  return names.join(', ');
}
