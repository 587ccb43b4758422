import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInvitationAsPerson, hostedSession } from '../../testing/accept-invitation.ts';
import {
  authenticate,
  authorizeUrl,
  inputValue,
  newPkce,
  ScriptedBrowser,
  type TokenResponseBody,
} from '../../testing/sign-in-client.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-test-server.ts';
import { startV1, type V1TestClient } from '../../v1/testing/v1-test-client.ts';
import { serviceRow } from '../testing/service-rows.ts';

let sink: SmtpSink;
let c: V1TestClient;
beforeAll(async () => {
  sink = await startSmtpSink();
  c = await startV1({ smtpUrl: sink.url });
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
  await sink.stop();
});

const erin = { email: 'erin@example.com', password: 'erin-password' };

/** Erin belongs to no account, so no v1 answer names her: ids are read beside the service. */
async function userIdOf(email: string): Promise<string> {
  const row = await serviceRow<{ id: string }>(c.service, 'SELECT id FROM users WHERE email = ?', [email]);
  if (row === undefined) throw new Error(`No user ${email}.`);
  return row.id;
}

const erinUserId = (): Promise<string> => userIdOf(erin.email);

async function inviteErin(access: 'FULL' | 'READ'): Promise<void> {
  const alice = await c.login('alice@example.com', 'alice-password');
  const res = await c.request('POST', 'accesses', {
    token: alice,
    body: { user: { id: await erinUserId() }, access },
  });
  expect(res.status).toBe(201);
}

describe('hosted invitations', () => {
  it('mails the invitation over SMTP and shows it as a step of the sign-in; accepting selects the account', async () => {
    await inviteErin('READ');
    const [mail] = await sink.waitForCount(1);
    expect(mail?.subject).toBe('Acme Studio invites you to Stint');
    expect(mail?.to).toMatchObject({ text: erin.email });
    expect(mail?.text).toContain('read-only access');
    expect(mail?.headers.get('x-stint-link')).toBe(`${c.service.url}/auth/invitations`);

    const pkce = newPkce();
    const browser = new ScriptedBrowser(c.service.url);
    const start = await browser.get(authorizeUrl(c.service.url, pkce));
    const request = inputValue(start.html, 'request') ?? '';
    const csrf = inputValue(start.html, 'csrf') ?? '';
    const step = await browser.post('/auth/user_management/authorize/sign-in', { request, csrf, ...erin });
    expect(step.status).toBe(200);
    expect(step.html).toContain('You have been invited');
    expect(step.html).toContain('<strong>Acme Studio</strong> (invited by Alice');
    expect(step.headers.get('content-security-policy')).toContain(`form-action 'self' ${pkce.redirectUri}`);
    const invitation = inputValue(step.html, 'invitation') ?? '';
    // The request's CSRF token is required.
    const forged = await browser.post('/auth/user_management/authorize/invitations', {
      request,
      csrf: 'x'.repeat(32),
      invitation,
      answer: 'accept',
    });
    expect(forged.status).toBe(400);
    const done = await browser.post('/auth/user_management/authorize/invitations', {
      request,
      csrf,
      invitation,
      answer: 'accept',
    });
    expect(done.status).toBe(303);
    const callback = new URL(done.location ?? '');
    expect(callback.searchParams.get('state')).toBe(pkce.state);
    const tokens = await authenticate(c.service.url, {
      grant_type: 'authorization_code',
      client_id: 'stint-desktop',
      code: callback.searchParams.get('code'),
      code_verifier: pkce.verifier,
    });
    expect(tokens.status).toBe(200);
    expect((tokens.body as unknown as TokenResponseBody).organization_id).toMatch(/^org_/);
    expect(typeof (await c.login(erin.email, erin.password))).toBe('string');
  });

  it('lists invitations on the profile area, declines with the CSRF token, and joins nobody', async () => {
    const alice = await c.login('alice@example.com', 'alice-password', 'globex');
    const erinId = await erinUserId();
    expect(
      (await c.request('POST', '/t/globex/v1/accesses', { token: alice, body: { user: { id: erinId } } }))
        .status,
    ).toBe(201);
    const browser = await hostedSession(c.service.url, erin.email, erin.password);
    expect((await browser.get('/auth/profile')).html).toContain('<a href="/auth/invitations">');
    const page = await browser.get('/auth/invitations');
    expect(page.html).toContain('Globex Labs');
    const refused = await browser.post('/auth/invitations/answer', {
      csrf: 'wrong',
      invitation: inputValue(page.html, 'invitation') ?? '',
      answer: 'accept',
    });
    expect(refused.status).toBe(403);
    const html = await answerInvitationAsPerson(c.service.url, erin, 'Globex Labs', 'decline');
    expect(html).toContain('Invitation declined.');
    expect(html).toContain('You have no pending invitations.');
    await expect(c.login(erin.email, erin.password, 'globex')).rejects.toThrow();
    // Signed out, the page sends the browser to sign in first.
    expect((await new ScriptedBrowser(c.service.url).get('/auth/invitations')).location).toBe(
      '/auth/profile',
    );
  });

  it('keeps the step of a sign-in opened at the host root at the root', async () => {
    const alice = await c.login('alice@example.com', 'alice-password', 'globex');
    const bobId = await userIdOf('bob@example.com');
    const invited = await c.request('POST', '/t/globex/v1/accesses', {
      token: alice,
      body: { user: { id: bobId } },
    });
    expect(invited.status).toBe(201);

    const pkce = newPkce();
    const browser = new ScriptedBrowser(c.service.url);
    const start = await browser.get(
      authorizeUrl(c.service.url, pkce).replace('/auth/user_management/', '/user_management/'),
    );
    const request = inputValue(start.html, 'request') ?? '';
    const csrf = inputValue(start.html, 'csrf') ?? '';
    const step = await browser.post('/user_management/authorize/sign-in', {
      request,
      csrf,
      email: 'bob@example.com',
      password: 'bob-password',
    });
    expect(step.html).toContain('You have been invited');
    const actions = [...step.html.matchAll(/action="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(actions)).toEqual(new Set(['/user_management/authorize/invitations']));
    const done = await browser.post('/user_management/authorize/invitations', {
      request,
      csrf,
      answer: 'later',
    });
    expect(done.status).toBe(303);
    expect(new URL(done.location ?? '').searchParams.get('state')).toBe(pkce.state);
  });
});
