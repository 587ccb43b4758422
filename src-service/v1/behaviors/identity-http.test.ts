import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedMailCount, waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import type { SqlInput } from '../../storage/sql-database.ts';
import { serviceRow } from '../testing/service-database.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

type Obj = Record<string, unknown>;

let c: V1TestClient;
beforeAll(async () => {
  c = await startV1();
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

/** Signs up an account of one's own through the public registration, confirmed, and logs in as its owner. */
async function ownAccount(url: string, email: string): Promise<string> {
  const signup = await c.request('POST', '/v1/register/signup', {
    token: null,
    body: {
      account: { title: `${url} Ltd`, accountUrl: url },
      owner: { email, firstName: 'Mallory', lastName: 'Evil', password: `${url}-password` },
    },
  });
  expect(signup.status).toBe(201);
  // The address is confirmed with the code mailed to it (the account id alone confirms nothing).
  const code = (await waitForStoredMail(c.service.dataDir, email)).code;
  expect((await c.request('POST', `/v1/auth/confirm/${String(code)}`, { token: null })).status).toBe(204);
  return c.login(email, `${url}-password`, url);
}

const evil = (path: string): string => `/t/evil/v1/${path}`;

/** One row of the service's database, read beside the running service. */
function dbRow(sql: string, ...params: SqlInput[]): Promise<object | undefined> {
  return serviceRow(c.service, sql, params);
}

const idOf = async (email: string): Promise<string> =>
  ((await dbRow('SELECT id FROM users WHERE email = ?', email)) as { id: string }).id;

const confirmPassword = (cid: string, password: string) =>
  c.request('POST', `/v1/auth/confirm/${cid}?apikey=${appKey}`, {
    token: null,
    headers: { Authorization: basic('', password) },
  });

let evilToken = '';

describe('issue 13: an account owner cannot take over a person of other accounts', () => {
  it('adding Alice to their own account and asking for her password confirmation gives nothing', async () => {
    evilToken = await ownAccount('evil', 'mallory@example.com');
    const added = await c.request('POST', evil('users?response_object=true'), {
      token: evilToken,
      body: { email: 'alice@example.com' },
    });
    // An invitation, echoing only what was sent: nothing of Alice's identity or other accounts.
    expect(added.status).toBe(201);
    expect(Object.keys(added.json as Obj).sort()).toEqual(
      ['access', 'account', 'createdAt', 'email', 'expiresAt', 'id', 'status'].sort(),
    );
    expect(added.json).toMatchObject({ email: 'alice@example.com', status: 'pending', access: 'FULL' });
    const aliceId = await idOf('alice@example.com');
    expect((await c.request('GET', evil(`users/${aliceId}`), { token: evilToken })).status).toBe(404);
    const conf = await c.request('POST', evil(`users/${aliceId}/$confirmation`), { token: evilToken });
    expect(conf.json).toMatchObject({ status: 404, code: 'PE01-1101' });
    const cid = (conf.json as Obj | undefined)?.id;
    if (typeof cid === 'string') await confirmPassword(cid, 'taken-over-password');
    const put = await c.request('PUT', evil(`users/${aliceId}`), {
      token: evilToken,
      body: { version: 1, email: 'mallory+alice@example.com', active: false },
    });
    expect(put.status).toBe(404);
    await expect(c.login('alice@example.com', 'taken-over-password')).rejects.toThrow();
    expect(typeof (await c.login('alice@example.com', 'alice-password'))).toBe('string');
    const mail = await waitForStoredMail(c.service.dataDir, 'alice@example.com');
    expect(mail.subject).toBe('evil Ltd invites you to Stint');
  });

  it('Alice sees the invitation on users/@self and joins only by accepting', async () => {
    const alice = await c.login('alice@example.com', 'alice-password');
    const me = (await c.request('GET', 'users/@self', { token: alice })).json as Obj;
    const pending = me.pendingInvitations as Obj[];
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ account: { name: 'evil Ltd', url: 'evil' }, access: 'FULL' });
    await expect(c.login('alice@example.com', 'alice-password', 'evil')).rejects.toThrow();
    // Nobody else answers for her, not even through her id.
    const bob = await c.login('bob@example.com', 'bob-password');
    const aliceId = me.id as string;
    expect(
      (
        await c.request('POST', `users/${aliceId}/$acceptinvitation?invitation=${String(pending[0]?.id)}`, {
          token: bob,
        })
      ).json,
    ).toMatchObject({ status: 403, code: 'PE01-1008' });
    // Other users' objects carry no invitations.
    const users = (await c.request('GET', 'users', { token: bob })).json as Obj[];
    expect(users.filter((u) => 'pendingInvitations' in u).map((u) => u.id)).toEqual([
      await idOf('bob@example.com'),
    ]);
    const accepted = await c.request(
      'POST',
      `users/@self/$acceptinvitation?invitation=${String(pending[0]?.id)}`,
      {
        token: alice,
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted', account: { url: 'evil' } });
    expect(
      (
        await c.request('POST', `users/@self/$acceptinvitation?invitation=${String(pending[0]?.id)}`, {
          token: alice,
        })
      ).json,
    ).toMatchObject({ code: 'PE01-1101' });
    expect(typeof (await c.login('alice@example.com', 'alice-password', 'evil'))).toBe('string');
    expect(
      ((await c.request('GET', 'users/@self', { token: alice })).json as Obj).pendingInvitations,
    ).toEqual([]);
  });

  it('a declined invitation makes nobody a member; inviting twice is refused', async () => {
    const bobId = await idOf('bob@example.com');
    const invited = await c.request('POST', evil('accesses'), {
      token: evilToken,
      body: { user: { id: bobId }, access: 'READ' },
    });
    expect(invited.status).toBe(201);
    expect(invited.json).toMatchObject({ user: { id: bobId }, access: 'READ', status: 'pending' });
    expect(Object.keys(invited.json as Obj)).not.toContain('email');
    expect((await waitForStoredMail(c.service.dataDir, 'bob@example.com')).subject).toBe(
      'evil Ltd invites you to Stint',
    );
    expect(
      (await c.request('POST', evil('accesses'), { token: evilToken, body: { user: { id: bobId } } })).json,
    ).toMatchObject({ status: 409, code: 'PE01-1102' });
    const bob = await c.login('bob@example.com', 'bob-password');
    const id = String(
      ((await c.request('GET', 'users/@self', { token: bob })).json as { pendingInvitations: Obj[] })
        .pendingInvitations[0]?.id,
    );
    expect(
      (await c.request('POST', `users/@self/$declineinvitation?invitation=${id}`, { token: bob })).status,
    ).toBe(204);
    await expect(c.login('bob@example.com', 'bob-password', 'evil')).rejects.toThrow();
  });
});

describe('identity belongs to the person; the owner manages the membership', () => {
  it('refuses an owner changing identity fields of a member, naming the field, and keeps unchanged values', async () => {
    const alice = await c.login('alice@example.com', 'alice-password');
    const bobId = await idOf('bob@example.com');
    const bob = (await c.request('GET', `users/${bobId}`, { token: alice })).json as Obj;
    for (const [field, value] of [
      ['email', 'bob.new@example.com'],
      ['firstName', 'Robert'],
      ['lastName', 'Other'],
      ['phone', '+43 1 234'],
      ['active', false],
    ] as const) {
      const res = await c.request('PUT', `users/${bobId}`, {
        token: alice,
        body: { version: bob.version, [field]: value },
      });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ status: 403, code: 'PE01-1008', message: expect.any(String) });
      expect((res.json as Obj).description).toMatch(new RegExp(`^User\\.${field}: `));
    }
    const set = await c.request('POST', `users/${bobId}/$set?firstName=Robert`, { token: alice });
    expect(set.json).toMatchObject({
      code: 'PE01-1008',
      description: expect.stringMatching(/^User\.firstName/),
    });
    // The whole object sent back unchanged is no change.
    const same = await c.request('PUT', `users/${bobId}`, {
      token: alice,
      body: { version: bob.version, email: bob.email, firstName: bob.firstName, active: true },
    });
    expect(same.status).toBe(204);
    const after = (await c.request('GET', `users/${bobId}`, { token: alice })).json as Obj;
    expect(after).toMatchObject({ email: 'bob@example.com', firstName: bob.firstName, active: true });
  });

  it('lets the owner change the access level, and the member’s own token follows it', async () => {
    const alice = await c.login('alice@example.com', 'alice-password');
    const daveId = await idOf('dave@example.com');
    const access = (
      (
        await c.request('GET', `accesses?$filter=${encodeURIComponent(`user/id eq '${daveId}'`)}`, {
          token: alice,
        })
      ).json as Obj[]
    )[0] as Obj;
    expect(access.access).toBe('FULL');
    const dave = await c.login('dave@example.com', 'dave-password');
    // A full member changes their own names and phone.
    const self = (await c.request('GET', 'users/@self', { token: dave })).json as Obj;
    expect(
      (
        await c.request('PUT', 'users/@self', {
          token: dave,
          body: { version: self.version, firstName: 'David', phone: '+1 555' },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await c.request('PUT', `accesses/${String(access.id)}`, {
          token: alice,
          body: { version: access.version, access: 'READ' },
        })
      ).status,
    ).toBe(204);
    expect(
      (await c.request('POST', 'time/clients', { token: dave, body: { name: 'x' } })).json,
    ).toMatchObject({
      code: 'PE01-1008',
    });
    const now = (await c.request('GET', 'users/@self', { token: dave })).json as Obj;
    expect(now).toMatchObject({ firstName: 'David', phone: '+1 555' });
    const back = (await c.request('GET', `accesses/${String(access.id)}`, { token: alice })).json as Obj;
    await c.request('PUT', `accesses/${String(access.id)}`, {
      token: alice,
      body: { version: back.version, access: 'FULL' },
    });
  });

  it('refuses a read-only member changing their own e-mail address or active flag', async () => {
    const bob = await c.login('bob@example.com', 'bob-password');
    const self = (await c.request('GET', 'users/@self', { token: bob })).json as Obj;
    for (const [field, value] of [
      ['email', 'bob.elsewhere@example.com'],
      ['active', false],
    ] as const) {
      const res = await c.request('PUT', 'users/@self', {
        token: bob,
        body: { version: self.version, [field]: value },
      });
      expect(res.json).toMatchObject({ status: 403, code: 'PE01-1008' });
      expect((res.json as Obj).description).toMatch(new RegExp(`^User\\.${field}: .*read only`));
    }
    expect(await dbRow('SELECT email, active FROM users WHERE id = ?', self.id as string)).toEqual({
      email: 'bob@example.com',
      active: 1,
    });
  });

  it('mails a password confirmation asked for another person to them, and answers no id', async () => {
    const alice = await c.login('alice@example.com', 'alice-password');
    const bobId = await idOf('bob@example.com');
    const before = storedMailCount(c.service.dataDir, 'bob@example.com');
    const res = await c.request('POST', `users/${bobId}/$confirmation`, { token: alice });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const mail = await waitForStoredMail(c.service.dataDir, 'bob@example.com', { after: before });
    expect(mail.subject).toBe('Change your Stint password');
    expect(mail.code).toMatch(/^[0-9a-f-]{36}$/);
    // Only Bob, who reads the mail, sets the password.
    expect((await confirmPassword(String(mail.code), 'bobs-own-new-password')).status).toBe(204);
    expect(typeof (await c.login('bob@example.com', 'bobs-own-new-password'))).toBe('string');
    // For oneself the id is the answer, as the interface document says.
    const own = await c.request('POST', 'users/@self/$confirmation', { token: alice });
    expect(own.status).toBe(201);
    expect((own.json as Obj).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('invites a new address as an unverified person without password and mails them a code', async () => {
    const alice = await c.login('alice@example.com', 'alice-password');
    const withPassword = await c.request('POST', 'users', {
      token: alice,
      body: { email: 'nina@example.com', password: 'chosen-by-alice' },
    });
    expect(withPassword.json).toMatchObject({
      status: 403,
      code: 'PE01-1008',
      description: expect.stringMatching(/^User\.password/),
    });
    const res = await c.request('POST', 'users', {
      token: alice,
      body: { email: 'Nina@Example.com', firstName: 'Nina', lastName: 'New' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ email: 'nina@example.com', status: 'pending' });
    expect(
      await dbRow(
        'SELECT first_name, email_verified, password_hash FROM users WHERE email = ?',
        'nina@example.com',
      ),
    ).toEqual({
      first_name: 'Nina',
      email_verified: 0,
      password_hash: null,
    });
    const mail = await waitForStoredMail(c.service.dataDir, 'nina@example.com');
    expect(mail.subject).toBe('Acme Studio invites you to Stint');
    expect(String(mail.code)).toMatch(/^[0-9a-f-]{36}$/);
    // Her first step is choosing a password, on the hosted page the link opens.
    expect(mail.link).toBe(
      `${c.service.url}/auth/user_management/password/reset?code=${encodeURIComponent(String(mail.code))}`,
    );
    // Not a member before accepting; the owner cannot read her.
    expect((await c.request('GET', `users/${await idOf('nina@example.com')}`, { token: alice })).status).toBe(
      404,
    );
    expect((await confirmPassword(String(mail.code), 'nina-password')).status).toBe(204);
    expect(await dbRow('SELECT email_verified FROM users WHERE email = ?', 'nina@example.com')).toEqual({
      email_verified: 1,
    });
    await expect(c.login('nina@example.com', 'nina-password')).rejects.toThrow();
  });

  it('removing a person from the account leaves their identity as it is', async () => {
    const alice = await c.login('alice@example.com', 'alice-password', 'evil');
    const before = await dbRow(
      'SELECT email, first_name, last_name, active, email_verified, password_hash, version FROM users WHERE email = ?',
      'mallory@example.com',
    );
    const mallory = await idOf('mallory@example.com');
    // Alice is no owner in evil: she cannot remove Mallory; Mallory removes Alice.
    expect((await c.request('DELETE', evil(`users/${mallory}`), { token: alice })).json).toMatchObject({
      code: 'PE01-1008',
    });
    const aliceBefore = await dbRow('SELECT * FROM users WHERE email = ?', 'alice@example.com');
    expect(
      (await c.request('DELETE', evil(`users/${await idOf('alice@example.com')}`), { token: evilToken }))
        .status,
    ).toBe(204);
    expect(await dbRow('SELECT * FROM users WHERE email = ?', 'alice@example.com')).toEqual(aliceBefore);
    expect(
      await dbRow(
        'SELECT email, first_name, last_name, active, email_verified, password_hash, version FROM users WHERE email = ?',
        'mallory@example.com',
      ),
    ).toEqual(before);
    expect(typeof (await c.login('alice@example.com', 'alice-password', 'acme'))).toBe('string');
  });
});
