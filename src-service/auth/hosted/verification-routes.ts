import { requestAddressConfirmation } from '../../identity/confirmation-requests.ts';
import { confirmAddress, findConfirmation } from '../../identity/confirmations.ts';
import { userById } from '../../identity/users.ts';
import { addMailRequestForm } from './mail-request-form.ts';
import { sendPage } from './send-page.ts';
import { atEachPrefix } from './sign-in-paths.ts';
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
export const verificationRoutes = atEachPrefix((router, context, paths) => {
  addMailRequestForm(router, context, paths, {
    path: paths.resendVerification,
    page: resendVerificationPage,
    sentPage: verificationSentPage,
    request: requestAddressConfirmation,
  });

  // A GET confirms: the link proves the person reads the mailbox, which is all there is to it, so
  // a mail scanner that opens it first confirms the same thing (and the person then sees it done).
  router.add('GET', paths.verifyEmail, async ({ res, url }) => {
    const code = url.searchParams.get('code') ?? '';
    const result = await confirmAddress(context.db, code, context.now());
    const userId = result.ok ? result.userId : (await findConfirmation(context.db, code))?.userId;
    const user = userId === undefined ? undefined : await userById(context.db, userId);
    if (user !== undefined && (result.ok || (result.problem === 'used' && user.emailVerified))) {
      sendPage(res, addressConfirmedPage({ email: user.email }));
      return;
    }
    sendPage(
      res,
      confirmationProblemPage({
        resendVerification: paths.resendVerification,
        problem: result.ok ? 'unknown' : result.problem,
      }),
      { status: 400 },
    );
  });
});
