import { FilterSyntaxError } from './filter-error.ts';

export type TokenKind =
  | 'identifier'
  | 'string'
  | 'integer'
  | 'double'
  | 'datetime'
  | 'lparen'
  | 'rparen'
  | 'comma'
  | 'slash'
  | 'minus'
  | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The token as written. */
  readonly text: string;
  /** 0-based offset in the expression. */
  readonly pos: number;
  /** Decoded value: string contents, the digits of a number, or the text inside datetime'...'. */
  readonly value: string;
}

/** Longer expressions are refused, so parsing time and SQL size stay bounded. */
export const maxFilterLength = 8000;

const identStart = /[A-Za-z_]/;
const identPart = /[A-Za-z0-9_]/;
const digit = /[0-9]/;

function isWhitespace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

/** Reads a quoted literal starting at the quote at `start`; `''` is an escaped quote. */
function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    if (i >= text.length)
      throw new FilterSyntaxError('Unterminated string literal', text.slice(start), start);
    const c = text[i] as string;
    if (c === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += c;
    i += 1;
  }
}

function readNumber(text: string, start: number): { token: Token; end: number } {
  let i = start;
  while (i < text.length && digit.test(text[i] as string)) i++;
  let kind: 'integer' | 'double' = 'integer';
  if (text[i] === '.' && digit.test(text[i + 1] ?? '')) {
    kind = 'double';
    i++;
    while (i < text.length && digit.test(text[i] as string)) i++;
  }
  if ((text[i] === 'e' || text[i] === 'E') && /[0-9]|[+-][0-9]/.test(text.slice(i + 1, i + 3))) {
    kind = 'double';
    i += text[i + 1] === '+' || text[i + 1] === '-' ? 2 : 1;
    while (i < text.length && digit.test(text[i] as string)) i++;
  }
  const digits = text.slice(start, i);
  // OData type suffixes: L for a long, d/f/m for a decimal number.
  const suffix = text[i] ?? '';
  if (kind === 'integer' && (suffix === 'L' || suffix === 'l')) i++;
  else if ('dDfFmM'.includes(suffix) && suffix !== '') {
    kind = 'double';
    i++;
  }
  if (i < text.length && identPart.test(text[i] as string)) {
    let j = i;
    while (j < text.length && identPart.test(text[j] as string)) j++;
    throw new FilterSyntaxError('Malformed number', text.slice(start, j), start);
  }
  return { token: { kind, text: text.slice(start, i), pos: start, value: digits }, end: i };
}

/** NUL cannot be compared faithfully by SQLite's text functions, and a lone surrogate has no UTF-8 form. */
function checkCharacters(text: string): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    if (high) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    if (code === 0 || high || low) {
      throw new FilterSyntaxError(
        'Invalid character',
        `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
        i,
      );
    }
  }
}

const singleCharacterTokens: ReadonlyMap<string, TokenKind> = new Map([
  ['(', 'lparen'],
  [')', 'rparen'],
  [',', 'comma'],
  ['/', 'slash'],
  ['-', 'minus'],
]);

/**
 * Splits a `$filter` expression into tokens. Refuses characters that cannot be stored or
 * compared faithfully (NUL, lone surrogates) and over-long input, with the position.
 */
export function tokenize(text: string): Token[] {
  if (text.length > maxFilterLength) {
    throw new FilterSyntaxError(`Expression longer than ${maxFilterLength} characters`, '', maxFilterLength);
  }
  checkCharacters(text);
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (isWhitespace(c)) {
      i++;
      continue;
    }
    const kind = singleCharacterTokens.get(c);
    if (kind !== undefined) {
      tokens.push({ kind, text: c, pos: i, value: c });
      i++;
      continue;
    }
    if (c === "'") {
      const { value, end } = readQuoted(text, i);
      tokens.push({ kind: 'string', text: text.slice(i, end), pos: i, value });
      i = end;
      continue;
    }
    if (digit.test(c)) {
      const { token, end } = readNumber(text, i);
      tokens.push(token);
      i = end;
      continue;
    }
    if (identStart.test(c)) {
      let j = i + 1;
      while (j < text.length && identPart.test(text[j] as string)) j++;
      const word = text.slice(i, j);
      const lower = word.toLowerCase();
      if ((lower === 'datetime' || lower === 'datetimeoffset') && text[j] === "'") {
        const { value, end } = readQuoted(text, j);
        tokens.push({ kind: 'datetime', text: text.slice(i, end), pos: i, value });
        i = end;
        continue;
      }
      tokens.push({ kind: 'identifier', text: word, pos: i, value: word });
      i = j;
      continue;
    }
    throw new FilterSyntaxError('Unexpected character', c, i);
  }
  tokens.push({ kind: 'end', text: '', pos: text.length, value: '' });
  return tokens;
}
