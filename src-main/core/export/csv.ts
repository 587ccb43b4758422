import type { TextSink } from './text-sink.ts';

export type CsvValue = string | number | boolean | null;

/** `,` as RFC 4180 says, or `;` for spreadsheets whose decimal mark is the comma. */
export type CsvSeparator = ',' | ';';

const formulaStart = /^[=+\-@\t\r]/;
// A decimal point or a German decimal comma: `-12,50` is a number, not a formula.
const plainNumber = /^[+-]?\d+([.,]\d+)?$/;

/**
 * Text a spreadsheet would run as a formula (a description typed as `=HYPERLINK(...)` or
 * `@SUM(...)`) gets a leading apostrophe, as OWASP advises against CSV injection, so opening an
 * export never executes what another member of the organization wrote. Plain numbers such as a
 * negative amount keep their sign.
 */
export function spreadsheetSafe(text: string): string {
  return formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
}

/**
 * One field of RFC 4180: quoted (with inner quotes doubled) when it holds the separator, a quote, a
 * line break or leading/trailing space that a spreadsheet would otherwise trim; as is otherwise.
 * null is an empty field. Numbers are written with a dot and no grouping, whatever the locale.
 * Text is made spreadsheet-safe first.
 */
export function csvField(value: CsvValue, separator: CsvSeparator = ','): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? spreadsheetSafe(value) : String(value);
  if (/["\r\n]/.test(text) || text.includes(separator) || /^\s|\s$/.test(text))
    return `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One record of RFC 4180, ended by CRLF. */
export function csvLine(values: readonly CsvValue[], separator: CsvSeparator = ','): string {
  return `${values.map((value) => csvField(value, separator)).join(separator)}\r\n`;
}

/** The UTF-8 byte order mark, by which spreadsheets on Windows know a CSV file is UTF-8. */
export const utf8Bom = '\uFEFF';

export interface CsvOptions {
  /** Start with the UTF-8 byte order mark (see the `csvBom` preference). */
  readonly bom: boolean;
  /** Between fields; `,` when not given. */
  readonly separator?: CsvSeparator;
}

/**
 * Writes CSV to a sink: the header row first, then one line per row. Lines are gathered into
 * chunks of about 64 KB so a large export costs few writes, and each chunk waits for the sink
 * (a file, an HTTP response) to take it before the next is built.
 */
export class CsvWriter {
  readonly #sink: TextSink;
  readonly #columns: number;
  readonly #separator: CsvSeparator;
  #buffer = '';
  #rows = 0;

  constructor(sink: TextSink, header: readonly string[], options: CsvOptions = { bom: false }) {
    this.#sink = sink;
    this.#columns = header.length;
    this.#separator = options.separator ?? ',';
    this.#buffer = (options.bom ? utf8Bom : '') + csvLine(header, this.#separator);
  }

  /** Rows written so far, the header not counted. */
  get rows(): number {
    return this.#rows;
  }

  async row(values: readonly CsvValue[]): Promise<void> {
    if (values.length !== this.#columns) {
      throw new RangeError(`A CSV row has ${values.length} fields; the header has ${this.#columns}.`);
    }
    this.#buffer += csvLine(values, this.#separator);
    this.#rows += 1;
    if (this.#buffer.length >= 64 * 1024) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.#buffer === '') return;
    const chunk = this.#buffer;
    this.#buffer = '';
    await this.#sink.write(chunk);
  }
}

/**
 * Reads RFC 4180 text back into rows (for tests, and to check what was written). Accepts CRLF
 * or LF line ends; a quoted field may span lines. A leading byte order mark is not data.
 */
export function parseCsv(text: string, separator: CsvSeparator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(utf8Bom) ? 1 : 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (c === '\r' && text[i + 1] === '\n') i += 1;
    } else field += c;
    i += 1;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
