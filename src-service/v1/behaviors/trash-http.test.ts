import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInvitationAsPerson } from '../../testing/accept-invitation.ts';
import { waitForStoredMail } from '../../testing/mail-folder-wait.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

let c: V1TestClient;
let aliceId: string;
beforeAll(async () => {
  c = await startV1();
  await c.login('alice@example.com', 'alice-password');
  aliceId = ((await c.request('GET', 'users/@self')).json as { id: string }).id;
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

interface Obj {
  id: string;
  version: number;
  [k: string]: unknown;
}
interface TrashItem extends Obj {
  deletedObjectClass: string;
  deletedObjectId: string;
  groupId: string;
  displayName: string;
}

const hour = 3_600_000;

/** A project with everything the cascade table moves with it, plus a time record outside it. */
async function projectWithEverything(): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown): Promise<string> => {
    const res = await c.request('POST', `${path}?response_object=true`, { body });
    if (res.status !== 201) throw new Error(`${path}: ${res.text}`);
    return (res.json as Obj).id;
  };
  const workType = await post('time/worktypes', { name: 'Cascade work' });
  const project = await post('time/projects', { name: 'Cascade project', billable: true });
  const ids: Record<string, string> = { workType, project };
  ids['task'] = await post('time/tasks', { name: 'Cascade task', project: { id: project } });
  ids['record'] = await post('time/timerecords', {
    project: { id: project },
    task: { id: ids['task'] },
    start: `/Date(${Date.UTC(2024, 4, 1, 9)})/`,
    duration: hour,
  });
  ids['impulse'] = await post('time/impulses', { project: { id: project }, mode: 'PAUSE' });
  ids['member'] = await post('time/projectmembers', { project: { id: project }, user: { id: aliceId } });
  ids['link'] = await post('time/projectworktypes', { project: { id: project }, workType: { id: workType } });
  ids['outside'] = await post('time/timerecords', {
    start: `/Date(${Date.UTC(2024, 4, 2, 9)})/`,
    duration: hour,
  });
  return ids;
}

describe('delete to the trash', () => {
  it('moves a project with its impulses, members, work-type links, tasks and time records as one group', async () => {
    const ids = await projectWithEverything();
    expect((await c.request('DELETE', `time/projects/${ids['project']}`)).status).toBe(204);

    for (const [path, id] of [
      ['time/projects', ids['project']],
      ['time/tasks', ids['task']],
      ['time/timerecords', ids['record']],
      ['time/impulses', ids['impulse']],
      ['time/projectmembers', ids['member']],
      ['time/projectworktypes', ids['link']],
    ] as const) {
      expect((await c.request('GET', `${path}/${id}`)).status, path).toBe(404);
      const deleted = await c.request('GET', `${path}/${id}/@deleted`);
      expect(deleted.status, path).toBe(200);
      expect((deleted.json as Obj)['trashItem']).not.toBeNull();
    }
    expect((await c.request('GET', `time/timerecords/${ids['outside']}`)).status).toBe(200);
    expect((await c.request('GET', `time/worktypes/${ids['workType']}`)).status).toBe(200);

    const items = (
      await c.request('GET', `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${ids['project']}'`)}`)
    ).json as TrashItem[];
    expect(items).toHaveLength(1);
    const root = items[0] as TrashItem;
    expect(root).toMatchObject({
      deletedObjectClass: 'Project',
      displayName: 'Cascade project',
      groupId: root.id,
    });
    expect((root['deletedByUser'] as Obj).id).toBe(aliceId);
    const group = (
      await c.request('GET', `trash?$filter=${encodeURIComponent(`groupId eq '${root.groupId}'`)}`)
    ).json as TrashItem[];
    expect(group.map((i) => i.deletedObjectClass).sort()).toEqual(
      ['Impulse', 'Project', 'ProjectMember', 'ProjectWorkTypeLink', 'Task', 'TimeRecord'].sort(),
    );
  });

  it('hides trashed records from lists, filters, counts, summaries and reports', async () => {
    const ids = await projectWithEverything();
    const filter = encodeURIComponent(`project/id eq '${ids['project']}'`);
    const before = Number((await c.request('GET', `time/timerecords/$count?$filter=${filter}`)).text);
    expect(before).toBe(1);
    await c.request('DELETE', `time/projects/${ids['project']}`);
    expect((await c.request('GET', `time/timerecords/$count?$filter=${filter}`)).text).toBe('0');
    expect((await c.request('GET', `time/timerecords?$filter=${filter}`)).json).toEqual([]);
    expect(
      (await c.request('GET', `time/timerecords/summary?summary=count()&$filter=${filter}`)).json,
    ).toEqual([{ key: '*', summaries: [{ name: 'count()', value: '0' }] }]);
    expect((await c.request('GET', `time/reports/singletotals?$filter=${filter}`)).json).toMatchObject({
      count: 0,
      time: 0,
    });
    const deleted = (await c.request('GET', `time/timerecords/@deleted?$filter=${filter}`)).json as Obj[];
    expect(deleted.map((r) => r.id)).toEqual([ids['record']]);
  });

  it('restores the whole group from the root item, only the object from any other item', async () => {
    const ids = await projectWithEverything();
    await c.request('DELETE', `time/projects/${ids['project']}`);
    const taskItem = (
      (await c.request('GET', `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${ids['task']}'`)}`))
        .json as TrashItem[]
    )[0] as TrashItem;
    expect((await c.request('GET', `trash/${taskItem.id}/$restore`)).status).toBe(204);
    expect((await c.request('GET', `time/tasks/${ids['task']}`)).status).toBe(200);
    expect((await c.request('GET', `time/projects/${ids['project']}`)).status).toBe(404);

    expect((await c.request('GET', `trash/${taskItem.groupId}/$restore`)).status).toBe(204);
    for (const [path, id] of [
      ['time/projects', ids['project']],
      ['time/timerecords', ids['record']],
      ['time/impulses', ids['impulse']],
      ['time/projectmembers', ids['member']],
      ['time/projectworktypes', ids['link']],
    ] as const) {
      const res = await c.request('GET', `${path}/${id}`);
      expect(res.status, path).toBe(200);
      expect((res.json as Obj)['trashItem']).toBeNull();
    }
    expect((await c.request('GET', `trash/${taskItem.groupId}`)).status).toBe(404);
    expect((await c.request('GET', `trash/${taskItem.groupId}/$restore`)).json).toMatchObject({
      code: 'PE01-1101',
    });
  });

  it('purges a group for good with DELETE trash/{id}', async () => {
    const ids = await projectWithEverything();
    await c.request('DELETE', `time/projects/${ids['project']}`);
    const root = (
      (
        await c.request(
          'GET',
          `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${ids['project']}'`)}`,
        )
      ).json as TrashItem[]
    )[0] as TrashItem;
    expect((await c.request('DELETE', `trash/${root.id}`)).status).toBe(204);
    expect((await c.request('GET', `time/projects/${ids['project']}/@deleted`)).status).toBe(404);
    expect((await c.request('GET', `time/timerecords/${ids['record']}/@deleted`)).status).toBe(404);
    expect(
      (await c.request('GET', `trash?$filter=${encodeURIComponent(`groupId eq '${root.groupId}'`)}`)).json,
    ).toEqual([]);
    expect((await c.request('GET', `time/worktypes/${ids['workType']}`)).status).toBe(200);
  });

  it('purges only the rows of a group still in the trash: a row restored on its own stays', async () => {
    const ids = await projectWithEverything();
    await c.request('DELETE', `time/projects/${ids['project']}`);
    const recordItem = (
      (await c.request('GET', `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${ids['record']}'`)}`))
        .json as TrashItem[]
    )[0] as TrashItem;
    expect((await c.request('GET', `trash/${recordItem.id}/$restore`)).status).toBe(204);
    expect((await c.request('DELETE', `trash/${recordItem.groupId}`)).status).toBe(204);

    expect((await c.request('GET', `time/projects/${ids['project']}/@deleted`)).status).toBe(404);
    expect((await c.request('GET', `time/tasks/${ids['task']}/@deleted`)).status).toBe(404);
    const record = await c.request('GET', `time/timerecords/${ids['record']}`);
    expect(record.status).toBe(200);
    // Its project and task are gone for good: the record keeps its hours without them.
    expect(record.json).toMatchObject({ duration: hour, project: null, task: null, trashItem: null });
  });

  it('deletes for good with hard=true, detaching optional references', async () => {
    const ids = await projectWithEverything();
    expect((await c.request('DELETE', `time/worktypes/${ids['workType']}?hard=true`)).status).toBe(204);
    expect((await c.request('GET', `time/worktypes/${ids['workType']}/@deleted`)).status).toBe(404);
    expect((await c.request('GET', `time/projectworktypes/${ids['link']}/@deleted`)).status).toBe(404);
    expect((await c.request('DELETE', `time/projects/${ids['project']}?hard=true`)).status).toBe(204);
    expect((await c.request('GET', `time/timerecords/${ids['record']}/@deleted`)).status).toBe(404);
    expect((await c.request('GET', `time/timerecords/${ids['outside']}`)).status).toBe(200);
  });

  it('moves a client with its bills (and their items) and contact persons', async () => {
    const client = (
      (await c.request('POST', 'time/clients?response_object=true', { body: { name: 'Billed Inc' } }))
        .json as Obj
    ).id;
    const bill = (
      (
        await c.request('POST', 'bills?response_object=true', {
          body: { client: { id: client }, number: 'B-1' },
        })
      ).json as Obj
    ).id;
    await c.request('POST', `bills/${bill}/items`, {
      body: { description: 'Work', quantity: 2, unitPrice: 50 },
    });
    await c.request('POST', 'contactpersons', { body: { client: { id: client }, firstName: 'Pat' } });
    expect(((await c.request('GET', `bills/${bill}`)).json as Obj)['amount']).toBe(100);
    await c.request('DELETE', `time/clients/${client}`);
    const root = (
      (await c.request('GET', `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${client}'`)}`))
        .json as TrashItem[]
    )[0] as TrashItem;
    const group = (
      await c.request('GET', `trash?$filter=${encodeURIComponent(`groupId eq '${root.groupId}'`)}`)
    ).json as TrashItem[];
    expect(group.map((i) => i.deletedObjectClass).sort()).toEqual([
      'Bill',
      'BillItem',
      'Client',
      'ContactPerson',
    ]);
  });

  it('removes a user from the account with their access, project memberships and secret keys', async () => {
    const created = await c.request('POST', 'users?response_object=true', {
      body: { email: 'frank@example.com', firstName: 'Frank', lastName: 'Fuller' },
    });
    expect(created.status).toBe(201);
    // Frank chooses his password with the mailed code, then accepts the invitation.
    const code = (await waitForStoredMail(c.service.dataDir, 'frank@example.com')).code ?? '';
    expect(
      (
        await c.request('POST', `/v1/auth/confirm/${code}?apikey=${appKey}`, {
          token: null,
          headers: { Authorization: basic('', 'frank-password') },
        })
      ).status,
    ).toBe(204);
    await answerInvitationAsPerson(
      c.service.url,
      { email: 'frank@example.com', password: 'frank-password' },
      'Acme Studio',
    );
    const frank = (
      (await c.request('GET', `users?$filter=${encodeURIComponent("email eq 'frank@example.com'")}`))
        .json as Obj[]
    )[0]?.id;
    expect(typeof frank).toBe('string');
    const project = ((await c.request('GET', 'time/projects?$top=1')).json as Obj[])[0]?.id;
    await c.request('POST', 'time/projectmembers', {
      body: { project: { id: project }, user: { id: frank } },
    });
    const frankToken = await c.login('frank@example.com', 'frank-password');
    await c.request('POST', 'users/@self/secretkeys', { token: frankToken, body: { name: 'Frank key' } });
    await c.login('alice@example.com', 'alice-password');

    expect((await c.request('DELETE', `users/${frank}`)).status).toBe(204);
    expect((await c.request('GET', `users/${frank}`)).status).toBe(404);
    expect((await c.request('GET', 'users/@self', { token: frankToken })).json).toMatchObject({
      code: 'PE01-1010',
    });
    const root = (
      (await c.request('GET', `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${frank}'`)}`))
        .json as TrashItem[]
    )[0] as TrashItem;
    const group = (
      await c.request('GET', `trash?$filter=${encodeURIComponent(`groupId eq '${root.groupId}'`)}`)
    ).json as TrashItem[];
    expect(group.map((i) => i.deletedObjectClass).sort()).toEqual([
      'Access',
      'ProjectMember',
      'SecretKey',
      'User',
    ]);

    await c.request('GET', `trash/${root.id}/$restore`);
    expect((await c.request('GET', `users/${frank}`)).status).toBe(200);
    expect(typeof (await c.login('frank@example.com', 'frank-password'))).toBe('string');
    await c.login('alice@example.com', 'alice-password');
  });

  it('leaves restoring and purging a removed person to the account owner, as their removal', async () => {
    // Gina joins as a person does: invited, she chooses her password with the mailed code and accepts.
    expect(
      (
        await c.request('POST', 'users', {
          body: { email: 'gina@example.com', firstName: 'Gina', lastName: 'Gray' },
        })
      ).status,
    ).toBe(201);
    const code = (await waitForStoredMail(c.service.dataDir, 'gina@example.com')).code ?? '';
    expect(
      (
        await c.request('POST', `/v1/auth/confirm/${code}?apikey=${appKey}`, {
          token: null,
          headers: { Authorization: basic('', 'gina-password') },
        })
      ).status,
    ).toBe(204);
    await answerInvitationAsPerson(
      c.service.url,
      { email: 'gina@example.com', password: 'gina-password' },
      'Acme Studio',
    );
    const gina = (
      (await c.request('GET', `users?$filter=${encodeURIComponent("email eq 'gina@example.com'")}`))
        .json as Obj[]
    )[0]?.id;
    expect(typeof gina).toBe('string');
    expect((await c.request('DELETE', `users/${gina}`)).status).toBe(204);
    const group = (
      await c.request(
        'GET',
        `trash?$filter=${encodeURIComponent(`deletedObjectId eq '${gina}' or deletedObjectClass eq 'Access'`)}`,
      )
    ).json as TrashItem[];
    const root = group.find((i) => i.deletedObjectId === gina) as TrashItem;
    const access = group.find((i) => i.deletedObjectClass === 'Access' && i.groupId === root.id) as TrashItem;
    expect(access).toBeDefined();

    const dave = await c.login('dave@example.com', 'dave-password');
    for (const item of [root, access]) {
      for (const [method, path] of [
        ['GET', `trash/${item.id}/$restore`],
        ['DELETE', `trash/${item.id}`],
      ] as const) {
        expect(
          (await c.request(method, path, { token: dave })).json,
          `${method} ${item.deletedObjectClass}`,
        ).toMatchObject({
          status: 403,
          code: 'PE01-1008',
        });
      }
    }
    await c.login('alice@example.com', 'alice-password');
    expect((await c.request('GET', `users/${gina}`)).status).toBe(404);
    expect((await c.request('GET', `trash/${root.id}/$restore`)).status).toBe(204);
    expect((await c.request('GET', `users/${gina}`)).status).toBe(200);
  });
});
