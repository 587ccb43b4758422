import { inputValue, ScriptedBrowser } from './sign-in-client.ts';

/** Signs in on the hosted profile page: the browser then holds the hosted area's session. */
export async function hostedSession(
  baseUrl: string,
  email: string,
  password: string,
): Promise<ScriptedBrowser> {
  const browser = new ScriptedBrowser(baseUrl);
  const form = await browser.get('/auth/profile');
  const done = await browser.post('/auth/user_management/authorize/sign-in', {
    request: inputValue(form.html, 'request') ?? '',
    csrf: inputValue(form.html, 'csrf') ?? '',
    email,
    password,
  });
  if (done.status !== 303) throw new Error(`hosted sign-in of ${email} failed (${done.status})`);
  return browser;
}

/**
 * The invited person answers their invitation to `organizationTitle` on the hosted invitations
 * page, as a browser would (Accept or Decline form with the session's CSRF token).
 */
export async function answerInvitationAsPerson(
  baseUrl: string,
  person: { email: string; password: string },
  organizationTitle: string,
  answer: 'accept' | 'decline' = 'accept',
): Promise<string> {
  const browser = await hostedSession(baseUrl, person.email, person.password);
  const page = await browser.get('/auth/invitations');
  const label = answer === 'accept' ? 'Accept' : 'Decline';
  const form = [
    ...page.html.matchAll(/<form method="post" action="\/auth\/invitations\/answer">(.*?)<\/form>/g),
  ]
    .map((m) => m[1] ?? '')
    .find((html) => html.includes(`aria-label="${label} the invitation to ${organizationTitle}"`));
  if (form === undefined) throw new Error(`no invitation to ${organizationTitle} for ${person.email}`);
  const done = await browser.post('/auth/invitations/answer', {
    csrf: inputValue(form, 'csrf') ?? '',
    invitation: inputValue(form, 'invitation') ?? '',
    answer,
  });
  return (await browser.get(done.location ?? '/auth/invitations')).html;
}
