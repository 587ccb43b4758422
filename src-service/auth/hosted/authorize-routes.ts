import type { IncomingMessage, ServerResponse } from 'node:http';
import { membershipsOfUser, type MembershipWithOrganization } from '../../identity/memberships.ts';
import { isCurrency, isTimeZone } from '../../identity/organization-input.ts';
import { organizationByAuthId } from '../../identity/organizations.ts';
import { signUp } from '../../identity/organization-setup.ts';
import { keepHashCurrent } from '../../identity/password-upgrade.ts';
import { isPlausibleEmail, normalizeEmail, passwordHashFor, userByEmail } from '../../identity/users.ts';
import { checkPassword } from '../../security/check-password.ts';
import { hashPassword, passwordRules } from '../../security/passwords.ts';
import type { ServiceContext } from '../../service-context.ts';
import { issueAuthorizationCode } from '../authorization-codes.ts';
import { authorizeErrorLocation, validateAuthorizeParams } from './authorize-params.ts';
import { startBrowserSession } from './browser-sessions.ts';
import { browserBinding, readBinding, sessionSetCookie } from './hosted-cookies.ts';
import { showInvitationStep } from './invitation-step.ts';
import {
  chooseOrganizationPage,
  emptySignUp,
  errorPage,
  hostedPaths,
  signInPage,
  signUpPage,
  type SignInView,
  type SignUpValues,
} from './pages.ts';
import { formField, readForm } from './read-form.ts';
import { redirect, sendPage, type PageOptions } from './send-page.ts';
import { atEachPrefix, type SignInPaths } from './sign-in-paths.ts';
import {
  createSignInRequest,
  finishSignInRequest,
  loadSignInRequest,
  setSignInRequestUser,
  type SignInRequest,
} from './sign-in-requests.ts';

const expiredProblem = 'This sign-in has expired, was already finished, or was started in another browser.';
const accountExists = 'An account with this email already exists. Sign in instead.';

const purposeLine = (request: SignInRequest): string =>
  request.purpose === 'profile'
    ? 'Sign in to manage your profile and API keys.'
    : 'Sign in to continue to Stint.';

/** Where this request's pages may send the browser: our own forms, plus the validated callback. */
const formTargets = (request: SignInRequest): string[] =>
  request.authorize === null ? [] : [request.authorize.redirectUri];

/**
 * The hosted sign-in: GET authorize validates the request and shows the sign-in (or sign-up)
 * form; the forms post back here; the browser ends at `redirect_uri?code=...&state=...`.
 * Served under `/auth` and at the host root (sign-in-paths.ts).
 */
export const authorizeRoutes = atEachPrefix((router, context, paths) => {
  const { db } = context;
  const throttle = context.loginThrottle;

  router.add(['GET', 'HEAD'], paths.authorize, async ({ req, res, url }) => {
    const validation = validateAuthorizeParams(url.searchParams);
    if (!validation.ok) {
      if (validation.redirect === null) sendPage(res, errorPage(validation.problem), { status: 400 });
      else redirect(res, authorizeErrorLocation(validation.redirect));
      return;
    }
    const binding = browserBinding(req, paths.cookiePath);
    const request = await createSignInRequest(
      db,
      {
        purpose: 'authorize',
        binding: binding.value,
        authorize: validation.request,
        sourceAddress: req.socket.remoteAddress ?? null,
      },
      context.now(),
    );
    const page = { headers: { 'Set-Cookie': binding.setCookie } };
    if (validation.request.screenHint === 'sign-up') showSignUp(res, paths, request, emptySignUp, null, page);
    else showSignIn(res, paths, request, { email: validation.request.loginHint }, page);
  });

  // The links between the sign-in and sign-up forms of one request.
  router.add(['GET', 'HEAD'], paths.signIn, async ({ req, res, url }) => {
    const request = await linkedRequest(context, req, res, url);
    if (request === null) return;
    showSignIn(res, paths, request, {});
  });
  router.add(['GET', 'HEAD'], paths.signUp, async ({ req, res, url }) => {
    const request = await linkedRequest(context, req, res, url);
    if (request === null) return;
    showSignUp(res, paths, request, emptySignUp, null);
  });

  router.add('POST', paths.signIn, async ({ req, res }) => {
    const posted = await postedForm(context, req, res);
    if (posted === null) return;
    const { fields, request } = posted;
    const email = normalizeEmail(formField(fields, 'email', { max: 254 }));
    const password = formField(fields, 'password', { raw: true, max: passwordRules.maxLength });
    const again = (error: string, status: number): void =>
      showSignIn(res, paths, request, { email, error }, { status });
    if (email === '' || password === '') {
      again('Enter your email and your password.', 400);
      return;
    }
    const attempt = await throttle.begin(email, context.now());
    if (attempt === null) {
      again('Too many failed attempts for this email. Wait a few minutes, then try again.', 429);
      return;
    }
    const account = await passwordHashFor(db, email);
    const valid = await checkPassword(attempt, password, account?.hash ?? null, context.now);
    if (!valid || account === undefined) {
      await attempt.failed(context.now());
      again('Incorrect email or password.', 401);
      return;
    }
    await attempt.succeeded();
    await keepHashCurrent(db, account, password);
    await signedIn(context, res, paths, request, account.userId, null);
  });

  router.add('POST', paths.signUp, async ({ req, res }) => {
    const posted = await postedForm(context, req, res);
    if (posted === null) return;
    const { fields, request } = posted;
    const values: SignUpValues = {
      firstName: formField(fields, 'first_name', { max: 100 }),
      lastName: formField(fields, 'last_name', { max: 100 }),
      email: normalizeEmail(formField(fields, 'email', { max: 254 })),
      organizationName: formField(fields, 'organization_name', { max: 100 }),
      timeZone: formField(fields, 'time_zone', { max: 200 }) || null,
      currency: formField(fields, 'currency', { max: 200 }) || 'EUR',
    };
    const password = formField(fields, 'password', { raw: true, max: passwordRules.maxLength });
    const problem =
      signUpProblem(values, password) ??
      ((await userByEmail(db, values.email)) === undefined ? null : 'exists');
    if (problem !== null) {
      showSignUp(res, paths, request, values, problem === 'exists' ? accountExists : problem);
      return;
    }
    const passwordHash = await hashPassword(password);
    let created: Awaited<ReturnType<typeof signUp>>;
    try {
      created = await signUp(
        db,
        {
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          passwordHash,
          organization: {
            title: values.organizationName,
            timeZone: values.timeZone ?? 'UTC',
            currency: values.currency,
          },
        },
        context.now(),
      );
    } catch (error) {
      // Two sign-ups with one address at once: the second loses at the unique index.
      if ((await userByEmail(db, values.email)) === undefined) throw error;
      showSignUp(res, paths, request, values, accountExists);
      return;
    }
    await signedIn(context, res, paths, request, created.user.id, created.organization.authOrganizationId);
  });

  router.add('POST', paths.organization, async ({ req, res }) => {
    const posted = await postedForm(context, req, res);
    if (posted === null) return;
    const { fields, request } = posted;
    if (request.authorize === null || request.userId === null) {
      sendPage(res, errorPage(expiredProblem), { status: 400 });
      return;
    }
    const chosen = formField(fields, 'organization', { max: 200 });
    const memberships = await membershipsOfUser(db, request.userId);
    if (!memberships.some((m) => m.organization.authOrganizationId === chosen)) {
      showChoice(res, paths, request, memberships, 'Choose one of the organizations listed.');
      return;
    }
    await finishWithCode(context, res, request, request.userId, chosen, {});
  });
});

/** What the sign-in and sign-up pages of a request may add: a status and headers. */
type PageExtras = Pick<PageOptions, 'status' | 'headers'>;

function showSignIn(
  res: ServerResponse,
  paths: SignInPaths,
  request: SignInRequest,
  view: Pick<SignInView, 'email' | 'error'>,
  extras: PageExtras = {},
): void {
  sendPage(
    res,
    signInPage({
      paths,
      requestId: request.id,
      csrf: request.csrfToken,
      purposeLine: purposeLine(request),
      ...view,
    }),
    { ...extras, formTargets: formTargets(request) },
  );
}

/** The sign-up form, empty or filled in again with what was wrong (then answered 400). */
function showSignUp(
  res: ServerResponse,
  paths: SignInPaths,
  request: SignInRequest,
  values: SignUpValues,
  error: string | null,
  extras: PageExtras = {},
): void {
  sendPage(res, signUpPage({ paths, requestId: request.id, csrf: request.csrfToken, values, error }), {
    ...(error === null ? {} : { status: 400 }),
    ...extras,
    formTargets: formTargets(request),
    scripts: true,
  });
}

/** The request named in a link between the sign-in and sign-up forms; null once answered with an error page. */
async function linkedRequest(
  context: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<SignInRequest | null> {
  const request = await loadSignInRequest(
    context.db,
    { id: url.searchParams.get('request') ?? '', binding: readBinding(req) },
    context.now(),
  );
  if (request === null) sendPage(res, errorPage(expiredProblem), { status: 400 });
  return request;
}

/**
 * A form posted by one of our pages, with the request it belongs to (same browser, CSRF token
 * matching); null once answered with an error page.
 */
async function postedForm(
  context: ServiceContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ readonly fields: URLSearchParams; readonly request: SignInRequest } | null> {
  const form = await readForm(req);
  if (!form.ok) {
    sendPage(res, errorPage(form.problem), { status: form.status, headers: { Connection: 'close' } });
    return null;
  }
  const request = await loadSignInRequest(
    context.db,
    {
      id: formField(form.fields, 'request'),
      binding: readBinding(req),
      csrfToken: formField(form.fields, 'csrf'),
    },
    context.now(),
  );
  if (request === null) {
    sendPage(res, errorPage(expiredProblem), { status: 400 });
    return null;
  }
  return { fields: form.fields, request };
}

function signUpProblem(values: SignUpValues, password: string): string | null {
  if (values.firstName === '' || values.lastName === '') return 'Enter your first and last name.';
  if (!isPlausibleEmail(values.email)) return 'Enter a valid email address.';
  if (password.length < passwordRules.minLength) {
    return `Choose a password of at least ${passwordRules.minLength} characters.`;
  }
  if (values.organizationName === '') return 'Enter the name of your organization.';
  if (values.timeZone !== null && !isTimeZone(values.timeZone)) return 'Choose a time zone from the list.';
  if (!isCurrency(values.currency)) return 'Choose a currency from the list.';
  return null;
}

type Memberships = readonly MembershipWithOrganization[];

function showChoice(
  res: ServerResponse,
  paths: SignInPaths,
  request: SignInRequest,
  memberships: Memberships,
  message: string | null,
  headers: Record<string, string> = {},
): void {
  sendPage(
    res,
    chooseOrganizationPage({
      paths,
      requestId: request.id,
      csrf: request.csrfToken,
      organizations: memberships.map((m) => m.organization),
      message,
    }),
    { formTargets: formTargets(request), headers },
  );
}

/**
 * The password is right (or the account was just created): start the hosted area's session and
 * either go to the profile, or pick the organization and send the code to the client.
 */
async function signedIn(
  context: ServiceContext,
  res: ServerResponse,
  paths: SignInPaths,
  request: SignInRequest,
  userId: string,
  organization: string | null,
): Promise<void> {
  const { db } = context;
  const cookies = { 'Set-Cookie': sessionSetCookie(await startBrowserSession(db, userId, context.now())) };
  if (request.purpose === 'profile' || request.authorize === null) {
    await finishSignInRequest(db, request.id);
    redirect(res, hostedPaths.profile, cookies);
    return;
  }
  if (organization !== null) {
    await finishWithCode(context, res, request, userId, organization, cookies);
    return;
  }
  if (await showInvitationStep(context, res, request, userId, paths, { headers: cookies })) return;
  await continueSignIn(context, res, paths, request, userId, cookies);
}

/** Signed in (and past the invitations step): select the organization and send the code. */
export async function continueSignIn(
  context: ServiceContext,
  res: ServerResponse,
  paths: SignInPaths,
  request: SignInRequest,
  userId: string,
  cookies: Record<string, string>,
): Promise<void> {
  const { db } = context;
  if (request.authorize === null) throw new Error('Not an authorize request.');
  const memberships = await membershipsOfUser(db, userId);
  const requested = await hintFor(context, request.authorize.requestedOrganization, memberships);
  const preselected =
    requested === null ? undefined : memberships.find((m) => m.organization.authOrganizationId === requested);
  if (preselected !== undefined) {
    await finishWithCode(context, res, request, userId, preselected.organization.authOrganizationId, cookies);
  } else if (memberships.length === 0) {
    // Signed in, but in no organization: the token will carry no org_id (graph document, rule 9).
    await finishWithCode(context, res, request, userId, null, cookies);
  } else if (memberships.length === 1 && requested === null) {
    await finishWithCode(
      context,
      res,
      request,
      userId,
      memberships[0]?.organization.authOrganizationId ?? null,
      cookies,
    );
  } else {
    await setSignInRequestUser(db, request.id, userId);
    showChoice(
      res,
      paths,
      request,
      memberships,
      requested === null
        ? null
        : 'The application asked for an organization that is not one of yours. Choose one of these.',
      cookies,
    );
  }
}

/**
 * The app pre-selects the organization its last person used; when the person signing in now is
 * someone else (Bob after Alice's Globex), that organization exists but is not theirs, and is no
 * mistake of theirs: it is dropped as if none was asked for. Only an `organization_id` that is no
 * organization's `authOrganizationId` at all (an `id` passed by mistake, rule 10) keeps failing at
 * the choice screen.
 */
async function hintFor(
  context: ServiceContext,
  requested: string | null,
  memberships: readonly MembershipWithOrganization[],
): Promise<string | null> {
  if (requested === null || memberships.some((m) => m.organization.authOrganizationId === requested))
    return requested;
  return (await organizationByAuthId(context.db, requested)) === undefined ? requested : null;
}

async function finishWithCode(
  context: ServiceContext,
  res: ServerResponse,
  request: SignInRequest,
  userId: string,
  authOrganizationId: string | null,
  headers: Record<string, string>,
): Promise<void> {
  const authorize = request.authorize;
  if (authorize === null) throw new Error('Not an authorize request.');
  // Ended first, so one sign-in gives one code even when its form is posted twice at once; in one
  // transaction with the code, so a failure to issue it does not leave the sign-in spent.
  const code = await context.db.transaction(async () =>
    (await finishSignInRequest(context.db, request.id))
      ? issueAuthorizationCode(
          context.db,
          {
            clientId: authorize.clientId,
            redirectUri: authorize.redirectUri,
            codeChallenge: authorize.codeChallenge,
            userId,
            authOrganizationId,
            ttlSeconds: context.config.authCodeTtlSeconds,
          },
          context.now(),
        )
      : null,
  );
  if (code === null) {
    sendPage(res, errorPage(expiredProblem), { status: 400, headers });
    return;
  }
  const target = new URL(authorize.redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', authorize.state);
  redirect(res, target.toString(), headers);
}
