import { describe, expect, it } from 'vitest';
import { csvDate, csvDecimal, csvStyleFor } from './csv-style.ts';

describe('csvStyleFor', () => {
  it('writes German CSV with a decimal comma, `;` between fields and day.month.year dates', () => {
    const de = csvStyleFor('de', 'locale');
    expect(de.separator).toBe(';');
    expect(csvDecimal('12.50', de)).toBe('12,50');
    expect(csvDate('2025-11-05', de)).toBe('05.11.2025');
    expect(csvDate('2025-11-05 09:15:00', de)).toBe('05.11.2025 09:15:00');
  });

  it('writes the neutral format in every language: ISO dates, a decimal point, `,` between fields', () => {
    for (const locale of ['de', 'en'] as const) {
      const style = csvStyleFor(locale, 'neutral');
      expect(style.separator).toBe(',');
      expect(csvDecimal('12.50', style)).toBe('12.50');
      expect(csvDate('2025-11-05 09:15:00', style)).toBe('2025-11-05 09:15:00');
    }
  });
});
