import type { IncomingMessage } from 'node:http';
import { cookieHeader, readCookie } from '../../http/cookies.ts';
import { randomSecret } from '../../security/secrets.ts';
import { browserSessionSeconds, signInRequestSeconds } from '../../service-config.ts';

const cookiePath = '/auth';
export const bindingCookie = 'stint_browser';
export const sessionCookie = 'stint_hosted';

const wellFormed = (value: string | null): value is string =>
  value !== null && /^[A-Za-z0-9_-]{32,64}$/.test(value);

/** This browser's binding value for sign-in requests (created when missing) and its Set-Cookie. */
export function browserBinding(req: IncomingMessage): { value: string; setCookie: string } {
  const existing = readCookie(req, bindingCookie);
  const value = wellFormed(existing) ? existing : randomSecret(32);
  return {
    value,
    setCookie: cookieHeader(bindingCookie, value, { path: cookiePath, maxAge: signInRequestSeconds }),
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
