import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';

let c: V1TestClient;
let alice: string;
let dave: string;
const ids: Record<string, string> = {};

interface Obj {
  id: string;
  version: number;
  [k: string]: unknown;
}

beforeAll(async () => {
  c = await startV1();
  dave = await c.login('dave@example.com', 'dave-password');
  alice = await c.login('alice@example.com', 'alice-password');
  for (const user of (await c.request('GET', 'users')).json as Obj[]) {
    ids[String(user['email']).split('@')[0] ?? ''] = user.id;
  }
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

const denied = { status: 403, code: 'PE01-1008' };

async function project(token: string, body: Record<string, unknown>): Promise<Obj> {
  const res = await c.request('POST', 'time/projects?response_object=true', { token, body });
  if (res.status !== 201) throw new Error(res.text);
  return res.json as Obj;
}

const read = async (id: string, token = alice): Promise<Obj> =>
  (await c.request('GET', `time/projects/${id}`, { token })).json as Obj;

describe('who decides the owner of a project and whether it is personal', () => {
  it('refuses a member creating a project for someone else; the account owner may', async () => {
    for (const owner of [ids['carol'], ids['alice']]) {
      const res = await c.request('POST', 'time/projects', {
        token: dave,
        body: { name: 'For someone else', owner: { id: owner } },
      });
      expect(res.json).toMatchObject(denied);
    }
    const mine = await project(dave, { name: 'Dave private', personal: true, owner: { id: ids['dave'] } });
    expect(mine).toMatchObject({ personal: true, owner: { id: ids['dave'] } });
    const given = await project(alice, { name: 'For Dave', owner: { id: ids['dave'] } });
    expect(given).toMatchObject({ owner: { id: ids['dave'] } });
  });

  it("refuses a member changing personal or the owner of another's project, by PUT or $set; its owners may", async () => {
    const shared = await project(alice, { name: 'Shared by Alice' });
    const attempts = [
      () =>
        c.request('PUT', `time/projects/${shared.id}`, {
          token: dave,
          body: { version: 1, personal: true },
        }),
      () => c.request('POST', `time/projects/${shared.id}/$set?personal=true`, { token: dave }),
      () =>
        c.request('PUT', `time/projects/${shared.id}`, {
          token: dave,
          body: { version: 1, owner: { id: ids['dave'] } },
        }),
      () => c.request('POST', `time/projects/${shared.id}/$set?owner=${ids['carol']}`, { token: dave }),
      () => c.request('POST', `time/projects/${shared.id}/$set?owner=${ids['dave']}`, { token: dave }),
    ];
    for (const attempt of attempts) expect((await attempt()).json).toMatchObject(denied);
    expect(await read(shared.id)).toMatchObject({ version: 1, personal: false, owner: { id: ids['alice'] } });

    // Sending the values it already has is no change: a whole object read and written back works.
    const res = await c.request('PUT', `time/projects/${shared.id}`, {
      token: dave,
      body: { version: 1, name: 'Renamed by Dave', personal: false, owner: { id: ids['alice'] } },
    });
    expect(res.status).toBe(204);

    // The project's owner and the account owner may change both.
    const daves = await project(dave, { name: 'Dave shared' });
    const set = (query: string, token: string) =>
      c.request('POST', `time/projects/${daves.id}/$set?${query}`, { token });
    expect((await set('personal=true', dave)).status).toBe(204);
    expect((await set('personal=false', dave)).status).toBe(204);
    expect((await set(`owner=${ids['carol']}`, dave)).status).toBe(204);
    expect((await read(daves.id)).owner).toMatchObject({ id: ids['carol'] });
    expect((await set(`owner=${ids['dave']}`, alice)).status).toBe(204);
    expect((await set('personal=true', alice)).status).toBe(204);
    expect(await read(daves.id, dave)).toMatchObject({ personal: true, owner: { id: ids['dave'] } });
  });
});
