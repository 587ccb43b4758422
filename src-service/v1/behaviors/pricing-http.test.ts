import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceLevels, type PriceScopeField } from '../pricing/price-priority.ts';
import { waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

let c: V1TestClient;
const ids: Record<PriceScopeField, string> = { task: '', project: '', client: '', user: '', workType: '' };

interface Obj {
  id: string;
  version: number;
  [k: string]: unknown;
}

async function post(path: string, body: unknown): Promise<Obj> {
  const res = await c.request('POST', `${path}${path.includes('?') ? '&' : '?'}response_object=true`, {
    body,
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return res.json as Obj;
}

beforeAll(async () => {
  c = await startV1();
  // A fresh account, so no demo price list interferes.
  const signup = await c.request('POST', `/v1/register/signup?apikey=${appKey}`, {
    token: null,
    body: {
      account: { title: 'Pricing Ltd', accountUrl: 'pricing', timeZone: 'UTC' },
      owner: { email: 'pat@example.com', firstName: 'Pat', lastName: 'Price', password: 'pat-password' },
    },
  });
  expect(signup.status).toBe(201);
  const { code } = await waitForStoredMail(c.service.dataDir, 'pat@example.com');
  expect((await c.request('POST', `/t/pricing/v1/auth/confirm/${code}`, { token: null })).status).toBe(204);
  await c.login('pat@example.com', 'pat-password', 'pricing');
  const base = c.base('pricing');
  const rebase = (path: string): string => `${base.slice(c.service.url.length)}/${path}`;
  const client = await post(rebase('time/clients'), { name: 'Client' });
  const project = await post(rebase('time/projects'), {
    name: 'Project',
    client: { id: client.id },
    billable: true,
  });
  const task = await post(rebase('time/tasks'), { name: 'Task', project: { id: project.id } });
  const workType = await post(rebase('time/worktypes'), { name: 'Design' });
  const me = (await c.request('GET', rebase('users/@self'))).json as Obj;
  Object.assign(ids, {
    task: task.id,
    project: project.id,
    client: client.id,
    user: me.id,
    workType: workType.id,
  });
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

const path = (p: string): string => `/t/pricing/v1/${p}`;
const record = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  user: { id: ids.user },
  client: { id: ids.client },
  project: { id: ids.project },
  task: { id: ids.task },
  workType: { id: ids.workType },
  start: '/Date(1714550400000)/',
  duration: 5_400_000,
  billable: true,
  ...extra,
});

describe('price priority over HTTP', () => {
  it('lets every one of the 18 levels win over the one below it', async () => {
    const none = await c.request('POST', path('time/timerecords/$calculateprice'), { body: record() });
    expect(none.json).toEqual({
      price: 0,
      unitPrice: 0,
      duration: 5_400_000,
      level: null,
      priceListEntry: null,
    });
    for (const level of priceLevels) {
      const body: Record<string, unknown> = { price: level.level * 10 };
      for (const f of level.scope) body[f] = { id: ids[f] };
      const entry = await post(path('pricelists'), body);
      expect(entry['priority']).toBe(level.level);
      const calc = await c.request('POST', path('time/timerecords/$calculateprice'), { body: record() });
      expect(calc.json, `level ${level.level}`).toEqual({
        price: level.level * 10 * 1.5,
        unitPrice: level.level * 10,
        duration: 5_400_000,
        level: level.level,
        priceListEntry: { id: entry.id },
      });
    }
  });

  it('refuses a scope that is none of the levels', async () => {
    const res = await c.request('POST', path('pricelists'), {
      body: { price: 1, project: { id: ids.project }, client: { id: ids.client }, user: { id: ids.user } },
    });
    expect(res.json).toMatchObject({
      status: 412,
      code: 'PE01-1104',
      constraintViolations: [{ constraint: 'PriceScope' }],
    });
  });

  it('stores the price with calculate_price=true, recomputes it with $updateprice, keeps a hand-set one', async () => {
    const created = await post(path('time/timerecords?calculate_price=true'), record());
    expect(created).toMatchObject({ price: 270, unitPrice: 180, priceModified: false });
    const put = await c.request(
      'PUT',
      path(`time/timerecords/${created.id}?calculate_price=true&response_object=true`),
      {
        body: { duration: 1_800_000, version: created.version },
      },
    );
    expect(put.json).toMatchObject({ price: 90, duration: 1_800_000 });
    // A cheaper most-specific price: $updateprice picks it up.
    const top = (
      (await c.request('GET', path(`pricelists?$filter=${encodeURIComponent('priority eq 18')}`)))
        .json as Obj[]
    )[0] as Obj;
    await c.request('PUT', path(`pricelists/${top.id}`), { body: { price: 100, version: top.version } });
    const updated = await c.request(
      'PUT',
      path(`time/timerecords/${created.id}/$updateprice?response_object=true`),
    );
    expect(updated.json).toMatchObject({ price: 50, unitPrice: 100 });

    const manual = await post(path('time/timerecords'), record({ price: 12.34 }));
    expect(manual).toMatchObject({ price: 12.34, priceModified: true });
    await c.request('PUT', path(`time/timerecords/${manual.id}/$updateprice`));
    expect(((await c.request('GET', path(`time/timerecords/${manual.id}`))).json as Obj)['price']).toBe(
      12.34,
    );
  });

  it('prices nothing that is not billable', async () => {
    const calc = await c.request('POST', path('time/timerecords/$calculateprice'), {
      body: record({ billable: false }),
    });
    expect(calc.json).toMatchObject({ price: 0, unitPrice: 100, level: 18 });
  });
});

describe('registration and password', () => {
  it('checks addresses and e-mails, and finds every account of an address as [{ url, name }]', async () => {
    const check = (q: string) => c.request('GET', `/v1/register/${q}&apikey=${appKey}`, { token: null });
    expect((await check('checkurl?url=acme')).json).toEqual({ url: 'acme', exists: true, available: false });
    expect((await check('checkurl?url=brand-new')).json).toEqual({
      url: 'brand-new',
      exists: false,
      available: true,
    });
    expect((await check('checkemail?email=Alice@Example.com')).json).toEqual({
      email: 'alice@example.com',
      exists: true,
    });
    expect((await check('findurl?email=alice@example.com')).json).toEqual([
      { url: 'acme', name: 'Acme Studio' },
      { url: 'globex', name: 'Globex Labs' },
    ]);
    expect((await check('findurl?email=nobody@example.com')).json).toEqual([]);
    expect(
      (await c.request('GET', '/v1/register/findurl?email=alice@example.com', { token: null })).json,
    ).toMatchObject({ code: 'PE01-1001' });
  });

  it('keeps a new account from signing in until the mailed id confirms it; the account id does not, and a confirmation works once', async () => {
    const res = await c.request('POST', '/v1/register/signup', {
      token: null,
      body: {
        account: { title: 'Waiting Co' },
        owner: { email: 'wait@example.com', password: 'wait-password' },
      },
    });
    const { id, accountUrl } = res.json as { id: string; accountUrl: string };
    expect(accountUrl).toBe('waiting-co');
    const login = () =>
      c.request('GET', `/t/${accountUrl}/v1/auth/login?apikey=${appKey}`, {
        token: null,
        headers: { Authorization: basic('wait@example.com', 'wait-password') },
      });
    expect((await login()).status).toBe(401);
    expect((await c.request('POST', `/v1/auth/confirm/${id}`, { token: null })).json).toMatchObject({
      status: 400,
      code: 'PE01-1006',
    });
    expect((await login()).status).toBe(401);
    const { code } = await waitForStoredMail(c.service.dataDir, 'wait@example.com');
    expect((await c.request('POST', `/v1/auth/confirm/${code}`, { token: null })).status).toBe(204);
    expect((await login()).status).toBe(200);
    expect((await c.request('POST', `/v1/auth/confirm/${code}`, { token: null })).json).toMatchObject({
      status: 400,
      code: 'PE01-1006',
    });
    const taken = await c.request('POST', '/v1/register/signup', {
      token: null,
      body: {
        account: { title: 'Again', accountUrl },
        owner: { email: 'other@example.com', password: 'other-password' },
      },
    });
    expect(taken.json).toMatchObject({ status: 409, code: 'PE01-1102' });
    const invalid = await c.request('POST', '/v1/register/signup', {
      token: null,
      body: { account: {}, owner: { email: 'x' } },
    });
    expect(
      (invalid.json as { constraintViolations: { field: string }[] }).constraintViolations.map(
        (v) => v.field,
      ),
    ).toEqual(['title', 'email', 'password']);
    // PostgreSQL cannot store U+0000: refused on every engine before anything is written.
    const nul = await c.request('POST', '/v1/register/signup', {
      token: null,
      body: {
        account: { title: 'Nul\u0000 Ltd' },
        owner: { email: 'nul@example.com', firstName: 'N\u0000', password: 'nul-password' },
      },
    });
    expect(nul.json).toMatchObject({ status: 412, code: 'PE01-1104' });
    expect(
      (nul.json as { constraintViolations: { field: string }[] }).constraintViolations.map((v) => v.field),
    ).toEqual(['title', 'firstName']);
  });

  it('changes a password through a confirmation id and Basic ":password"', async () => {
    expect(
      (
        await c.request('POST', `/v1/users/requestconfirmation?apikey=${appKey}&email=pat@example.com`, {
          token: null,
        })
      ).status,
    ).toBe(204);
    const token = await c.login('pat@example.com', 'pat-password', 'pricing');
    const conf = await c.request('POST', path('users/@self/$confirmation'), { token });
    expect(conf.status).toBe(201);
    const confirmationId = (conf.json as { id: string }).id;
    const change = (password: string) =>
      c.request('POST', `/v1/auth/confirm/${confirmationId}?apikey=${appKey}`, {
        token: null,
        headers: { Authorization: basic('', password) },
      });
    expect((await change('short')).json).toMatchObject({ code: 'PE01-1104' });
    expect((await change('a-new-password')).status).toBe(204);
    expect((await change('a-third-password')).json).toMatchObject({ code: 'PE01-1006' });
    await expect(c.login('pat@example.com', 'pat-password', 'pricing')).rejects.toThrow();
    expect(typeof (await c.login('pat@example.com', 'a-new-password', 'pricing'))).toBe('string');
  });
});
