import type { AppLocale } from '../i18n/catalog.ts';

/** The CSV format setting: as spreadsheets in the person's language expect it, or neutral. */
export const csvFormats = ['locale', 'neutral'] as const;
export type CsvFormat = (typeof csvFormats)[number];

/** How numbers, dates and fields are written in one CSV export. */
export interface CsvStyle {
  /** Between fields: a German spreadsheet reads `;`, because `,` is its decimal mark. */
  readonly separator: ',' | ';';
  readonly decimal: '.' | ',';
  /** `iso`: `2025-11-05`; `dmy`: `05.11.2025`, what a German spreadsheet takes as a date. */
  readonly dates: 'iso' | 'dmy';
}

export const neutralCsvStyle: CsvStyle = { separator: ',', decimal: '.', dates: 'iso' };

// English spreadsheets read the neutral form as numbers and dates already; German ones need their own.
const localeStyles: Record<AppLocale, CsvStyle> = {
  en: neutralCsvStyle,
  de: { separator: ';', decimal: ',', dates: 'dmy' },
};

export function csvStyleFor(locale: AppLocale, format: CsvFormat): CsvStyle {
  return format === 'neutral' ? neutralCsvStyle : localeStyles[locale];
}

/** A decimal number already written with a dot (`12.50`), in the style's decimal mark. */
export function csvDecimal(text: string, style: CsvStyle): string {
  return style.decimal === '.' ? text : text.replace('.', style.decimal);
}

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` in the style's date order; the time stays as it is. */
export function csvDate(text: string, style: CsvStyle): string {
  if (style.dates === 'iso') return text;
  const [date = '', time] = text.split(' ');
  const [y, m, d] = date.split('-');
  const day = `${d ?? ''}.${m ?? ''}.${y ?? ''}`;
  return time === undefined ? day : `${day} ${time}`;
}
