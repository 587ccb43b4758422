import type { RouteModule } from '../../http/route-module.ts';
import { requestAddressConfirmation } from '../../identity/confirmation-requests.ts';
import { confirmAddress, findConfirmation } from '../../identity/confirmations.ts';
import { isPlausibleEmail, normalizeEmail, userById } from '../../identity/users.ts';
import { sourceKey } from '../../security/confirmation-rate-limit.ts';
import {
  pageSignInRequest,
  postedMailForm,
  requestSource,
  signInLink,
  sourceLimitedProblem,
} from './account-mail-forms.ts';
import { accountMailPaths } from './account-mail-paths.ts';
import { sendPage } from './send-page.ts';
import { formField } from './read-form.ts';
import {
  addressConfirmedPage,
  confirmationProblemPage,
  resendVerificationPage,
  verificationSentPage,
} from './verification-pages.ts';

/**
 * "Resend verification" (linked from the sign-in page) mails a fresh confirmation link to an
 * address that has an account and is not confirmed yet; the link's page confirms the address, as
 * the link mailed at sign-up does.
 */
export const verificationRoutes: RouteModule = (router, context) => {
  router.add(['GET', 'HEAD'], accountMailPaths.resendVerification, ({ req, res, url }) => {
    const { request, headers } = pageSignInRequest(context, req, url.searchParams.get('request'));
    sendPage(
      res,
      resendVerificationPage({
        requestId: request.id,
        csrf: request.csrfToken,
        email: request.authorize?.loginHint ?? '',
        error: null,
        back: signInLink(request),
      }),
      { headers },
    );
  });

  router.add('POST', accountMailPaths.resendVerification, async ({ req, res }) => {
    const posted = await postedMailForm(context, req, res, accountMailPaths.resendVerification);
    if (posted === null) return;
    const { fields, request } = posted;
    const email = normalizeEmail(formField(fields, 'email', { max: 254 }));
    const again = (error: string, status: number): void =>
      sendPage(
        res,
        resendVerificationPage({
          requestId: request.id,
          csrf: request.csrfToken,
          email,
          error,
          back: signInLink(request),
        }),
        { status },
      );
    if (!isPlausibleEmail(email)) {
      again('Enter the email address of your account.', 400);
      return;
    }
    const outcome = requestAddressConfirmation(context, { email, source: sourceKey(requestSource(req)) });
    if (outcome.kind === 'source-limited') {
      again(sourceLimitedProblem(outcome.retryAfterMs), 429);
      return;
    }
    sendPage(res, verificationSentPage({ back: signInLink(request) }));
  });

  // A GET confirms: the link proves the person reads the mailbox, which is all there is to it, so
  // a mail scanner that opens it first confirms the same thing (and the person then sees it done).
  router.add('GET', accountMailPaths.verifyEmail, ({ res, url }) => {
    const code = url.searchParams.get('code') ?? '';
    const result = confirmAddress(context.db, code, context.now());
    const userId = result.ok ? result.userId : findConfirmation(context.db, code)?.userId;
    const user = userId === undefined ? undefined : userById(context.db, userId);
    if (user !== undefined && (result.ok || (result.problem === 'used' && user.emailVerified))) {
      sendPage(res, addressConfirmedPage({ email: user.email }));
      return;
    }
    sendPage(res, confirmationProblemPage({ problem: result.ok ? 'unknown' : result.problem }), {
      status: 400,
    });
  });
};
