import { invitationsPath } from '../../identity/identity-mail.ts';
import type { PendingInvitation } from '../../identity/invitations.ts';
import { markup, type SafeHtml } from './html.ts';
import { layout } from './send-page.ts';

export const invitationPaths = {
  /** The signed-in person's pending invitations (hosted area session). */
  list: invitationsPath,
  answer: `${invitationsPath}/answer`,
} as const;

const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const describe = (invitation: PendingInvitation): SafeHtml =>
  markup`<strong>${invitation.organizationTitle}</strong>${
    invitation.invitedBy === null ? '' : markup` (invited by ${invitation.invitedBy})`
  }, ${invitation.access === 'FULL' ? 'full access' : 'read-only access'}, until ${day(invitation.expiresAt)}`;

/** Accept and Decline buttons for one invitation; `hidden` carries the form's CSRF (and request) fields. */
function answerForms(action: string, hidden: SafeHtml, invitation: PendingInvitation): SafeHtml {
  const button = (answer: 'accept' | 'decline', label: string, secondary: boolean): SafeHtml =>
    markup`<form method="post" action="${action}">${hidden}<input type="hidden" name="invitation" value="${invitation.id}"><input type="hidden" name="answer" value="${answer}"><button type="submit"${secondary ? markup` class="secondary"` : ''} aria-label="${label} the invitation to ${invitation.organizationTitle}">${label}</button></form>`;
  return markup`<li><p>${describe(invitation)}</p><div class="answers">${button('accept', 'Accept', false)}${button('decline', 'Decline', true)}</div></li>`;
}

function invitationList(
  action: string,
  hidden: SafeHtml,
  invitations: readonly PendingInvitation[],
): SafeHtml {
  if (invitations.length === 0) return markup`<p class="muted">You have no pending invitations.</p>`;
  return markup`<ul class="invitations">
${invitations.map((invitation) => answerForms(action, hidden, invitation))}
</ul>`;
}

const notice = (message: string | null): SafeHtml =>
  message === null ? markup`` : markup`<p class="notice" role="status">${message}</p>`;

/** The hosted area's page of pending invitations. */
export function invitationsPage(view: {
  readonly csrf: string;
  readonly invitations: readonly PendingInvitation[];
  readonly message: string | null;
}): SafeHtml {
  const hidden = markup`<input type="hidden" name="csrf" value="${view.csrf}">`;
  return layout(
    'Invitations',
    markup`<h1>Invitations</h1>
<p class="muted">Organizations that invited you. You join one only by accepting.</p>
${notice(view.message)}
${invitationList(invitationPaths.answer, hidden, view.invitations)}
<p><a href="/auth/profile">Back to your profile</a></p>`,
    { wide: true },
  );
}

/** The sign-in step shown after the password check while invitations wait for an answer. */
export function invitationStepPage(view: {
  /** Where the step's forms post: the invitations step under the sign-in's prefix. */
  readonly action: string;
  readonly requestId: string;
  readonly csrf: string;
  readonly invitations: readonly PendingInvitation[];
  readonly message: string | null;
}): SafeHtml {
  const hidden = markup`<input type="hidden" name="request" value="${view.requestId}"><input type="hidden" name="csrf" value="${view.csrf}">`;
  return layout(
    'Invitations',
    markup`<h1>You have been invited</h1>
<p class="muted">Accept to join an organization, or decline. You can also answer later from your profile.</p>
${notice(view.message)}
${invitationList(view.action, hidden, view.invitations)}
<form method="post" action="${view.action}">${hidden}<input type="hidden" name="answer" value="later"><button type="submit" class="secondary">Continue without answering</button></form>`,
    { wide: true },
  );
}
