import type { ServerResponse } from 'node:http';
import { baseHeaders } from '../../http/json-response.ts';
import { hostedAssets } from './assets.ts';
import { markup, type SafeHtml } from './html.ts';

export interface PageOptions {
  readonly status?: number;
  /** Besides 'self', where this page's forms may lead: the client's loopback callback. */
  readonly formTargets?: readonly string[];
  readonly scripts?: boolean;
  readonly headers?: Record<string, string>;
}

/**
 * Strict policy: nothing but our own stylesheet (and script, where a page needs it), no framing,
 * forms only to us or to the validated loopback callback (Chromium applies form-action to the
 * redirect that follows a form post).
 */
function contentSecurityPolicy(options: PageOptions): string {
  return [
    "default-src 'none'",
    "style-src 'self'",
    `script-src ${options.scripts === true ? "'self'" : "'none'"}`,
    "img-src 'self'",
    `form-action 'self'${(options.formTargets ?? []).map((t) => ` ${t}`).join('')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function layout(
  title: string,
  body: SafeHtml,
  options: { wide?: boolean; scripts?: boolean } = {},
): SafeHtml {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · Stint</title>
<link rel="stylesheet" href="${hostedAssets.css.path}">
</head>
<body>
<main${options.wide === true ? markup` class="wide"` : ''}>
<p class="brand">Stint</p>
${body}
</main>
${options.scripts === true ? markup`<script src="${hostedAssets.timeZone.path}"></script>` : ''}
</body>
</html>`;
}

export function sendPage(res: ServerResponse, page: SafeHtml, options: PageOptions = {}): void {
  const body = page.safeHtml;
  res.writeHead(options.status ?? 200, {
    ...baseHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Content-Security-Policy': contentSecurityPolicy(options),
    // The callback address (with the code) never learns where the browser came from.
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...options.headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** 303 See Other: after a form post, the browser follows with a GET. */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(303, { ...baseHeaders, Location: location, 'Content-Length': 0, ...headers });
  res.end();
}
