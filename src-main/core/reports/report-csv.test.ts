import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../../../src-shared/domain/reports.ts';
import { localDateOf, ZoneClock } from '../../../src-shared/domain/zoned-time.ts';
import { formatClock } from '../../../src-shared/format/clock-time.ts';
import { csvStyleFor } from '../../../src-shared/format/csv-style.ts';
import { parseCsv } from '../export/csv.ts';
import type { TextSink } from '../export/text-sink.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { recordCsvRow, writeRecordsCsv, writeTotalsCsv } from './report-csv.ts';

// 23:30 UTC on Tuesday 24 November: half past midnight on Wednesday in Vienna.
const record: ReportRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  start: Date.UTC(2026, 10, 24, 23, 30),
  stop: Date.UTC(2026, 10, 25, 0, 30),
  duration: 3_600_000,
  description: 'Night shift',
  user: null,
  project: null,
  task: null,
  client: null,
  workType: null,
  billable: true,
  effective: true,
  approved: false,
  price: 0,
  unitPrice: 0,
  priceModified: false,
};

describe('records CSV', () => {
  it('writes the day and times the Time list and Reports show for the same record', () => {
    const zone = 'Europe/Vienna';
    const [date, start, stop] = recordCsvRow(record, new ZoneClock(zone));
    expect(date).toBe('2026-11-25');
    expect(date).toBe(localDateOf(record.start, zone));
    expect(start).toBe('2026-11-25 00:30:00');
    expect(stop).toBe('2026-11-25 01:30:00');
    // The screens print 00:30 (en-GB) for the same start.
    expect(formatClock(record.start, zone, 'en-GB')).toBe('00:30');
  });

  it('writes German spreadsheets their form: `;` between fields, decimal commas, day.month.year', async () => {
    let text = '';
    const sink: TextSink = {
      write: (chunk: string) => {
        text += chunk;
        return Promise.resolve();
      },
    };
    async function* one(): AsyncIterable<ReportRecord> {
      await Promise.resolve(); // a page arriving from the service
      yield { ...record, duration: 5_400_000, price: 1234.5, unitPrice: 80, description: 'a;b' };
    }
    const account = { currency: 'EUR', timeZone: 'Europe/Vienna' };
    await writeRecordsCsv(sink, one(), account, { bom: false, style: csvStyleFor('de', 'locale') });
    const [, row] = parseCsv(text, ';');
    expect(row?.slice(0, 5)).toEqual([
      '25.11.2026',
      '25.11.2026 00:30:00',
      '25.11.2026 01:30:00',
      '1:30:00',
      '1,5000',
    ]);
    expect(row?.[10]).toBe('a;b');
    expect(row?.slice(14, 16)).toEqual(['80,00', '1234,50']);

    text = '';
    await writeRecordsCsv(sink, one(), account, { bom: false, style: csvStyleFor('de', 'neutral') });
    expect(parseCsv(text)[1]?.slice(0, 5)).toEqual([
      '2026-11-25',
      '2026-11-25 00:30:00',
      '2026-11-25 01:30:00',
      '1:30:00',
      '1.5000',
    ]);
  });
});

describe('the CSV in the export’s language', () => {
  const collect = (): { sink: TextSink; text: () => string } => {
    let text = '';
    return {
      sink: {
        write: (chunk: string) => {
          text += chunk;
          return Promise.resolve();
        },
      },
      text: () => text,
    };
  };
  async function* one(): AsyncIterable<ReportRecord> {
    await Promise.resolve();
    yield { ...record, billable: true };
  }
  const account = { currency: 'EUR', timeZone: 'Europe/Vienna' };

  it('writes German headers and words for German, whatever the number format', async () => {
    for (const format of ['locale', 'neutral'] as const) {
      const out = collect();
      const style = csvStyleFor('de', format);
      await writeRecordsCsv(out.sink, one(), account, { bom: false, style, t: mainTranslator('de') });
      const [header, row] = parseCsv(out.text(), style.separator);
      expect(header).toEqual([
        'Datum',
        'Beginn (Europe/Vienna)',
        'Ende (Europe/Vienna)',
        'Dauer (h:mm:ss)',
        'Stunden',
        'Person',
        'Kunde',
        'Projekt',
        'Aufgabe',
        'Tätigkeitsart',
        'Beschreibung',
        'Abrechenbar',
        'Effektiv',
        'Freigegeben',
        'Stundensatz (EUR)',
        'Preis (EUR)',
        'Preis von Hand gesetzt',
        'Zeiteintrag-ID',
      ]);
      expect(row?.[11]).toBe('ja');
    }
  });

  it('keeps the English headers for English', async () => {
    const out = collect();
    await writeRecordsCsv(out.sink, one(), account, { bom: false, t: mainTranslator('en') });
    const [header, row] = parseCsv(out.text());
    expect(header?.slice(0, 3)).toEqual(['Date', 'Start (Europe/Vienna)', 'Stop (Europe/Vienna)']);
    expect(row?.[11]).toBe('yes');
  });

  it('writes the totals with German headers, a German name for records without a project and a German Total row', async () => {
    const totals = {
      count: 2,
      time: 5_400_000,
      billableTime: 5_400_000,
      effectiveTime: 5_400_000,
      money: 120,
      averagePricePerHour: 80,
      averageTime: 2_700_000,
    };
    const out = collect();
    const style = csvStyleFor('de', 'locale');
    await writeTotalsCsv(
      out.sink,
      {
        period: { unit: 'day', first: '2026-11-25', last: '2026-11-25' },
        currency: 'EUR',
        totals,
        groupBy: 'project',
        groups: [
          { key: 'p1', label: 'Website', totals },
          { key: null, label: 'No project', totals },
        ],
      },
      { bom: false, style, t: mainTranslator('de') },
    );
    const rows = parseCsv(out.text(), ';');
    expect(rows[0]?.slice(0, 4)).toEqual(['Projekt', 'Zeiteinträge', 'Zeit (h:mm)', 'Stunden']);
    expect(rows[0]?.[6]).toBe('Betrag (EUR)');
    expect(rows[2]?.[0]).toBe('Kein Projekt');
    expect(rows[3]?.[0]).toBe('Summe');
  });
});
