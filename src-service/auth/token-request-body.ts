import { isPlainObject, mediaType, parseJson } from '../http/read-body.ts';

export type TokenRequestFormat = 'json' | 'form';

/** The two bodies the token endpoint reads: the spec's JSON and RFC 6749's form encoding. */
export function tokenRequestFormat(contentType: string | undefined): TokenRequestFormat | null {
  const media = mediaType(contentType);
  if (media === null || (media.charset !== null && media.charset !== 'utf-8')) return null;
  if (media.type === 'application/json') return 'json';
  if (media.type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

export type TokenRequestFields =
  | { readonly ok: true; readonly fields: Record<string, unknown> }
  | { readonly ok: false; readonly description: string };

/**
 * The request's fields as one object whatever the encoding. A form field sent twice is refused
 * (RFC 6749 section 3.2) rather than one copy silently winning; an empty form value counts as
 * absent (section 3.1), which is how the JSON body treats a missing field.
 */
export function tokenRequestFields(format: TokenRequestFormat, text: string): TokenRequestFields {
  if (format === 'json') {
    const parsed = parseJson(text);
    return parsed.ok && isPlainObject(parsed.value)
      ? { ok: true, fields: parsed.value }
      : { ok: false, description: 'The body must be a JSON object.' };
  }
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (seen.has(name)) return { ok: false, description: `${name} must be sent once.` };
    seen.add(name);
    if (value !== '') fields[name] = value;
  }
  return { ok: true, fields };
}
