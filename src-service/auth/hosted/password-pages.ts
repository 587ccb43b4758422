import type { ConfirmationProblem } from '../../identity/confirmations.ts';
import { utcText } from '../../mail/confirmation-mails.ts';
import { passwordRules } from '../../security/passwords.ts';
import { withSignInRequest } from '../../mail/account-mail-paths.ts';
import { alertText, emailForm, formTokens, statusText, type EmailFormView } from './account-page-parts.ts';
import { markup, type SafeHtml } from './html.ts';
import { layout } from './send-page.ts';

/** Where "back to sign in" leads: the sign-in the person came from, or the profile's sign-in. */
export interface SignInLink {
  readonly href: string;
  readonly label: string;
}

export const sentResetMessage =
  'If the address has an account, we sent a link to choose a new password. Check your mail: the link works once, for 24 hours.';

export function forgotPasswordPage(
  view: EmailFormView & { readonly action: string; readonly back: SignInLink },
): SafeHtml {
  return layout(
    'Forgot your password?',
    markup`<h1>Forgot your password?</h1>
<p class="muted">Enter the email address of your account. We send you a link to choose a new password.</p>
${alertText(view.error)}
${emailForm(view, view.action, 'Send link')}
<p><a href="${view.back.href}">${view.back.label}</a></p>`,
  );
}

export function resetMailSentPage(view: { readonly back: SignInLink }): SafeHtml {
  return layout(
    'Check your mail',
    markup`<h1>Check your mail</h1>
${statusText(sentResetMessage)}
<p><a href="${view.back.href}">${view.back.label}</a></p>`,
  );
}

export function resetPasswordPage(view: {
  readonly action: string;
  readonly requestId: string;
  readonly csrf: string;
  readonly code: string;
  readonly expiresAt: number;
  readonly error: string | null;
}): SafeHtml {
  return layout(
    'Choose a new password',
    markup`<h1>Choose a new password</h1>
<p class="muted">This link works once, until ${utcText(view.expiresAt)}.</p>
${alertText(view.error)}
<form method="post" action="${view.action}" novalidate>
${formTokens(view)}
<input type="hidden" name="code" value="${view.code}">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${passwordRules.minLength}" aria-describedby="password-rule${view.error === null ? '' : ' form-error'}" autofocus>
<p class="muted" id="password-rule">At least ${passwordRules.minLength} characters.</p>
<button type="submit">Set new password</button>
</form>`,
  );
}

const problemSentences: Record<ConfirmationProblem, string> = {
  unknown: 'This link is not valid. Check that you opened the whole address from the mail.',
  used: 'This link was already used. Each link works once.',
  expired: 'This link has expired: links work for 24 hours after they are sent.',
};

export function resetLinkProblemPage(view: {
  /** The "Forgot password?" page to ask again at. */
  readonly forgotPassword: string;
  readonly problem: ConfirmationProblem;
  readonly requestId: string | null;
}): SafeHtml {
  return layout(
    'This link cannot be used',
    markup`<h1>This link cannot be used</h1>
<p role="alert">${problemSentences[view.problem]}</p>
<p><a href="${withSignInRequest(view.forgotPassword, view.requestId)}">Ask for a new link</a></p>`,
  );
}

export function passwordChangedPage(view: { readonly back: SignInLink }): SafeHtml {
  return layout(
    'Password changed',
    markup`<h1>Your password is changed</h1>
${statusText('Sign in with your new password from now on.')}
<p><a href="${view.back.href}">${view.back.label}</a></p>`,
  );
}
