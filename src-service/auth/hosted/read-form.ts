import type { IncomingMessage } from 'node:http';
import { mediaType, readBody } from '../../http/read-body.ts';
import { bodyLimits } from '../../service-config.ts';

export type FormResult =
  | { readonly ok: true; readonly fields: URLSearchParams }
  | { readonly ok: false; readonly status: 400 | 403 | 413 | 415; readonly problem: string };

/**
 * Whether the browser says the post comes from one of our pages. Sec-Fetch-Site (sent by current
 * browsers, not settable by scripts) decides when present; otherwise the Origin header, when
 * present, must be ours ('null', an opaque origin, is not). The CSRF token is checked on top.
 */
function sameOrigin(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${req.headers.host ?? ''}`;
}

/** A form post from our own pages: same-origin, urlencoded, small, UTF-8. */
export async function readForm(req: IncomingMessage): Promise<FormResult> {
  if (!sameOrigin(req)) return { ok: false, status: 403, problem: 'The form was sent from another site.' };
  if (mediaType(req.headers['content-type'])?.type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, problem: 'The form was not sent as a web form.' };
  }
  const body = await readBody(req, bodyLimits.form);
  if (!body.ok) return { ok: false, status: body.status, problem: 'The form could not be read.' };
  return { ok: true, fields: new URLSearchParams(body.text) };
}

/** The first value of a field, trimmed unless `raw`; '' when absent or absurdly long. */
export function formField(
  fields: URLSearchParams,
  name: string,
  options: { raw?: boolean; max?: number } = {},
): string {
  const value = fields.get(name) ?? '';
  if (value.length > (options.max ?? 1000)) return '';
  return options.raw === true ? value : value.trim();
}
