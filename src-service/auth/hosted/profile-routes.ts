import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiKeyNameMaxLength, createApiKey, deleteApiKey, listApiKeys } from '../../api-keys/api-keys.ts';
import type { RouteModule } from '../../http/route-module.ts';
import { membershipsOfUser } from '../../identity/memberships.ts';
import { userById } from '../../identity/users.ts';
import { sameSecret } from '../../security/secrets.ts';
import type { ServiceContext } from '../../service-context.ts';
import { browserSession, endBrowserSession, type BrowserSession } from './browser-sessions.ts';
import { browserBinding, readSessionCookie, sessionClearCookie } from './hosted-cookies.ts';
import { apiKeyCreatedPage, errorPage, hostedPaths, profilePage, signInPage } from './pages.ts';
import { formField, readForm } from './read-form.ts';
import { redirect, sendPage } from './send-page.ts';
import { authSignInPaths } from './sign-in-paths.ts';
import { createSignInRequest } from './sign-in-requests.ts';

// A Map: the key comes from the address (`?done=`), and a plain object would answer `constructor`.
const messages: ReadonlyMap<string, string> = new Map([
  ['deleted', 'The API key was deleted. Programs using it can no longer sign in with it.'],
  ['not-found', 'That API key no longer exists.'],
]);

async function showProfile(
  context: ServiceContext,
  res: ServerResponse,
  session: BrowserSession,
  extra: { message?: string | null; error?: string | null; status?: number } = {},
): Promise<void> {
  const user = await userById(context.db, session.userId);
  if (user === undefined) {
    sendPage(res, errorPage('Your account no longer exists.'), { status: 400 });
    return;
  }
  sendPage(
    res,
    profilePage({
      email: user.email,
      displayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
      csrf: session.csrfToken,
      keys: await listApiKeys(context.db, user.id),
      organizations: (await membershipsOfUser(context.db, user.id)).map((m) => m.organization),
      message: extra.message ?? null,
      error: extra.error ?? null,
    }),
    { status: extra.status ?? 200 },
  );
}

/**
 * A signed-in form post of the profile page: same origin, the session's CSRF token. Answers the
 * session and the form, or has already answered.
 */
async function signedInForm(
  context: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ session: BrowserSession; fields: URLSearchParams; token: string } | null> {
  const form = await readForm(req);
  if (!form.ok) {
    sendPage(res, errorPage(form.problem), { status: form.status, headers: { Connection: 'close' } });
    return null;
  }
  const token = readSessionCookie(req);
  const session = await browserSession(context.db, token, context.now());
  if (session === null || token === null) {
    redirect(res, hostedPaths.profile);
    return null;
  }
  if (!sameSecret(formField(form.fields, 'csrf'), session.csrfToken)) {
    sendPage(res, errorPage('The form has expired. Reload the profile page and try again.'), { status: 403 });
    return null;
  }
  return { session, fields: form.fields, token };
}

/** The hosted area's profile page: API keys (list, create with the value shown once, delete). */
export const profileRoutes: RouteModule = (router, context) => {
  const { db } = context;

  router.add(['GET', 'HEAD'], hostedPaths.profile, async ({ req, res, url }) => {
    const session = await browserSession(db, readSessionCookie(req), context.now());
    if (session === null) {
      const binding = browserBinding(req, authSignInPaths.cookiePath);
      const request = await createSignInRequest(
        db,
        {
          purpose: 'profile',
          binding: binding.value,
          authorize: null,
          sourceAddress: req.socket.remoteAddress ?? null,
        },
        context.now(),
      );
      sendPage(
        res,
        signInPage({
          paths: authSignInPaths,
          requestId: request.id,
          csrf: request.csrfToken,
          purposeLine: 'Sign in to manage your profile and API keys.',
        }),
        { headers: { 'Set-Cookie': binding.setCookie } },
      );
      return;
    }
    await showProfile(context, res, session, {
      message: messages.get(url.searchParams.get('done') ?? '') ?? null,
    });
  });

  router.add('POST', hostedPaths.createKey, async ({ req, res }) => {
    const form = await signedInForm(context, req, res);
    if (form === null) return;
    const name = formField(form.fields, 'name', { max: apiKeyNameMaxLength });
    const organizationId = formField(form.fields, 'organization', { max: 64 });
    if (name === '') {
      await showProfile(context, res, form.session, {
        error: `Give the key a name (up to ${apiKeyNameMaxLength} characters).`,
        status: 400,
      });
      return;
    }
    const membership = (await membershipsOfUser(db, form.session.userId)).find(
      (m) => m.organization.id === organizationId,
    );
    if (membership === undefined) {
      await showProfile(context, res, form.session, {
        error: 'Choose one of your organizations.',
        status: 400,
      });
      return;
    }
    const created = await createApiKey(
      db,
      { userId: form.session.userId, organizationId, name },
      context.now(),
    );
    sendPage(
      res,
      apiKeyCreatedPage({ name, organizationTitle: membership.organization.title, key: created.key }),
    );
  });

  router.add('POST', hostedPaths.deleteKey, async ({ req, res }) => {
    const form = await signedInForm(context, req, res);
    if (form === null) return;
    const deleted = await deleteApiKey(db, form.session.userId, formField(form.fields, 'key', { max: 64 }));
    redirect(res, `${hostedPaths.profile}?done=${deleted ? 'deleted' : 'not-found'}`);
  });

  router.add('POST', hostedPaths.signOut, async ({ req, res }) => {
    const form = await signedInForm(context, req, res);
    if (form === null) return;
    await endBrowserSession(db, form.token);
    redirect(res, hostedPaths.profile, { 'Set-Cookie': sessionClearCookie() });
  });
};
