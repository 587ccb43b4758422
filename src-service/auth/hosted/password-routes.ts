import { requestPasswordReset } from '../../identity/confirmation-requests.ts';
import { confirmationProblem, findConfirmation } from '../../identity/confirmations.ts';
import { setPasswordWithConfirmation } from '../../identity/password-confirmations.ts';
import { passwordRules } from '../../security/passwords.ts';
import type { ServiceContext } from '../../service-context.ts';
import { pageSignInRequest, postedMailForm, signInLink } from './account-mail-forms.ts';
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
import { atEachPrefix, type SignInPaths } from './sign-in-paths.ts';
import type { SignInRequest } from './sign-in-requests.ts';

/**
 * "Forgot password?" (the sign-in page links here) asks for the address and mails a reset link,
 * through the same step and limits as v1 `users/requestconfirmation`; the link's page sets the
 * new password through the same step as v1 `auth/confirm/{id}`.
 */
export const passwordRoutes = atEachPrefix((router, context, paths) => {
  addMailRequestForm(router, context, paths, {
    path: paths.forgotPassword,
    page: forgotPasswordPage,
    sentPage: resetMailSentPage,
    // The mailed link opens the reset page where this sign-in's cookie is sent.
    request: (parts, input) => requestPasswordReset(parts, { ...input, resetPath: paths.resetPassword }),
  });

  router.add(['GET', 'HEAD'], paths.resetPassword, async ({ req, res, url }) => {
    const code = url.searchParams.get('code') ?? '';
    const requestId = url.searchParams.get('request');
    const confirmation = await findConfirmation(context.db, code);
    const problem = confirmationProblem(confirmation, 'password', context.now());
    if (problem !== null || confirmation === undefined) {
      sendPage(
        res,
        resetLinkProblemPage({
          forgotPassword: paths.forgotPassword,
          problem: problem ?? 'unknown',
          requestId,
        }),
        { status: 400 },
      );
      return;
    }
    const { request, headers } = await pageSignInRequest(context, req, requestId, paths);
    await showResetForm(context, res, paths, request, code, null, { headers });
  });

  router.add('POST', paths.resetPassword, async ({ req, res }) => {
    const posted = await postedMailForm(context, req, res, paths.forgotPassword);
    if (posted === null) return;
    const { fields, request } = posted;
    const code = formField(fields, 'code', { max: 64 });
    const password = formField(fields, 'password', { raw: true, max: 1000 });
    const result = await setPasswordWithConfirmation(context.db, code, password, context.now);
    if (result.ok) {
      sendPage(res, passwordChangedPage({ back: signInLink(request, paths, 'Sign in') }));
      return;
    }
    if (result.problem === 'password-length') {
      const error =
        password.length < passwordRules.minLength
          ? `Choose a password of at least ${passwordRules.minLength} characters.`
          : `Choose a password of at most ${passwordRules.maxLength} characters.`;
      await showResetForm(context, res, paths, request, code, error, { status: 400 });
      return;
    }
    sendPage(
      res,
      resetLinkProblemPage({
        forgotPassword: paths.forgotPassword,
        problem: result.problem,
        requestId: request.id,
      }),
      { status: 400 },
    );
  });
});

async function showResetForm(
  context: ServiceContext,
  res: Parameters<typeof sendPage>[0],
  paths: SignInPaths,
  request: SignInRequest,
  code: string,
  error: string | null,
  options: { status?: number; headers?: Record<string, string> },
): Promise<void> {
  const confirmation = await findConfirmation(context.db, code);
  sendPage(
    res,
    resetPasswordPage({
      action: paths.resetPassword,
      requestId: request.id,
      csrf: request.csrfToken,
      code,
      expiresAt: confirmation?.expiresAt ?? context.now(),
      error,
    }),
    options,
  );
}
