import { createHash } from 'node:crypto';

/**
 * The small pages the loopback listener answers the browser with. They never echo anything from
 * the request (no code, no state, no error text from the query), so nothing in them can be
 * injected or leak into a screenshot or the browser's history of page contents.
 */
const style =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1b1d22;background:#f7f7f8}' +
  '@media (prefers-color-scheme:dark){body{color:#e8eaef;background:#16181d}}h1{font-size:1.4rem}';
const styleHash = createHash('sha256').update(style).digest('base64');

export const callbackPageHeaders: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  Connection: 'close',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} – Stint</title><style>${style}</style></head><body><h1>${title}</h1><p>${body}</p></body></html>`;
}

export const signedInPage = page(
  'You are signed in',
  'Stint has what it needs. You can close this tab and return to the app.',
);

export const signInFailedPage = page(
  'Sign-in did not finish',
  'The sign-in service did not sign you in. Return to Stint to see why and to try again.',
);

export const wrongAttemptPage = page(
  'This page belongs to another sign-in',
  'This answer does not match the sign-in Stint is waiting for, so it was ignored. Return to Stint and start the sign-in again if you need to.',
);

export const notFoundPage = page('Nothing here', 'This address only receives the answer of a Stint sign-in.');
