/** 1 = Monday … 7 = Sunday, as Intl.Locale's weekInfo counts. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

// Where the platform has no weekInfo (Firefox, older Node): the regions whose week starts on
// Sunday or Saturday (CLDR); every other region, and a language without one, starts on Monday.
const sundayRegions = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'PH', 'KR', 'TW', 'HK', 'IN', 'AU', 'ZA']);
const saturdayRegions = new Set([
  'AE',
  'AF',
  'BH',
  'DZ',
  'EG',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LY',
  'OM',
  'QA',
  'SA',
  'SY',
]);
// A bare language tag reads as its most common region: `en` as en-US.
const likelyRegion: Record<string, string> = { en: 'US', de: 'DE' };

interface WeekInfoLocale {
  readonly weekInfo?: { readonly firstDay?: number };
  getWeekInfo?: () => { readonly firstDay?: number };
}

function fromPlatform(locale: string): Weekday | null {
  try {
    const info = new Intl.Locale(locale).maximize() as Intl.Locale & WeekInfoLocale;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    return firstDay !== undefined && firstDay >= 1 && firstDay <= 7 ? (firstDay as Weekday) : null;
  } catch {
    return null;
  }
}

/** The table alone, without the platform (also what the fallback answers). */
export function firstDayOfWeekFromTable(locale: string): Weekday {
  const [language = '', ...rest] = locale.split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase() ?? likelyRegion[language];
  if (region === undefined) return 1;
  if (sundayRegions.has(region)) return 7;
  if (saturdayRegions.has(region)) return 6;
  return 1;
}

/** The day a week starts on in `locale`: Monday in Germany, Sunday in the United States. */
export function firstDayOfWeek(locale: string): Weekday {
  return fromPlatform(locale) ?? firstDayOfWeekFromTable(locale);
}
