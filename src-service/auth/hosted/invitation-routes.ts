import type { RouteModule } from '../../http/route-module.ts';
import type { Router } from '../../http/router.ts';
import type { ServiceContext } from '../../service-context.ts';
import { answerInvitation, pendingInvitationsOf } from '../../identity/invitations.ts';
import { sameSecret } from '../../security/secrets.ts';
import { continueSignIn } from './authorize-routes.ts';
import { browserSession } from './browser-sessions.ts';
import { readBinding, readSessionCookie } from './hosted-cookies.ts';
import { invitationPaths, invitationsPage } from './invitation-pages.ts';
import { showInvitationStep } from './invitation-step.ts';
import { errorPage, hostedPaths } from './pages.ts';
import { formField, readForm } from './read-form.ts';
import { redirect, sendPage } from './send-page.ts';
import { atEachPrefix, type SignInPaths } from './sign-in-paths.ts';
import { loadSignInRequest } from './sign-in-requests.ts';

// A Map: the key comes from the address (`?done=`), and a plain object would answer `constructor`.
const outcomes: ReadonlyMap<string, string> = new Map([
  ['accepted', 'Invitation accepted: the organization is now one of yours.'],
  ['declined', 'Invitation declined.'],
  ['gone', 'That invitation was already answered, has expired, or is not yours.'],
]);

const expiredProblem = 'This sign-in has expired, was already finished, or was started in another browser.';

type Answer = 'accept' | 'decline' | 'later' | null;

function answerOf(fields: URLSearchParams): Answer {
  const answer = formField(fields, 'answer', { max: 10 });
  return answer === 'accept' || answer === 'decline' || answer === 'later' ? answer : null;
}

/**
 * The person's pending invitations: a page of the hosted area (Accept / Decline, each a form
 * post with the session's CSRF token) and a step of the authorize flow after the password check
 * (under each prefix the sign-in may have been opened at). Only accepting makes the person a member.
 */
export const invitationRoutes: RouteModule = (router, context) => {
  const { db } = context;
  atEachPrefix(addInvitationStep)(router, context);

  router.add(['GET', 'HEAD'], invitationPaths.list, async ({ req, res, url }) => {
    const session = await browserSession(db, readSessionCookie(req), context.now());
    if (session === null) {
      // The profile page signs the browser in; its page links back here.
      redirect(res, hostedPaths.profile);
      return;
    }
    sendPage(
      res,
      invitationsPage({
        csrf: session.csrfToken,
        invitations: await pendingInvitationsOf(db, session.userId, context.now()),
        message: outcomes.get(url.searchParams.get('done') ?? '') ?? null,
      }),
    );
  });

  router.add('POST', invitationPaths.answer, async ({ req, res }) => {
    const form = await readForm(req);
    if (!form.ok) {
      sendPage(res, errorPage(form.problem), { status: form.status, headers: { Connection: 'close' } });
      return;
    }
    const session = await browserSession(db, readSessionCookie(req), context.now());
    if (session === null) {
      redirect(res, hostedPaths.profile);
      return;
    }
    if (!sameSecret(formField(form.fields, 'csrf'), session.csrfToken)) {
      sendPage(res, errorPage('The form has expired. Reload the invitations page and try again.'), {
        status: 403,
      });
      return;
    }
    const answer = answerOf(form.fields);
    if (answer !== 'accept' && answer !== 'decline') {
      sendPage(res, errorPage('Choose Accept or Decline.'), { status: 400 });
      return;
    }
    const result = await answerInvitation(
      db,
      {
        invitationId: formField(form.fields, 'invitation', { max: 64 }),
        userId: session.userId,
        accept: answer === 'accept',
      },
      context.now(),
    );
    redirect(res, `${invitationPaths.list}?done=${result.outcome === 'not-found' ? 'gone' : result.outcome}`);
  });
};

/** The invitations step of a sign-in: answer one invitation (the step shows again) or go on. */
function addInvitationStep(router: Router, context: ServiceContext, paths: SignInPaths): void {
  const { db } = context;
  router.add('POST', paths.invitationStep, async ({ req, res }) => {
    const form = await readForm(req);
    if (!form.ok) {
      sendPage(res, errorPage(form.problem), { status: form.status, headers: { Connection: 'close' } });
      return;
    }
    const request = await loadSignInRequest(
      db,
      {
        id: formField(form.fields, 'request'),
        binding: readBinding(req),
        csrfToken: formField(form.fields, 'csrf'),
      },
      context.now(),
    );
    if (request === null || request.authorize === null || request.userId === null) {
      sendPage(res, errorPage(expiredProblem), { status: 400 });
      return;
    }
    const userId = request.userId;
    const answer = answerOf(form.fields);
    if (answer === null) {
      sendPage(res, errorPage('Choose Accept, Decline or Continue.'), { status: 400 });
      return;
    }
    if (answer !== 'later') {
      const result = await answerInvitation(
        db,
        {
          invitationId: formField(form.fields, 'invitation', { max: 64 }),
          userId,
          accept: answer === 'accept',
        },
        context.now(),
      );
      const message = outcomes.get(result.outcome === 'not-found' ? 'gone' : result.outcome) ?? null;
      if (await showInvitationStep(context, res, request, userId, paths, { message })) return;
    }
    await continueSignIn(context, res, paths, request, userId, {});
  });
}
