import type { RouteModule } from '../../http/route-module.ts';
import { requestPasswordReset } from '../../identity/confirmation-requests.ts';
import { confirmationProblem, findConfirmation } from '../../identity/confirmations.ts';
import { setPasswordWithConfirmation } from '../../identity/password-confirmations.ts';
import { passwordRules } from '../../security/passwords.ts';
import type { ServiceContext } from '../../service-context.ts';
import { pageSignInRequest, postedMailForm, signInLink } from './account-mail-forms.ts';
import { accountMailPaths } from '../../mail/account-mail-paths.ts';
import { addMailRequestForm } from './mail-request-form.ts';
import {
  forgotPasswordPage,
  passwordChangedPage,
  resetLinkProblemPage,
  resetMailSentPage,
  resetPasswordPage,
} from './password-pages.ts';
import { formField } from './read-form.ts';
import { sendPage } from './send-page.ts';
import type { SignInRequest } from './sign-in-requests.ts';

/**
 * "Forgot password?" (the sign-in page links here) asks for the address and mails a reset link,
 * through the same step and limits as v1 `users/requestconfirmation`; the link's page sets the
 * new password through the same step as v1 `auth/confirm/{id}`.
 */
export const passwordRoutes: RouteModule = (router, context) => {
  addMailRequestForm(router, context, {
    path: accountMailPaths.forgotPassword,
    page: forgotPasswordPage,
    sentPage: resetMailSentPage,
    request: requestPasswordReset,
  });

  router.add(['GET', 'HEAD'], accountMailPaths.resetPassword, ({ req, res, url }) => {
    const code = url.searchParams.get('code') ?? '';
    const requestId = url.searchParams.get('request');
    const confirmation = findConfirmation(context.db, code);
    const problem = confirmationProblem(confirmation, 'password', context.now());
    if (problem !== null || confirmation === undefined) {
      sendPage(res, resetLinkProblemPage({ problem: problem ?? 'unknown', requestId }), { status: 400 });
      return;
    }
    const { request, headers } = pageSignInRequest(context, req, requestId);
    showResetForm(context, res, request, code, null, { headers });
  });

  router.add('POST', accountMailPaths.resetPassword, async ({ req, res }) => {
    const posted = await postedMailForm(context, req, res, accountMailPaths.forgotPassword);
    if (posted === null) return;
    const { fields, request } = posted;
    const code = formField(fields, 'code', { max: 64 });
    const password = formField(fields, 'password', { raw: true, max: 1000 });
    const result = await setPasswordWithConfirmation(context.db, code, password, context.now);
    if (result.ok) {
      sendPage(res, passwordChangedPage({ back: signInLink(request, 'Sign in') }));
      return;
    }
    if (result.problem === 'password-length') {
      const error =
        password.length < passwordRules.minLength
          ? `Choose a password of at least ${passwordRules.minLength} characters.`
          : `Choose a password of at most ${passwordRules.maxLength} characters.`;
      showResetForm(context, res, request, code, error, { status: 400 });
      return;
    }
    sendPage(res, resetLinkProblemPage({ problem: result.problem, requestId: request.id }), { status: 400 });
  });
};

function showResetForm(
  context: ServiceContext,
  res: Parameters<typeof sendPage>[0],
  request: SignInRequest,
  code: string,
  error: string | null,
  options: { status?: number; headers?: Record<string, string> },
): void {
  const confirmation = findConfirmation(context.db, code);
  sendPage(
    res,
    resetPasswordPage({
      requestId: request.id,
      csrf: request.csrfToken,
      code,
      expiresAt: confirmation?.expiresAt ?? context.now(),
      error,
    }),
    options,
  );
}
