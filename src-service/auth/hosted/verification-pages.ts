import type { ConfirmationProblem } from '../../identity/confirmations.ts';
import { withSignInRequest } from '../../mail/account-mail-paths.ts';
import { alertText, emailForm, statusText, type EmailFormView } from './account-page-parts.ts';
import { markup, type SafeHtml } from './html.ts';
import type { SignInLink } from './password-pages.ts';
import { layout } from './send-page.ts';

export const sentVerificationMessage =
  'If the address has an account that is not confirmed yet, we sent a new confirmation link. Check your mail: the link works once, for 24 hours.';

export function resendVerificationPage(
  view: EmailFormView & { readonly action: string; readonly back: SignInLink },
): SafeHtml {
  return layout(
    'Confirm your email address',
    markup`<h1>Confirm your email address</h1>
<p class="muted">Enter the email address of your account. If it is not confirmed yet, we send you a new confirmation link.</p>
${alertText(view.error)}
${emailForm(view, view.action, 'Send confirmation link')}
<p><a href="${view.back.href}">${view.back.label}</a></p>`,
  );
}

export function verificationSentPage(view: { readonly back: SignInLink }): SafeHtml {
  return layout(
    'Check your mail',
    markup`<h1>Check your mail</h1>
${statusText(sentVerificationMessage)}
<p><a href="${view.back.href}">${view.back.label}</a></p>`,
  );
}

export function addressConfirmedPage(view: { readonly email: string }): SafeHtml {
  return layout(
    'Email address confirmed',
    markup`<h1>Your email address is confirmed</h1>
${statusText(`${view.email} is confirmed. You can close this page and go on in Stint.`)}`,
  );
}

const problemSentences: Record<ConfirmationProblem, string> = {
  unknown: 'This confirmation link is not valid. Check that you opened the whole address from the mail.',
  used: 'This confirmation link was already used.',
  expired: 'This confirmation link has expired: links work for 24 hours after they are sent.',
};

export function confirmationProblemPage(view: {
  /** The "Resend verification" page to ask again at. */
  readonly resendVerification: string;
  readonly problem: ConfirmationProblem;
}): SafeHtml {
  return layout(
    'This link cannot be used',
    markup`<h1>This link cannot be used</h1>
<p role="alert">${problemSentences[view.problem]}</p>
<p><a href="${withSignInRequest(view.resendVerification, null)}">Ask for a new confirmation link</a></p>`,
  );
}
