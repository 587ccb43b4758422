import { afterEach, describe, expect, it } from 'vitest';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import type { TimeFilter } from '../../../src-shared/domain/time-filter.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, drained, signedInWithV1, v1Of } from '../testing/daily-harness.ts';

// Time records through the core against the real embedded service: the person's own records
// only, ranges and filters compiled to $filter, paging past 1000, totals, and every write through
// the outbox (conflicts shown, deletes undone).

const hour = 3_600_000;
const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) {
    await harness.collectSecrets();
    const leaks = harness.leaks();
    await harness.close();
    expect(leaks).toEqual([]);
  }
});

async function alice(): Promise<AccountHarness> {
  const harness = await signedInWithV1({ daily: { settleMs: 10_000 } });
  harnesses.push(harness);
  return harness;
}

function saved(outcome: WriteOutcome): void {
  expect(outcome).toMatchObject({ state: 'saved' });
}

/** A day of the demo far from today's data: 2024-03-04 (a Monday), this computer's midnight. */
function day(offsetDays = 0): { from: number; to: number } {
  const from = new Date(2024, 2, 4 + offsetDays).getTime();
  return { from, to: new Date(2024, 2, 5 + offsetDays).getTime() };
}

describe('time records', () => {
  it('creates, lists, totals, edits, deletes and undoes the delete', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const range = day();
    const start = range.from + 9 * hour;
    saved(
      await harness.invoke('timerecords:create', {
        start,
        stop: start + 2 * hour,
        durationMs: 2 * hour,
        projectId: project.id,
        taskId: null,
        description: 'Written by hand',
        billable: true,
      }),
    );
    const [record] = await harness.invoke('timerecords:list', { range, skip: 0, top: 100 });
    expect(record).toMatchObject({
      start,
      stop: start + 2 * hour,
      durationMs: 2 * hour,
      description: 'Written by hand',
      billable: true,
      project: { id: project.id, name: project.name },
    });
    expect(record?.price).toBeGreaterThan(0);
    expect(await harness.invoke('timerecords:total', { range })).toEqual({ count: 1, durationMs: 2 * hour });

    saved(
      await harness.invoke('timerecords:update', {
        id: record!.id,
        version: record!.version,
        changes: { description: 'Edited', durationMs: 90 * 60_000, billable: false },
      }),
    );
    const edited = await harness.invoke('timerecords:get', { id: record!.id });
    expect(edited).toMatchObject({ description: 'Edited', durationMs: 90 * 60_000, billable: false });

    const deleted = await harness.invoke('timerecords:delete', { id: record!.id });
    saved(deleted);
    expect(await harness.invoke('timerecords:count', { range })).toBe(0);
    saved(await harness.invoke('timerecords:undo-delete', { writeId: deleted.writeId }));
    await drained(harness);
    expect((await harness.invoke('timerecords:list', { range, skip: 0, top: 10 })).map((r) => r.id)).toEqual([
      record!.id,
    ]);
    const changed = harness.events
      .filter((e) => e.channel === 'data:changed')
      .map((e) => JSON.stringify(e.payload));
    expect(changed.some((text) => text.includes('trash'))).toBe(true);
  });

  it('takes back a delete that still waits in the outbox', async () => {
    const harness = await alice();
    const [mine] = await harness.invoke('timerecords:list', {
      range: { from: Date.now() - 30 * 24 * hour, to: Date.now() },
      skip: 0,
      top: 1,
    });
    // The service does not answer: the delete stays on this computer.
    harness.interceptor = (url) => {
      if (url.includes('/v1/')) throw new TypeError('fetch failed');
      return null;
    };
    const deleted = await harness.invoke('timerecords:delete', { id: mine!.id });
    expect(deleted.state).toBe('queued');
    expect((await harness.invoke('outbox:get')).entries.map((e) => e.target)).toEqual([
      { resource: 'timerecords', id: mine!.id, action: 'delete' },
    ]);
    saved(await harness.invoke('timerecords:undo-delete', { writeId: deleted.writeId }));
    expect((await harness.invoke('outbox:get')).entries).toEqual([]);
    harness.interceptor = undefined;
    expect((await harness.invoke('timerecords:get', { id: mine!.id })).id).toBe(mine!.id);
    const error = await harness.invokeError('timerecords:undo-delete', { writeId: deleted.writeId });
    expect(error.code).toBe('undo-expired');
  });

  it('shows a stale-version conflict with both values and applies the choice', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const range = day(1);
    const start = range.from + 10 * hour;
    saved(
      await harness.invoke('timerecords:create', {
        start,
        stop: start + hour,
        durationMs: hour,
        projectId: project.id,
        taskId: null,
        description: 'Original',
        billable: true,
      }),
    );
    const [record] = await harness.invoke('timerecords:list', { range, skip: 0, top: 10 });
    // Someone else changes it meanwhile.
    await v1Of(harness).update('time/timerecords', record!.id, {
      version: record!.version,
      description: 'Theirs',
    });
    const outcome = await harness.invoke('timerecords:update', {
      id: record!.id,
      version: record!.version,
      changes: { description: 'Mine' },
    });
    expect(outcome.state).toBe('refused');
    if (outcome.state !== 'refused') return;
    expect(outcome.refusal.code).toBe('PE01-1107');
    expect(outcome.refusal.conflict).toEqual({
      mine: { description: 'Mine' },
      theirs: { description: 'Theirs' },
      currentVersion: record!.version + 1,
    });
    // Nothing was overwritten, and the conflict waits for the person.
    expect((await harness.invoke('timerecords:get', { id: record!.id })).description).toBe('Theirs');
    expect((await harness.invoke('outbox:get')).refused).toBe(1);
    await harness.invoke('outbox:overwrite', { id: outcome.writeId });
    await drained(harness);
    expect((await harness.invoke('timerecords:get', { id: record!.id })).description).toBe('Mine');

    // The other choice: theirs stays.
    const current = await harness.invoke('timerecords:get', { id: record!.id });
    await v1Of(harness).update('time/timerecords', record!.id, {
      version: current.version,
      description: 'Theirs again',
    });
    const second = await harness.invoke('timerecords:update', {
      id: record!.id,
      version: current.version,
      changes: { description: 'Mine again' },
    });
    expect(second.state).toBe('refused');
    await harness.invoke('outbox:drop', { id: second.writeId });
    expect((await harness.invoke('timerecords:get', { id: record!.id })).description).toBe('Theirs again');
    expect((await harness.invoke('outbox:get')).entries).toEqual([]);
  });

  it('counts an edit that already landed (a retry after a lost answer) as done, not as a conflict', async () => {
    const harness = await alice();
    const [record] = await harness.invoke('timerecords:list', {
      range: { from: Date.now() - 30 * 24 * hour, to: Date.now() },
      skip: 0,
      top: 1,
    });
    await v1Of(harness).update('time/timerecords', record!.id, {
      version: record!.version,
      description: 'Same',
    });
    saved(
      await harness.invoke('timerecords:update', {
        id: record!.id,
        version: record!.version,
        changes: { description: 'Same' },
      }),
    );
  });

  it('filters by project, client, billable and words of the description', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const range = day(2);
    const base = range.from + 8 * hour;
    for (const [i, description, billable] of [
      [0, 'Alpha review', true],
      [1, 'beta planning', false],
      [2, 'Review ALPHA notes', false],
    ] as const) {
      saved(
        await harness.invoke('timerecords:create', {
          start: base + i * hour,
          stop: base + (i + 0.5) * hour,
          durationMs: hour / 2,
          projectId: i === 1 ? null : project.id,
          taskId: null,
          description,
          billable,
        }),
      );
    }
    const list = (filter: Partial<TimeFilter>) =>
      harness
        .invoke('timerecords:list', { range, filter, skip: 0, top: 10 })
        .then((records) => records.map((r) => r.description).sort());
    expect(await list({ text: 'alpha' })).toEqual(['Alpha review', 'Review ALPHA notes']);
    expect(await list({ text: 'notes alpha' })).toEqual(['Review ALPHA notes']);
    expect(await list({ billable: 'billable' })).toEqual(['Alpha review']);
    expect(await list({ billable: 'non-billable' })).toEqual(['Review ALPHA notes', 'beta planning']);
    expect(await list({ projectIds: [project.id] })).toEqual(['Alpha review', 'Review ALPHA notes']);
    const client = (await v1Of(harness).get<{ client: { id: string } }>(`time/projects/${project.id}`))
      .client;
    expect(await list({ clientIds: [client.id] })).toEqual(['Alpha review', 'Review ALPHA notes']);
    expect(await harness.invoke('timerecords:total', { range, filter: { text: 'alpha' } })).toEqual({
      count: 2,
      durationMs: hour,
    });
  });

  it('pages past 1000 records, newest first', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const range = { from: new Date(2023, 0, 1).getTime(), to: new Date(2023, 2, 1).getTime() };
    const client = v1Of(harness);
    const made: number[] = [];
    for (let batch = 0; batch < 22; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const start = range.from + (batch * 50 + i) * hour;
          made.push(start);
          return client.create('time/timerecords', {
            start: new Date(start),
            duration: 1000,
            project: { id: project.id },
            description: 'bulk',
          });
        }),
      );
    }
    expect(await harness.invoke('timerecords:count', { range })).toBe(1100);
    const first = await harness.invoke('timerecords:list', { range, skip: 0, top: 1000 });
    const rest = await harness.invoke('timerecords:list', { range, skip: 1000, top: 1000 });
    expect(first).toHaveLength(1000);
    expect(rest).toHaveLength(100);
    const starts = [...first, ...rest].map((r) => r.start);
    expect(starts).toEqual([...made].sort((a, b) => b - a));
  });

  it('lists only the signed-in person’s records and explains a refused write', async () => {
    const bob = await signedInWithV1({ email: 'bob@example.com', password: 'bob-password' });
    harnesses.push(bob);
    const records = await bob.invoke('timerecords:list', {
      range: { from: Date.now() - 200 * 24 * hour, to: Date.now() + hour },
      skip: 0,
      top: 1000,
    });
    expect(records).toEqual([]);
    const error = await bob.invokeError('timerecords:create', {
      start: Date.now() - hour,
      stop: Date.now(),
      durationMs: hour,
      projectId: null,
      taskId: null,
      description: '',
      billable: false,
    });
    expect(error.code).toBe('forbidden');
    expect(error.message).toMatch(/read-only access/);
  });
});
