import * as fc from 'fast-check';
import { placeholder } from '../fuzz-request.ts';

export type Header = readonly [string, string];

/** Percent-encodes only what node:http cannot put on the request line, so odd bytes still arrive. */
export const rawish = (text: string): string =>
  wellFormed(text).replace(/[^\x21-\x7e]|#/gu, (ch: string) => encodeURIComponent(ch));

/** Lone surrogates become U+FFFD (no URL can carry them, and encodeURIComponent throws on them). */
const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** encodeURIComponent that also takes lone surrogates. */
export const encode = (text: string): string => encodeURIComponent(wellFormed(text));

// No query value longer than this: a giant URL stops at the service's 16 KB limit anyway, and
// building hundreds of megabytes would stall the fuzzer itself rather than the service.
const maxValueLength = 120_000;

export function queryString(pairs: readonly (readonly [string, string])[], raw: boolean): string {
  if (pairs.length === 0) return '';
  const enc = (text: string): string => (raw ? rawish : encode)(text.slice(0, maxValueLength));
  // Placeholders stay as they are, to be filled with the real credential when sent.
  return `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}`.replace(
    /%7B%7B([A-Z_]+)%7D%7D/g,
    '{{$1}}',
  );
}

// Mostly the account the token belongs to, so requests get past authentication.
export const tenant = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/t/acme') },
  { weight: 1, arbitrary: fc.constantFrom('/t/globex', '', '/t/nosuch', '/t/__proto__') },
);
export const tokenParam: Header = ['token', placeholder('TOKEN')];
