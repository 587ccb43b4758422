import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInvitationAsPerson } from '../../testing/accept-invitation.ts';
import { TenantScope } from '../../storage/tenant-scope.ts';
import { openTestServiceDatabase, serviceRow } from '../testing/service-database.ts';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';
import { decodeXml } from '../wire/xml-decode.ts';

let c: V1TestClient;
let accountId: string;
let aliceId: string;

beforeAll(async () => {
  c = await startV1();
  await c.login('alice@example.com', 'alice-password');
  accountId = ((await c.request('GET', 'accounts/@own')).json as { id: string }).id;
  aliceId = ((await c.request('GET', 'users/@self')).json as { id: string }).id;
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

const uuid = (n: number): string =>
  `${String(n).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface Obj {
  id: string;
  version: number;
  [k: string]: unknown;
}

describe('POST', () => {
  it('refuses text with U+0000 as bad input on either engine (PostgreSQL cannot store it)', async () => {
    const res = await c.request('POST', 'time/clients', { body: { name: 'Nul\u0000Corp' } });
    expect(res.json).toMatchObject({ status: 412, code: 'PE01-1104' });
  });

  it('creates with a client-supplied id; the same id again is 409 and creates nothing', async () => {
    const id = uuid(1);
    const first = await c.request('POST', 'time/clients', { body: { id, name: 'Initech' } });
    expect(first.status).toBe(201);
    expect(first.text).toBe('');
    expect(first.headers.get('location')).toBe(`${c.service.url}/t/acme/v1/time/clients/${id}`);
    const again = await c.request('POST', 'time/clients', { body: { id, name: 'Initech twice' } });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ status: 409, code: 'PE01-1102', message: 'Already exists' });
    expect(((await c.request('GET', `time/clients/${id}`)).json as Obj)['name']).toBe('Initech');
  });

  it('answers an id used where the caller cannot see it as an unusable id, never as 409', async () => {
    const globex = await c.login('alice@example.com', 'alice-password', 'globex');
    const elsewhere = uuid(2);
    const made = await c.request('POST', '/t/globex/v1/time/clients', {
      token: globex,
      body: { id: elsewhere, name: 'Globex only' },
    });
    expect(made.status).toBe(201);
    const dave = await c.login('dave@example.com', 'dave-password');
    const personal = (
      (
        await c.request('POST', 'time/projects?response_object=true', {
          token: dave,
          body: { name: 'Dave alone', personal: true },
        })
      ).json as Obj
    ).id;
    await c.login('alice@example.com', 'alice-password');

    const answer = async (path: string, id: string) => {
      const res = await c.request('POST', path, { body: { id, name: 'Taken?' } });
      return { status: res.status, body: res.json };
    };
    const reserved = await answer('time/clients', '00000000-0000-0000-0000-000000000000');
    expect(reserved).toEqual({
      status: 412,
      body: {
        status: 412,
        code: 'PE01-1104',
        message: 'Validation error',
        description: 'Client.id - Usable(cannot be chosen for a new record; send none and one is assigned)',
        constraintViolations: [
          {
            entityPath: '',
            entityType: 'Client',
            field: 'id',
            constraint: 'Usable',
            message: 'cannot be chosen for a new record; send none and one is assigned',
          },
        ],
      },
    });
    // Another account's client, and a personal project of another member: the same answer.
    expect(await answer('time/clients', elsewhere)).toEqual(reserved);
    const project = await answer('time/projects', personal);
    expect(project.status).toBe(412);
    expect(JSON.stringify(project.body)).toBe(JSON.stringify(reserved.body).replaceAll('Client', 'Project'));
    expect(await answer('time/projects', '00000000-0000-0000-0000-000000000000')).toEqual(project);

    expect((await c.request('GET', `time/clients/${elsewhere}`)).status).toBe(404);
    expect(
      ((await c.request('GET', `/t/globex/v1/time/clients/${elsewhere}`, { token: globex })).json as Obj)[
        'name'
      ],
    ).toBe('Globex only');
  });

  it('answers the created object with response_object=true, defaults applied', async () => {
    const res = await c.request('POST', 'clients?response_object=true', { body: { name: 'Hooli' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Hooli', active: true, version: 1, trashItem: null });
    expect((res.json as Obj).id).toMatch(/^[0-9a-f]{8}-/);
  });

  it('answers validation errors with every violation (412 PE01-1104)', async () => {
    const res = await c.request('POST', 'time/projects', {
      body: { code: 'x'.repeat(21), name: 'P', nmae: 'typo' },
    });
    expect(res.status).toBe(412);
    expect(res.json).toMatchObject({
      status: 412,
      code: 'PE01-1104',
      message: 'Validation error',
      constraintViolations: [
        {
          entityPath: '',
          entityType: 'Project',
          field: 'nmae',
          constraint: 'UnknownField',
          message: 'is not a field of Project',
        },
      ],
    });
    const bad = await c.request('POST', 'time/projects', { body: { code: 'x'.repeat(21), name: 'P' } });
    expect(bad.json).toMatchObject({ description: 'Project.code - Size(size must be between 0 and 20)' });
    const ref = await c.request('POST', 'time/projects', { body: { name: 'P', client: { id: uuid(999) } } });
    expect(ref.json).toMatchObject({
      code: 'PE01-1104',
      constraintViolations: [{ field: 'client', constraint: 'Reference' }],
    });
  });

  it('refuses malformed bodies without a 500', async () => {
    for (const [raw, type] of [
      ['{"name": ', 'application/json'],
      ['[1,2]', 'application/json'],
      ['<client><name>x</client>', 'application/xml'],
      ['name=x', 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await c.request('POST', 'time/clients', { raw, headers: { 'Content-Type': type } });
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
      expect((res.json as { code: string }).code).toMatch(/^PE01-/);
    }
  });
});

describe('GET lists', () => {
  it('never answers more than 1000 records; $top and $skip page past them', async () => {
    const db = await openTestServiceDatabase(c.service);
    try {
      const scope = new TenantScope(db, accountId);
      await scope.transaction(async () => {
        for (let i = 0; i < 1100; i++)
          await scope.insert('work_types', { name: `Bulk ${String(i).padStart(4, '0')}` });
      });
    } finally {
      await db.close();
    }
    const all = await c.request(
      'GET',
      'time/worktypes?$filter=' + encodeURIComponent("startswith(name, 'Bulk ')"),
    );
    expect((all.json as Obj[]).length).toBe(1000);
    const big = await c.request(
      'GET',
      'time/worktypes?$top=5000&$filter=' + encodeURIComponent("startswith(name, 'Bulk ')"),
    );
    expect((big.json as Obj[]).length).toBe(1000);
    const rest = await c.request(
      'GET',
      'time/worktypes?$orderby=name&$skip=1000&$top=1000&$filter=' +
        encodeURIComponent("startswith(name, 'Bulk ')"),
    );
    const names = (rest.json as Obj[]).map((w) => w['name']);
    expect(names).toHaveLength(100);
    expect(names[0]).toBe('Bulk 1000');
    expect(names.at(-1)).toBe('Bulk 1099');
    const count = await c.request(
      'GET',
      'time/worktypes/$count?$filter=' + encodeURIComponent("startswith(name, 'Bulk ')"),
    );
    expect(count.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(count.text).toBe('1100');
  });

  it('sorts on several fields, filters on inner fields, appends counts and reduces embedded objects to stubs', async () => {
    const projects = (
      await c.request(
        'GET',
        'time/projects?$orderby=billable desc,name&append=timerecords-count,tasks-count&no_expand=true',
      )
    ).json as Obj[];
    const billable = projects.map((p) => p['billable']);
    expect(billable.indexOf(false)).toBeGreaterThan(billable.lastIndexOf(true));
    const names = projects.filter((p) => p['billable'] === true).map((p) => String(p['name']).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(
      projects.every((p) => typeof p['timeRecordsCount'] === 'number' && typeof p['tasksCount'] === 'number'),
    ).toBe(true);
    expect(projects.some((p) => 'membersCount' in p)).toBe(false);
    const owner = projects[0]?.['owner'] as Obj;
    expect(Object.keys(owner).sort()).toEqual(['displayName', 'firstName', 'id', 'lastName', 'version']);

    const client = projects.find((p) => p['client'] !== null)?.['client'] as Obj;
    const clientName = String(((await c.request('GET', `time/clients/${client.id}`)).json as Obj)['name']);
    const filtered = (
      await c.request(
        'GET',
        `time/timerecords?$filter=${encodeURIComponent(`project/client/name eq '${clientName.replaceAll("'", "''")}'`)}`,
      )
    ).json as Obj[];
    expect(filtered.length).toBeGreaterThan(0);
    for (const r of filtered) expect(((r['project'] as Obj)['client'] as Obj).id).toBe(client.id);
  });

  it('names a bad $filter, $orderby or $top in a 400 PE01-1105', async () => {
    const res = await c.request('GET', `time/timerecords?$filter=${encodeURIComponent("descripton eq 'x'")}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'PE01-1105',
      description: "$filter: Unknown field of TimeRecord 'descripton' at position 1",
    });
    expect((await c.request('GET', 'time/timerecords?$orderby=start%20up')).json).toMatchObject({
      code: 'PE01-1105',
    });
    expect((await c.request('GET', 'time/timerecords?$top=-1')).json).toMatchObject({ code: 'PE01-1105' });
  });
});

describe('GET one, PUT, $set', () => {
  it('updates with the current version and refuses a stale one (409), changing nothing', async () => {
    const created = (
      await c.request('POST', 'time/clients?response_object=true', { body: { name: 'Vandelay' } })
    ).json as Obj;
    const put = await c.request('PUT', `time/clients/${created.id}?response_object=true`, {
      body: { name: 'Vandelay Industries', version: created.version },
    });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ name: 'Vandelay Industries', version: created.version + 1 });
    const stale = await c.request('PUT', `time/clients/${created.id}`, {
      body: { name: 'Stale write', note: 'x', version: created.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ status: 409, code: 'PE01-1107', message: 'Version stale' });
    expect((stale.json as { description: string }).description).toContain('name, note');
    const now = (await c.request('GET', `time/clients/${created.id}`)).json as Obj;
    expect(now).toMatchObject({ name: 'Vandelay Industries', note: null, version: created.version + 1 });
    expect(
      (await c.request('PUT', `time/clients/${created.id}`, { body: { name: 'No version' } })).json,
    ).toMatchObject({
      code: 'PE01-1104',
      constraintViolations: [{ field: 'version', constraint: 'NotNull' }],
    });
    expect(
      (await c.request('PUT', `time/clients/${created.id}`, { body: { name: 'ok', version: now.version } }))
        .status,
    ).toBe(204);
  });

  it('$set writes query fields without a version, or checks one when given', async () => {
    const created = (
      await c.request('POST', 'time/clients?response_object=true', { body: { name: 'Kramerica' } })
    ).json as Obj;
    const set = await c.request(
      'POST',
      `time/clients/${created.id}/$set?note=Balloons&active=false&response_object=true`,
    );
    expect(set.json).toMatchObject({ note: 'Balloons', active: false, version: 2 });
    expect((await c.request('POST', `time/clients/${created.id}/$set?note=x&version=1`)).status).toBe(409);
    expect((await c.request('POST', `time/clients/${created.id}/$set?active=maybe`)).json).toMatchObject({
      code: 'PE01-1104',
    });
  });

  it("answers 404 PE01-1101 for objects that are not there, and for another account's", async () => {
    expect((await c.request('GET', `time/projects/${uuid(12345)}`)).json).toMatchObject({
      status: 404,
      code: 'PE01-1101',
    });
    expect((await c.request('GET', 'time/projects/not-an-id')).json).toMatchObject({
      status: 404,
      code: 'PE01-1101',
    });
    const acmeProject = ((await c.request('GET', 'time/projects?$top=1')).json as Obj[])[0]?.id ?? '';
    const globexToken = await c.login('alice@example.com', 'alice-password', 'globex');
    const res = await c.request('GET', `/t/globex/v1/time/projects/${acmeProject}`, { token: globexToken });
    expect(res.json).toMatchObject({ status: 404, code: 'PE01-1101' });
    const list = (await c.request('GET', `/t/globex/v1/time/projects`, { token: globexToken })).json as Obj[];
    expect(list.map((p) => p.id)).not.toContain(acmeProject);
    await c.login('alice@example.com', 'alice-password');
  });
});

describe('inner collections and views', () => {
  it("lists a project's tasks and time records, and creates a task inside it", async () => {
    const project = (
      (await c.request('GET', `time/projects?$filter=${encodeURIComponent('tasksCount gt 0')}&$top=1`))
        .json as Obj[]
    )[0] as Obj;
    const tasks = (await c.request('GET', `time/projects/${project.id}/tasks`)).json as Obj[];
    expect(tasks.length).toBeGreaterThan(0);
    for (const t of tasks) expect((t['project'] as Obj).id).toBe(project.id);
    const records = (await c.request('GET', `time/projects/${project.id}/timerecords?$top=5`)).json as Obj[];
    for (const r of records) expect((r['project'] as Obj).id).toBe(project.id);
    const created = await c.request('POST', `time/projects/${project.id}/tasks?response_object=true`, {
      body: { name: 'Inner task' },
    });
    expect(created.json).toMatchObject({
      name: 'Inner task',
      project: { id: project.id },
      author: { id: aliceId },
    });
  });

  it('serves @self, accounts/@own, projects/@own and @member', async () => {
    expect((await c.request('GET', 'users/@self')).json).toMatchObject({
      id: aliceId,
      email: 'alice@example.com',
    });
    expect((await c.request('GET', 'accounts/@own')).json).toMatchObject({
      id: accountId,
      accountUrl: 'acme',
      title: 'Acme Studio',
    });
    const own = (await c.request('GET', 'time/projects/@own')).json as Obj[];
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) expect((p['owner'] as Obj).id).toBe(aliceId);
    const project = own[0] as Obj;
    expect(((await c.request('GET', 'time/projects/@member')).json as Obj[]).map((p) => p.id)).not.toContain(
      project.id,
    );
    await c.request('POST', 'time/projectmembers', {
      body: { project: { id: project.id }, user: { id: aliceId } },
    });
    expect(((await c.request('GET', 'time/projects/@member')).json as Obj[]).map((p) => p.id)).toContain(
      project.id,
    );
    expect(((await c.request('GET', `time/projects/${project.id}/members`)).json as Obj[]).length).toBe(1);
  });

  it("stores an account's time zone by its canonical name and refuses an offset", async () => {
    const put = async (timeZone: string): Promise<number> =>
      (
        await c.request('PUT', `accounts/${accountId}`, {
          body: { timeZone, version: ((await c.request('GET', 'accounts/@own')).json as Obj).version },
        })
      ).status;
    expect(await put('US/Eastern')).toBe(204);
    expect(((await c.request('GET', 'accounts/@own')).json as Obj).timeZone).toBe('America/New_York');
    // PostgreSQL reads +05:45 as five hours 45 west: the report totals would count other days.
    expect(await put('+05:45')).toBe(412);
    expect(((await c.request('GET', 'accounts/@own')).json as Obj).timeZone).toBe('America/New_York');
    expect(await put('UTC')).toBe(204);
  });

  it('shows accesses over the license limit in accesses/@exceeded', async () => {
    expect((await c.request('GET', 'accesses/@exceeded')).json).toEqual([]);
    await c.request('PUT', `accounts/${accountId}`, {
      body: { licenseLimit: 2, version: ((await c.request('GET', 'accounts/@own')).json as Obj).version },
    });
    const accesses = (await c.request('GET', 'accesses?$orderby=createdAt')).json as Obj[];
    const exceeded = (await c.request('GET', 'accesses/@exceeded')).json as Obj[];
    expect(exceeded.length).toBe(accesses.length - 2);
  });
});

describe('accesses and departments', () => {
  it('lets the owner give someone an access, with its level, and nobody else', async () => {
    const erin = await serviceRow<{ id: string }>(c.service, 'SELECT id FROM users WHERE email = ?', [
      'erin@example.com',
    ]);
    const erinId = erin?.id ?? '';
    const bob = await c.login('bob@example.com', 'bob-password');
    expect(
      (await c.request('POST', 'accesses', { token: bob, body: { user: { id: erinId } } })).json,
    ).toMatchObject({ code: 'PE01-1008' });
    await c.login('alice@example.com', 'alice-password');
    // An existing person is invited; only their acceptance makes the access.
    const created = await c.request('POST', 'accesses?response_object=true', {
      body: { user: { id: erinId }, access: 'READ' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ access: 'READ', status: 'pending', user: { id: erinId } });
    expect((await c.request('POST', 'accesses', { body: { user: { id: erinId } } })).json).toMatchObject({
      code: 'PE01-1102',
    });
    await expect(c.login('erin@example.com', 'erin-password')).rejects.toThrow();
    await answerInvitationAsPerson(
      c.service.url,
      { email: 'erin@example.com', password: 'erin-password' },
      'Acme Studio',
    );
    expect(
      (
        (await c.request('GET', `accesses?$filter=${encodeURIComponent(`user/id eq '${erinId}'`)}`))
          .json as Obj[]
      )[0],
    ).toMatchObject({ access: 'READ', owner: false });
    expect((await c.request('POST', 'accesses', { body: { user: { id: erinId } } })).json).toMatchObject({
      code: 'PE01-1102',
    });
    const erinToken = await c.login('erin@example.com', 'erin-password');
    expect(
      (await c.request('POST', 'time/clients', { token: erinToken, body: { name: 'x' } })).json,
    ).toMatchObject({ code: 'PE01-1008' });
    await c.login('alice@example.com', 'alice-password');
  });

  it('shows departments the user is a member of in departments/@member', async () => {
    const dept = (await c.request('POST', 'departments?response_object=true', { body: { name: 'Design' } }))
      .json as Obj;
    await c.request('POST', 'departments', { body: { name: 'Other' } });
    expect((await c.request('GET', 'departments/@member')).json).toEqual([]);
    await c.request('POST', `departments/${dept.id}/members`, { body: { user: { id: aliceId } } });
    expect(((await c.request('GET', 'departments/@member')).json as Obj[]).map((d) => d.id)).toEqual([
      dept.id,
    ]);
    expect((await c.request('GET', `users/${aliceId}/@deleted`)).status).toBe(404);
  });
});

describe('$metadata, $dummy, summary', () => {
  it('describes the resource from its definition', async () => {
    const doc = (await c.request('GET', 'time/timerecords/$metadata')).json as {
      type: string;
      path: string;
      fields: { name: string }[];
    };
    expect(doc.type).toBe('TimeRecord');
    expect(doc.path).toBe('/v1/time/timerecords');
    expect(doc.fields.map((f) => f.name)).toContain('duration');
  });

  it('answers a random sample in JSON or XML', async () => {
    const json = (await c.request('GET', 'time/projects/$dummy')).json as Obj;
    expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof json['name']).toBe('string');
    const xml = await c.request('GET', 'time/projects/$dummy', { headers: { Accept: 'application/xml' } });
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(decodeXml(xml.text)).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string });
  });

  it('groups a summary, keys and values as strings', async () => {
    const rows = (
      await c.request('GET', 'time/timerecords/summary?summary=billable;count();sum(duration);avg(price)')
    ).json as {
      key: string;
      summaries: { name: string; value: string }[];
    }[];
    expect(rows.map((r) => r.key)).toEqual(['false', 'true']);
    const total = Number((await c.request('GET', 'time/timerecords/$count')).text);
    expect(rows.reduce((n, r) => n + Number(r.summaries[0]?.value), 0)).toBe(total);
    expect(rows[0]?.summaries.map((s) => s.name)).toEqual(['count()', 'sum(duration)', 'avg(price)']);
    for (const r of rows) for (const s of r.summaries) expect(typeof s.value).toBe('string');
  });
});

describe('formats', () => {
  it('round-trips an object through XML: GET as XML, change it, PUT it back as XML', async () => {
    const created = (
      await c.request('POST', 'time/clients?response_object=true', { body: { name: 'XML & Co <1>' } })
    ).json as Obj;
    const xml = await c.request('GET', `time/clients/${created.id}?format=xml`);
    expect(xml.text.startsWith('<?xml version="1.0" encoding="UTF-8"?><client>')).toBe(true);
    const edited = xml.text.replace('<note nil="true"/>', '<note>From XML: ä &amp; ö</note>');
    const put = await c.request('PUT', `time/clients/${created.id}?response_object=true`, {
      raw: edited,
      headers: { 'Content-Type': 'application/xml', Accept: 'application/xml' },
    });
    expect(put.status).toBe(200);
    const back = decodeXml(put.text) as Record<string, unknown>;
    expect(back).toMatchObject({ name: 'XML & Co <1>', note: 'From XML: ä & ö', version: '2' });
  });

  it('answers JSONP with status 200 when response codes are suppressed', async () => {
    const ok = await c.request('GET', 'users/@self.json?callback=handle');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(ok.text).toMatch(/^\/\*\*\/ handle\(\{.*"email":"alice@example.com".*\}\);$/);
    const missing = await c.request(
      'GET',
      `time/projects/${uuid(7)}?callback=handle&suppress_response_code=true`,
    );
    expect(missing.status).toBe(200);
    expect(missing.text).toMatch(/^\/\*\*\/ handle\(\{"status":404,"code":"PE01-1101"/);
    expect((await c.request('GET', `time/projects/${uuid(7)}?callback=handle`)).status).toBe(404);
    expect((await c.request('GET', 'users/@self?callback=alert(1)')).json).toMatchObject({
      code: 'PE01-1105',
    });
  });

  it('answers 406 PE01-9005 for formats it cannot give', async () => {
    const res = await c.request('GET', 'users/@self', { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(406);
    expect(res.json).toMatchObject({ code: 'PE01-9005' });
    expect((await c.request('GET', 'users/@self?format=yaml')).status).toBe(406);
  });

  it('takes PUT and DELETE from the method parameter', async () => {
    const created = (
      await c.request('POST', 'time/clients?response_object=true', { body: { name: 'Override' } })
    ).json as Obj;
    const put = await c.request('POST', `time/clients/${created.id}?method=PUT&response_object=true`, {
      body: { name: 'Overridden', version: 1 },
    });
    expect(put.json).toMatchObject({ name: 'Overridden', version: 2 });
    expect((await c.request('GET', `time/clients/${created.id}?method=DELETE`)).status).toBe(204);
    expect((await c.request('GET', `time/clients/${created.id}`)).status).toBe(404);
  });
});
