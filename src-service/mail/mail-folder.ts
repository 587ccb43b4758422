import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mailFolderName } from './folder-mailer.ts';
import { codeHeader, linkHeader } from './mailer.ts';

export interface StoredMail {
  readonly file: string;
  readonly date: Date;
  readonly to: string;
  readonly subject: string;
  readonly link: string | null;
  readonly code: string | null;
}

/** RFC 2047 encoded words (what the composer writes for non-ASCII subjects and names). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return text;
      }
    });
}

/** The header block of a message, unfolded, names in lower case (last occurrence wins). */
export function readHeaders(raw: string): Map<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function readStoredMail(file: string): StoredMail {
  const headers = readHeaders(readFileSync(file, 'utf8'));
  const parsedDate = new Date(headers.get('date') ?? '');
  return {
    file,
    date: Number.isNaN(parsedDate.getTime()) ? statSync(file).mtime : parsedDate,
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    link: headers.get(linkHeader.toLowerCase()) ?? null,
    code: headers.get(codeHeader.toLowerCase()) ?? null,
  };
}

/** Every message in `DATA/mail/`, newest first; an empty list when none was ever written. */
export function listStoredMail(dataDir: string): StoredMail[] {
  const folder = join(dataDir, mailFolderName);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .reverse()
    .map((name) => readStoredMail(join(folder, name)));
}
