import type { IncomingMessage } from 'node:http';

/** The value of one cookie of the request, or null. */
export function readCookie(req: IncomingMessage, name: string): string | null {
  const header = req.headers.cookie;
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

export interface CookieOptions {
  readonly path: string;
  /** Seconds; 0 deletes the cookie. */
  readonly maxAge: number;
}

/**
 * A Set-Cookie value for the hosted pages: HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page makes the browser send it). Not Secure: the embedded service is plain HTTP on
 * loopback, which browsers treat as a secure context anyway.
 */
export function cookieHeader(name: string, value: string, options: CookieOptions): string {
  return `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAge}; HttpOnly; SameSite=Strict`;
}
