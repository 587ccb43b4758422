import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServiceContext } from '../../service-context.ts';
import { formExpiredPage } from './account-page-parts.ts';
import { browserBinding, readBinding } from './hosted-cookies.ts';
import { errorPage } from './pages.ts';
import type { SignInLink } from './password-pages.ts';
import { formField, readForm } from './read-form.ts';
import { sendPage } from './send-page.ts';
import type { SignInPaths } from './sign-in-paths.ts';
import { createSignInRequest, loadSignInRequest, type SignInRequest } from './sign-in-requests.ts';

/**
 * The sign-in request a mail page works in: the one its address names, when it lives in this
 * browser (the person came from a sign-in, which then goes on), or else a new one for the
 * profile's sign-in (a link opened on another device). Its CSRF token protects the page's form.
 */
export async function pageSignInRequest(
  context: ServiceContext,
  req: IncomingMessage,
  requestId: string | null,
  paths: SignInPaths,
): Promise<{ readonly request: SignInRequest; readonly headers: Record<string, string> }> {
  const existing = await loadSignInRequest(
    context.db,
    { id: requestId ?? '', binding: readBinding(req) },
    context.now(),
  );
  if (existing !== null) return { request: existing, headers: {} };
  const binding = browserBinding(req, paths.cookiePath);
  const request = await createSignInRequest(
    context.db,
    {
      purpose: 'profile',
      binding: binding.value,
      authorize: null,
      sourceAddress: req.socket.remoteAddress ?? null,
    },
    context.now(),
  );
  return { request, headers: { 'Set-Cookie': binding.setCookie } };
}

/** Back to the sign-in of `request`: to the application's when it came from one, else the profile's. */
export const signInLink = (
  request: SignInRequest,
  paths: SignInPaths,
  label = 'Back to sign in',
): SignInLink => ({
  href: `${paths.signIn}?request=${encodeURIComponent(request.id)}`,
  label,
});

/**
 * A form posted by one of the mail pages (same origin, this browser's request, its CSRF token);
 * null once answered with an error page whose link opens `again`.
 */
export async function postedMailForm(
  context: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  again: string,
): Promise<{ readonly fields: URLSearchParams; readonly request: SignInRequest } | null> {
  const form = await readForm(req);
  if (!form.ok) {
    sendPage(res, errorPage(form.problem), { status: form.status, headers: { Connection: 'close' } });
    return null;
  }
  const request = await loadSignInRequest(
    context.db,
    {
      id: formField(form.fields, 'request', { max: 64 }),
      binding: readBinding(req),
      csrfToken: formField(form.fields, 'csrf', { max: 100 }),
    },
    context.now(),
  );
  if (request === null) {
    sendPage(res, formExpiredPage(again), { status: 400 });
    return null;
  }
  return { fields: form.fields, request };
}

/** The requester's network, for the confirmation mail limit. */
export const requestSource = (req: IncomingMessage): string | undefined => req.socket.remoteAddress;

/** "Too many requests" in minutes a person can act on. */
export const sourceLimitedProblem = (retryAfterMs: number): string =>
  `Too many requests from your network. Try again in ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minutes.`;
