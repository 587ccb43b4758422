import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedMailCount, waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-test-server.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

let c: V1TestClient;
beforeAll(async () => {
  c = await startV1();
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});
// Each test starts with fresh mail limits: they count per hour on the service clock.
afterEach(() => c.service.clock.advance(3600 * 1000));

const requestConfirmation = (email: string) =>
  c.request('POST', `/v1/users/requestconfirmation?apikey=${appKey}&email=${encodeURIComponent(email)}`, {
    token: null,
  });

describe('users/requestconfirmation', () => {
  it('mails the person the confirmation id and a link to the hosted reset page, and the id sets the password', async () => {
    const res = await requestConfirmation('Bob@Example.com');
    expect(res.status).toBe(204);
    const mail = await waitForStoredMail(c.service.dataDir, 'bob@example.com');
    expect(mail.subject).toBe('Choose a new Stint password');
    expect(mail.code).toMatch(/^[0-9a-f-]{36}$/);
    const link = new URL(mail.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${c.service.url}/auth/user_management/password/reset`);
    expect(link.searchParams.get('code')).toBe(mail.code);
    const change = await c.request('POST', `/v1/auth/confirm/${mail.code}?apikey=${appKey}`, {
      token: null,
      headers: { Authorization: basic('', 'bob-new-password') },
    });
    expect(change.status).toBe(204);
    expect(typeof (await c.login('bob@example.com', 'bob-new-password'))).toBe('string');
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    expect((await requestConfirmation('nobody@example.com')).status).toBe(204);
    expect((await requestConfirmation('not an address')).status).toBe(204);
    // A known address asked afterwards: once its mail is there, the unknown one's would be too.
    await requestConfirmation('erin@example.com');
    await waitForStoredMail(c.service.dataDir, 'erin@example.com');
    expect(storedMailCount(c.service.dataDir, 'nobody@example.com')).toBe(0);
  });

  it('sends at most five mails to one address per hour, answering 204 alike', async () => {
    const before = storedMailCount(c.service.dataDir, 'dave@example.com');
    for (let i = 0; i < 7; i += 1) expect((await requestConfirmation('dave@example.com')).status).toBe(204);
    await waitForStoredMail(c.service.dataDir, 'dave@example.com', { after: before + 4 });
    // Mail is written after the answer: give a sixth message time to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(storedMailCount(c.service.dataDir, 'dave@example.com')).toBe(before + 5);
  });

  it('answers 503 PE01-9002 with Retry-After after twenty requests from one network in an hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await requestConfirmation(`stranger${i}@example.com`)).status).toBe(204);
    }
    const refused = await requestConfirmation('alice@example.com');
    expect(refused.status).toBe(503);
    expect(refused.json).toMatchObject({ status: 503, code: 'PE01-9002' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    c.service.clock.advance(3600 * 1000);
    expect((await requestConfirmation('alice@example.com')).status).toBe(204);
  });
});

describe('register/signup', () => {
  it('mails the owner a confirmation link and code; the link confirms the address, the account id does not', async () => {
    const res = await c.request('POST', `/v1/register/signup?apikey=${appKey}`, {
      token: null,
      body: {
        account: { title: 'Mailed Co' },
        owner: { email: 'mia@example.com', firstName: 'Mia', lastName: 'Mail', password: 'mia-password' },
      },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json as object).sort()).toEqual(['accountUrl', 'id']);
    const { id, accountUrl } = res.json as { id: string; accountUrl: string };
    const mail = await waitForStoredMail(c.service.dataDir, 'mia@example.com');
    expect(mail.subject).toBe('Confirm your new Stint account');
    expect(mail.link).toBe(`${c.service.url}/auth/user_management/email/verify?code=${mail.code ?? ''}`);
    expect((await c.request('POST', `/v1/auth/confirm/${id}`, { token: null })).json).toMatchObject({
      code: 'PE01-1006',
    });
    const page = await fetch(mail.link ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Your email address is confirmed');
    expect(typeof (await c.login('mia@example.com', 'mia-password', accountUrl))).toBe('string');
    expect(
      (await c.request('POST', `/v1/auth/confirm/${mail.code ?? ''}`, { token: null })).json,
    ).toMatchObject({
      code: 'PE01-1006',
    });
  });
});

describe('over SMTP', () => {
  let sink: SmtpSink;
  let smtp: V1TestClient;
  beforeAll(async () => {
    sink = await startSmtpSink();
    smtp = await startV1({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    expect(smtp.service.errors).toEqual([]);
    await smtp.service.stop();
    await sink.stop();
  });

  it('delivers the reset mail to a real SMTP server with the code and the link', async () => {
    const res = await smtp.request(
      'POST',
      `/v1/users/requestconfirmation?apikey=${appKey}&email=alice@example.com`,
      { token: null },
    );
    expect(res.status).toBe(204);
    const [message] = await sink.waitForCount(1);
    expect(message?.to).toMatchObject({ value: [{ address: 'alice@example.com' }] });
    const header = message?.headers.get('x-stint-code');
    const code = typeof header === 'string' ? header : '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(message?.text).toContain(code);
    expect(message?.text).toContain(`${smtp.service.url}/auth/user_management/password/reset?code=${code}`);
  });
});
