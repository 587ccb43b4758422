import { markup, type SafeHtml } from './html.ts';
import { layout } from './send-page.ts';

/** Pieces the mail-related pages share with the look of the sign-in pages. */
export const alertText = (message: string | null | undefined): SafeHtml =>
  message === null || message === undefined || message === ''
    ? markup``
    : markup`<p class="error" role="alert" id="form-error">${message}</p>`;

export const statusText = (message: string): SafeHtml =>
  markup`<p class="notice" role="status">${message}</p>`;

/** The sign-in request (when there is one) and the CSRF token every form carries. */
export const formTokens = (view: { readonly requestId: string; readonly csrf: string }): SafeHtml =>
  markup`<input type="hidden" name="request" value="${view.requestId}"><input type="hidden" name="csrf" value="${view.csrf}">`;

/** aria-describedby for a field when the form shows an error. */
export const describedByError = (error: string | null | undefined): SafeHtml =>
  error === null || error === undefined || error === '' ? markup`` : markup` aria-describedby="form-error"`;

export interface EmailFormView {
  readonly requestId: string;
  readonly csrf: string;
  readonly email: string;
  readonly error: string | null;
}

/** The one-field form of "Forgot password?" and "Resend verification". */
export function emailForm(view: EmailFormView, action: string, button: string): SafeHtml {
  return markup`<form method="post" action="${action}" novalidate>
${formTokens(view)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${view.email}"${describedByError(view.error)} autofocus>
<button type="submit">${button}</button>
</form>`;
}

/** A form whose sign-in request expired (30 minutes) or came from another browser. */
export function formExpiredPage(again: string): SafeHtml {
  return layout(
    'The form has expired',
    markup`<h1>The form has expired</h1>
<p role="alert">This form was open too long, or was sent from another browser. Nothing was changed.</p>
<p><a href="${again}">Open it again</a></p>`,
  );
}
