import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, CsvWriter, parseCsv, spreadsheetSafe, utf8Bom } from './csv.ts';
import { StringSink, type TextSink } from './text-sink.ts';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Design review')).toBe('Design review');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('keeps the sign of plain numbers and leaves formula characters inside text alone', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('+3')).toBe('+3');
    expect(csvField(-4)).toBe('-4');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('mail@example.com')).toBe('mail@example.com');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 1, null, 'x,y'])).toBe('a,1,,"x,y"\r\n');
  });

  it('reads back what it wrote, for any text, with only formulas changed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 20,
        }),
        (rows) => {
          const width = rows[0]?.length ?? 1;
          const even = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const text = even.map((row) => csvLine(row)).join('');
          expect(parseCsv(text)).toEqual(even.map((row) => row.map(spreadsheetSafe)));
        },
      ),
    );
  });
});

describe('CsvWriter', () => {
  it('writes the header first and counts data rows', async () => {
    const sink = new StringSink();
    const writer = new CsvWriter(sink, ['Name', 'Hours']);
    await writer.row(['Ünïcode – €', 1.5]);
    await writer.flush();
    expect(sink.text).toBe('Name,Hours\r\nÜnïcode – €,1.5\r\n');
    expect(writer.rows).toBe(1);
  });

  it('starts with the UTF-8 byte order mark when asked, and only then', async () => {
    const withBom = new StringSink();
    const on = new CsvWriter(withBom, ['Beschreibung'], { bom: true });
    await on.row(['Größe prüfen, Café']);
    await on.flush();
    expect(withBom.text).toBe('\uFEFFBeschreibung\r\n"Größe prüfen, Café"\r\n');
    expect(Buffer.from(withBom.text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parseCsv(withBom.text)).toEqual([['Beschreibung'], ['Größe prüfen, Café']]);

    const without = new StringSink();
    const off = new CsvWriter(without, ['Beschreibung'], { bom: false });
    await off.row(['Größe']);
    await off.flush();
    expect(without.text.startsWith(utf8Bom)).toBe(false);
    expect(without.text).toBe('Beschreibung\r\nGröße\r\n');
  });

  it('refuses a row whose width differs from the header', async () => {
    const writer = new CsvWriter(new StringSink(), ['a', 'b']);
    await expect(writer.row(['only one'])).rejects.toThrow(/1 fields; the header has 2/);
  });

  it('hands the sink chunks of about 64 KB and waits for each', async () => {
    const chunks: number[] = [];
    let waiting = 0;
    const sink: TextSink = {
      write: async (text) => {
        chunks.push(text.length);
        waiting += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
        waiting -= 1;
      },
    };
    const writer = new CsvWriter(sink, ['text']);
    for (let i = 0; i < 5000; i++) {
      await writer.row(['x'.repeat(100)]);
      expect(waiting).toBe(0);
    }
    await writer.flush();
    expect(chunks.length).toBeGreaterThanOrEqual(7);
    expect(Math.max(...chunks)).toBeLessThan(64 * 1024 + 200);
    expect(chunks.reduce((a, b) => a + b, 0)).toBe('text\r\n'.length + 5000 * 102);
  });
});

describe('CSV with `;` between fields', () => {
  it('quotes a field holding `;` but not one holding a comma, and reads it back', () => {
    expect(csvLine(['a;b', '1,5', '-2,50'], ';')).toBe('"a;b";1,5;-2,50\r\n');
    expect(parseCsv('"a;b";1,5\r\n', ';')).toEqual([['a;b', '1,5']]);
  });
});
