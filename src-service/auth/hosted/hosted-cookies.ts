import type { IncomingMessage } from 'node:http';
import { cookieHeader, readCookie } from '../../http/cookies.ts';
import { randomSecret } from '../../security/secrets.ts';
import { browserSessionSeconds, signInRequestSeconds } from '../../service-config.ts';

/** The hosted area's session serves the profile pages, which exist only under `/auth`. */
const cookiePath = '/auth';
export const bindingCookie = 'stint_browser';
export const sessionCookie = 'stint_hosted';

const wellFormed = (value: string | null): value is string =>
  value !== null && /^[A-Za-z0-9_-]{32,64}$/.test(value);

/**
 * This browser's binding value for sign-in requests (created when missing) and its Set-Cookie,
 * scoped to `path`: the pages of the prefix the sign-in was opened under.
 */
export function browserBinding(req: IncomingMessage, path: string): { value: string; setCookie: string } {
  const existing = readCookie(req, bindingCookie);
  const value = wellFormed(existing) ? existing : randomSecret(32);
  return {
    value,
    setCookie: cookieHeader(bindingCookie, value, { path, maxAge: signInRequestSeconds }),
  };
}

export function readBinding(req: IncomingMessage): string | null {
  const value = readCookie(req, bindingCookie);
  return wellFormed(value) ? value : null;
}

export function readSessionCookie(req: IncomingMessage): string | null {
  const value = readCookie(req, sessionCookie);
  return wellFormed(value) ? value : null;
}

export const sessionSetCookie = (token: string): string =>
  cookieHeader(sessionCookie, token, { path: cookiePath, maxAge: browserSessionSeconds });

export const sessionClearCookie = (): string =>
  cookieHeader(sessionCookie, '', { path: cookiePath, maxAge: 0 });
