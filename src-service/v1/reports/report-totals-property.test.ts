import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';
import { testEngine } from '../../testing/test-engine.ts';
import { startOfDayInstant } from '../../../src-shared/domain/zoned-time.ts';

// Random sequences of record writes through the v1 interface; after each step every report
// read from the kept totals answers what the record scan answers. The scan is forced with a
// condition the totals cannot answer and that holds for every record (`duration ge 0`).

type Obj = Record<string, unknown>;
const minute = 60_000;
const hour = 60 * minute;
// Late February to early April 2024: Berlin moves its clocks on 31 March, New York on 10 March.
const firstStart = Date.UTC(2024, 1, 25);
const zones = ['Europe/Berlin', 'Asia/Kathmandu', 'America/New_York', 'UTC'];

type Action =
  | {
      kind: 'create';
      user: number;
      project: number | null;
      task: boolean;
      start: number;
      duration: number;
      billable: boolean;
      price: number | null;
    }
  | { kind: 'edit'; record: number; changes: Obj }
  | { kind: 'move'; record: number; project: number | null }
  | { kind: 'trash' | 'restore' | 'purge' | 'updateprice'; record: number }
  | { kind: 'zone'; zone: number };

const start = fc
  .tuple(fc.integer({ min: 0, max: 40 * 24 * 4 }), fc.integer({ min: 0, max: 14 * minute }))
  .map(([quarter, extra]) => firstStart + quarter * 15 * minute + extra);
const duration = fc.integer({ min: 0, max: 10 * hour });
const price = fc.option(
  fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100 + 0.001 * (cents % 7)),
);

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      user: fc.nat(1),
      project: fc.option(fc.nat(1)),
      task: fc.boolean(),
      start,
      duration,
      billable: fc.boolean(),
      price,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      record: fc.nat(),
      changes: fc.oneof(
        start.map((s) => ({ start: new Date(s).toISOString() })),
        duration.map((d) => ({ duration: d })),
        fc.boolean().map((b) => ({ billable: b })),
        fc.boolean().map((b) => ({ effective: b })),
        fc.integer({ min: 0, max: 9999 }).map((p) => ({ price: p / 100 })),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      record: fc.nat(),
      project: fc.option(fc.nat(1)),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('trash' as const, 'restore' as const, 'purge' as const, 'updateprice' as const),
      record: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('zone' as const), zone: fc.nat(zones.length - 1) }) },
);

// The engine is the run's (STINT_TEST_ENGINE): `npm run test:postgres` runs this file on PostgreSQL.
describe(`reports from kept totals answer what the record scan answers, on ${testEngine()}`, () => {
  let c: V1TestClient;
  let accountId: string;
  const users: string[] = [];
  const projects: { id: string; task: string }[] = [];
  const records: string[] = [];
  let zone = 'Europe/Vienna';

  beforeAll(async () => {
    c = await startV1();
    c.service.clock.now = Date.UTC(2024, 2, 15, 12);
    await c.login('alice@example.com', 'alice-password');
    accountId = ((await c.request('GET', 'accounts/@own')).json as Obj)['id'] as string;
    const people = (await c.request('GET', 'users')).json as Obj[];
    for (const email of ['alice@example.com', 'carol@example.com'])
      users.push(people.find((p) => p['email'] === email)?.['id'] as string);
    await c.request('POST', 'pricelists', { body: { price: 60 } });
    for (const name of ['Totals one', 'Totals two']) {
      const project = (await c.request('POST', 'time/projects?response_object=true', { body: { name } }))
        .json as Obj;
      const task = (
        await c.request('POST', `time/projects/${project['id'] as string}/tasks?response_object=true`, {
          body: { name: `${name} task` },
        })
      ).json as Obj;
      projects.push({ id: project['id'] as string, task: task['id'] as string });
    }
  }, 120_000);
  afterAll(async () => {
    await c.service.stop();
  });

  async function ok(method: string, path: string, body?: unknown): Promise<Obj | undefined> {
    const res = await c.request(method, path, body === undefined ? {} : { body });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(500);
    return res.status < 300 ? (res.json as Obj | undefined) : undefined;
  }

  async function trashItem(recordId: string): Promise<string | undefined> {
    const filter = encodeURIComponent(`deletedObjectId eq '${recordId}'`);
    return ((await ok('GET', `trash?$filter=${filter}`)) as unknown as Obj[] | undefined)?.[0]?.['id'] as
      string | undefined;
  }

  async function apply(a: Action): Promise<void> {
    const id =
      a.kind === 'create' || a.kind === 'zone' ? '' : (records[a.record % Math.max(1, records.length)] ?? '');
    switch (a.kind) {
      case 'create': {
        const project = a.project === null ? null : projects[a.project];
        const body: Obj = {
          user: { id: users[a.user] },
          start: new Date(a.start).toISOString(),
          duration: a.duration,
          billable: a.billable,
          project: project === null || project === undefined ? null : { id: project.id },
          task: project !== null && project !== undefined && a.task ? { id: project.task } : null,
          ...(a.price === null ? {} : { price: a.price }),
        };
        const query =
          a.price === null ? '?calculate_price=true&response_object=true' : '?response_object=true';
        const created = await ok('POST', `time/timerecords${query}`, body);
        if (created !== undefined) records.push(created['id'] as string);
        return;
      }
      case 'edit':
      case 'move': {
        const record = id === '' ? undefined : await ok('GET', `time/timerecords/${id}`);
        if (record === undefined) return;
        const project = a.kind === 'move' && a.project !== null ? projects[a.project] : undefined;
        const changes =
          a.kind === 'edit'
            ? a.changes
            : { project: project === undefined ? null : { id: project.id }, task: null };
        await ok('PUT', `time/timerecords/${id}`, { ...changes, version: record['version'] });
        return;
      }
      case 'trash':
        if (id !== '') await ok('DELETE', `time/timerecords/${id}`);
        return;
      case 'restore': {
        const item = id === '' ? undefined : await trashItem(id);
        if (item !== undefined) await ok('GET', `trash/${item}/$restore`);
        return;
      }
      case 'purge': {
        const item = id === '' ? undefined : await trashItem(id);
        if (item !== undefined) await ok('DELETE', `trash/${item}`);
        return;
      }
      case 'updateprice':
        if (id !== '') await ok('PUT', `time/timerecords/${id}/$updateprice`);
        return;
      case 'zone': {
        zone = zones[a.zone] as string;
        const account = (await ok('GET', 'accounts/@own')) as Obj;
        await ok('PUT', `accounts/${accountId}`, { timeZone: zone, version: account['version'] });
        return;
      }
    }
  }

  /** `$filter`s the totals answer: none, a person, a project and a flag, no task, local days. */
  function fastFilters(): string[] {
    const midnight = (date: string): string => new Date(startOfDayInstant(date, zone)).toISOString();
    return [
      '',
      `user/id eq '${users[0] ?? ''}'`,
      `project eq '${projects[0]?.id ?? ''}' and billable eq true`,
      'task eq null and effective eq false',
      `start ge datetime'${midnight('2024-03-10')}' and start lt datetime'${midnight('2024-03-31')}'`,
      `start ge datetime'${midnight('2024-02-29')}' and user eq '${users[1] ?? ''}'`,
    ];
  }

  const reports = [
    'readtotals?',
    'readtotals?summary=project',
    'readtotals?summary=user/id',
    'groupedtotals?summary=billable&range=31&range_from=2024-03-01',
    'groupedtotals?summary=task&range=7&range_from=2024-03-31',
    'singletotals?range=0',
    'singletotals?range=1&range_from=2024-03-31',
    'singletotals?range=365',
    'singletotals?range=999&range_from=2024-03-09&range_to=2024-04-01',
    'trendedtotals?range=31&depth=2&range_from=2024-04-01',
    'trendedtotals?range=7&depth=6',
    'trendedtotals?range=0',
    'singleslices?range=0',
    'singleslices?range=0&slice_by=1',
    'singleslices?range=31&range_from=2024-03-01',
    'singleslices?range=365&slice_by=7',
    'singleslices?range=999&range_from=2024-02-20&range_to=2024-04-10&slice_by=31',
  ];

  async function expectSameAnswers(step: string): Promise<void> {
    for (const filter of fastFilters()) {
      const scan = filter === '' ? 'duration ge 0' : `(${filter}) and duration ge 0`;
      for (const report of reports) {
        const path = (f: string): string =>
          `time/reports/${report}${f === '' ? '' : `&$filter=${encodeURIComponent(f)}`}`;
        const fast = await c.request('GET', path(filter));
        const reference = await c.request('GET', path(scan));
        expect(reference.status, reference.text).toBe(200);
        expect(fast.text, `${step}: ${report} ${filter} in ${zone}`).toBe(reference.text);
      }
    }
  }

  it('after every step of random writes, zone changes included', async () => {
    await expectSameAnswers('before any write');
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        for (const a of actions) {
          await apply(a);
          steps++;
          await expectSameAnswers(`step ${steps} (${JSON.stringify(a)})`);
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
    expect(c.service.errors).toEqual([]);
  }, 600_000);
});
