import type { ConfirmationRequestOutcome } from '../../identity/confirmation-requests.ts';
import { isPlausibleEmail, normalizeEmail } from '../../identity/users.ts';
import type { Router } from '../../http/router.ts';
import { sourceKey } from '../../security/confirmation-rate-limit.ts';
import type { ServiceContext } from '../../service-context.ts';
import {
  pageSignInRequest,
  postedMailForm,
  requestSource,
  signInLink,
  sourceLimitedProblem,
} from './account-mail-forms.ts';
import type { EmailFormView } from './account-page-parts.ts';
import type { SafeHtml } from './html.ts';
import type { SignInLink } from './password-pages.ts';
import { formField } from './read-form.ts';
import { sendPage } from './send-page.ts';
import type { SignInPaths } from './sign-in-paths.ts';

/** One of the forms that ask for an address and mail it a link ("Forgot password?", "Resend verification"). */
export interface MailRequestForm {
  /** Where the form is, and posts to (under the prefix of the sign-in it belongs to). */
  readonly path: string;
  readonly page: (view: EmailFormView & { readonly action: string; readonly back: SignInLink }) => SafeHtml;
  /** The same page whether or not anything was sent, so the answer reveals nothing. */
  readonly sentPage: (view: { readonly back: SignInLink }) => SafeHtml;
  readonly request: (
    context: ServiceContext,
    input: { readonly email: string; readonly source: string; readonly signInRequest: string },
  ) => Promise<ConfirmationRequestOutcome>;
}

/** GET shows the form (in the sign-in the person came from, if any); POST checks it and asks for the mail. */
export function addMailRequestForm(
  router: Router,
  context: ServiceContext,
  paths: SignInPaths,
  form: MailRequestForm,
): void {
  router.add(['GET', 'HEAD'], form.path, async ({ req, res, url }) => {
    const { request, headers } = await pageSignInRequest(
      context,
      req,
      url.searchParams.get('request'),
      paths,
    );
    sendPage(
      res,
      form.page({
        action: form.path,
        requestId: request.id,
        csrf: request.csrfToken,
        email: request.authorize?.loginHint ?? '',
        error: null,
        back: signInLink(request, paths),
      }),
      { headers },
    );
  });

  router.add('POST', form.path, async ({ req, res }) => {
    const posted = await postedMailForm(context, req, res, form.path);
    if (posted === null) return;
    const { fields, request } = posted;
    const email = normalizeEmail(formField(fields, 'email', { max: 254 }));
    const again = (error: string, status: number): void =>
      sendPage(
        res,
        form.page({
          action: form.path,
          requestId: request.id,
          csrf: request.csrfToken,
          email,
          error,
          back: signInLink(request, paths),
        }),
        { status },
      );
    if (!isPlausibleEmail(email)) {
      again('Enter the email address of your account.', 400);
      return;
    }
    const outcome = await form.request(context, {
      email,
      source: sourceKey(requestSource(req)),
      signInRequest: request.id,
    });
    if (outcome.kind === 'source-limited') {
      again(sourceLimitedProblem(outcome.retryAfterMs), 429);
      return;
    }
    sendPage(res, form.sentPage({ back: signInLink(request, paths) }));
  });
}
