import type { ApiKeySummary } from '../../api-keys/api-keys.ts';
import { currencyChoices, timeZoneChoices } from '../../identity/organization-input.ts';
import { passwordRules } from '../../security/passwords.ts';
import { withSignInRequest } from '../../mail/account-mail-paths.ts';
import { markup, type SafeHtml } from './html.ts';
import { layout } from './send-page.ts';
import type { SignInPaths } from './sign-in-paths.ts';

export const hostedPaths = {
  profile: '/auth/profile',
  createKey: '/auth/profile/api-keys',
  deleteKey: '/auth/profile/api-keys/delete',
  signOut: '/auth/profile/sign-out',
} as const;

const alert = (message: string | null | undefined): SafeHtml =>
  message === null || message === undefined || message === ''
    ? markup``
    : markup`<p class="error" role="alert" id="form-error">${message}</p>`;

const notice = (message: string | null | undefined): SafeHtml =>
  message === null || message === undefined || message === ''
    ? markup``
    : markup`<p class="notice" role="status">${message}</p>`;

const hidden = (requestId: string, csrf: string): SafeHtml =>
  markup`<input type="hidden" name="request" value="${requestId}"><input type="hidden" name="csrf" value="${csrf}">`;

export interface SignInView {
  readonly paths: SignInPaths;
  readonly requestId: string;
  readonly csrf: string;
  readonly email?: string | null;
  readonly error?: string | null;
  readonly purposeLine: string;
}

export function signInPage(view: SignInView): SafeHtml {
  const described =
    view.error === null || view.error === undefined ? '' : markup` aria-describedby="form-error"`;
  return layout(
    'Sign in',
    markup`<h1>Sign in</h1>
<p class="muted">${view.purposeLine}</p>
${alert(view.error)}
<form method="post" action="${view.paths.signIn}" novalidate>
${hidden(view.requestId, view.csrf)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${view.email ?? ''}"${described} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button>
</form>
<p><a href="${withSignInRequest(view.paths.forgotPassword, view.requestId)}">Forgot password?</a></p>
<p>New to Stint? <a href="${view.paths.signUp}?request=${encodeURIComponent(view.requestId)}">Create an account</a></p>
<p class="muted">Email address not confirmed? <a href="${withSignInRequest(view.paths.resendVerification, view.requestId)}">Resend verification</a></p>`,
  );
}

export interface SignUpValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly organizationName: string;
  readonly timeZone: string | null;
  readonly currency: string;
}

export const emptySignUp: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  organizationName: '',
  timeZone: null,
  currency: 'EUR',
};

const textField = (id: string, label: string, type: string, value: string, autocomplete: string): SafeHtml =>
  markup`<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required value="${value}">`;

export function signUpPage(view: {
  paths: SignInPaths;
  requestId: string;
  csrf: string;
  values: SignUpValues;
  error?: string | null;
}): SafeHtml {
  const { values } = view;
  const zone = values.timeZone ?? 'UTC';
  return layout(
    'Create an account',
    markup`<h1>Create an account</h1>
<p class="muted">Your account and your organization are created together; you can invite others later.</p>
${alert(view.error)}
<form method="post" action="${view.paths.signUp}" novalidate>
${hidden(view.requestId, view.csrf)}
${textField('first_name', 'First name', 'text', values.firstName, 'given-name')}
${textField('last_name', 'Last name', 'text', values.lastName, 'family-name')}
${textField('email', 'Email', 'email', values.email, 'email')}
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${passwordRules.minLength}" aria-describedby="password-rule">
<p class="muted" id="password-rule">At least ${passwordRules.minLength} characters.</p>
${textField('organization_name', 'Organization name', 'text', values.organizationName, 'organization')}
<label for="time_zone">Time zone</label>
<select id="time_zone" name="time_zone" data-chosen="${values.timeZone === null ? 'false' : 'true'}">
${timeZoneChoices().map((z) => markup`<option value="${z}"${z === zone ? markup` selected` : ''}>${z}</option>`)}
</select>
<label for="currency">Currency</label>
<select id="currency" name="currency">
${currencyChoices().map((c) => markup`<option value="${c}"${c === values.currency ? markup` selected` : ''}>${c}</option>`)}
</select>
<button type="submit">Create account</button>
</form>
<p>Already have an account? <a href="${view.paths.signIn}?request=${encodeURIComponent(view.requestId)}">Sign in</a></p>`,
    { scripts: true },
  );
}

export function chooseOrganizationPage(view: {
  paths: SignInPaths;
  requestId: string;
  csrf: string;
  organizations: readonly { authOrganizationId: string; title: string }[];
  message?: string | null;
}): SafeHtml {
  const choices = view.organizations.map(
    (org, index) =>
      markup`<label class="choice"><input type="radio" name="organization" value="${org.authOrganizationId}"${index === 0 ? markup` checked` : ''}> ${org.title}</label>`,
  );
  return layout(
    'Choose an organization',
    markup`<h1>Choose an organization</h1>
${alert(view.message)}
<form method="post" action="${view.paths.organization}">
${hidden(view.requestId, view.csrf)}
<fieldset>
<legend>Organizations you belong to</legend>
${choices}
</fieldset>
<button type="submit">Continue</button>
</form>`,
  );
}

export function errorPage(problem: string): SafeHtml {
  return layout(
    'Sign-in cannot continue',
    markup`<h1>Sign-in cannot continue</h1>
<p role="alert">${problem}</p>
<p class="muted">Go back to the application and start signing in again.</p>`,
  );
}

const when = (ms: number | null): string =>
  ms === null ? 'never' : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function keyTable(keys: readonly ApiKeySummary[], csrf: string): SafeHtml {
  if (keys.length === 0) return markup`<p class="muted">You have no API keys.</p>`;
  const rows = keys.map(
    (key) => markup`<tr>
<td>${key.name}</td><td class="key">${key.hint}…</td><td>${key.organizationTitle}</td><td>${when(key.createdAt)}</td><td>${when(key.lastUsedAt)}</td>
<td><form method="post" action="${hostedPaths.deleteKey}"><input type="hidden" name="csrf" value="${csrf}"><input type="hidden" name="key" value="${key.id}"><button type="submit" class="secondary" aria-label="Delete API key ${key.name}">Delete</button></form></td>
</tr>`,
  );
  return markup`<table>
<caption class="muted">Keys act as you in one organization, with your access there.</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Organization</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Action</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

function createKeyForm(organizations: readonly { id: string; title: string }[], csrf: string): SafeHtml {
  if (organizations.length === 0) {
    return markup`<p class="muted">You belong to no organization yet, so you cannot create an API key.</p>`;
  }
  return markup`<form method="post" action="${hostedPaths.createKey}">
<input type="hidden" name="csrf" value="${csrf}">
<label for="key_name">Key name</label>
<input id="key_name" name="name" type="text" required maxlength="100" placeholder="e.g. Invoice export">
<label for="key_organization">Organization</label>
<select id="key_organization" name="organization">
${organizations.map((org) => markup`<option value="${org.id}">${org.title}</option>`)}
</select>
<button type="submit">Create API key</button>
</form>`;
}

export function profilePage(view: {
  email: string;
  displayName: string;
  csrf: string;
  keys: readonly ApiKeySummary[];
  organizations: readonly { id: string; title: string }[];
  message?: string | null;
  error?: string | null;
}): SafeHtml {
  return layout(
    'Profile',
    markup`<div class="row"><h1>Profile</h1>
<form method="post" action="${hostedPaths.signOut}"><input type="hidden" name="csrf" value="${view.csrf}"><button type="submit" class="secondary">Sign out</button></form></div>
<p>Signed in as <strong>${view.displayName}</strong> (${view.email})</p>
${notice(view.message)}
${alert(view.error)}
<p><a href="/auth/invitations">Invitations to organizations</a></p>
<section aria-labelledby="api-keys-heading">
<h2 id="api-keys-heading">API keys</h2>
${keyTable(view.keys, view.csrf)}
<h3>Create an API key</h3>
${createKeyForm(view.organizations, view.csrf)}
</section>`,
    { wide: true },
  );
}

export function apiKeyCreatedPage(view: { name: string; organizationTitle: string; key: string }): SafeHtml {
  return layout(
    'API key created',
    markup`<h1>API key created</h1>
<p role="status">Copy the key <strong>${view.name}</strong> for ${view.organizationTitle} now. It is shown only this once.</p>
<label for="new-key">Your new API key</label>
<input id="new-key" type="text" class="key" readonly value="${view.key}">
<p class="muted">Send it in the <code>X-Api-Key</code> header. Delete it in your profile when you no longer need it.</p>
<p><a href="${hostedPaths.profile}">Back to API keys</a></p>`,
    { wide: true },
  );
}
