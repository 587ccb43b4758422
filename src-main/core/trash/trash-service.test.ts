import { afterEach, describe, expect, it } from 'vitest';
import { v1StringLiteral } from '../../../src-shared/domain/time-filter.ts';
import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { aliceWithV1, closeChecked, idOf } from '../testing/v1-fixture.ts';
import type { V1Client } from '../v1/v1-client.ts';
import { V1Error } from '../v1/v1-errors.ts';

// Integration tests: the trash through the core against the real embedded service (demo seed:
// a deleted project with its tasks and records, and two deleted records, already in the trash).

const open: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of open.splice(0)) await closeChecked(harness);
});

async function setup(): Promise<{ harness: AccountHarness; v1: V1Client }> {
  const fixture = await aliceWithV1();
  open.push(fixture.harness);
  return fixture;
}

interface Obj {
  id: string;
}

async function ids(v1: V1Client, path: string, filter: string): Promise<string[]> {
  const out: string[] = [];
  for await (const o of v1.iterate<Obj>(path, { $filter: filter, no_expand: true })) out.push(o.id);
  return out.sort();
}

/** A project of its own with two tasks and 25 time records, so the test owns everything it deletes. */
async function projectWithRecords(
  v1: V1Client,
  name: string,
): Promise<{ project: string; tasks: string[]; records: string[] }> {
  const post = async (path: string, body: object): Promise<string> =>
    idOf(await v1.call('POST', path, { response_object: true }, body));
  const project = await post('time/projects', { name, billable: true });
  const tasks = [await post('time/tasks', { name: `${name} design`, project: { id: project } })];
  tasks.push(await post('time/tasks', { name: `${name} build`, project: { id: project } }));
  const records: string[] = [];
  for (let i = 0; i < 25; i++) {
    records.push(
      await post('time/timerecords', {
        project: { id: project },
        task: { id: tasks[i % 2] },
        start: new Date(Date.now() - (i + 1) * 86_400_000),
        duration: 3_600_000,
        description: `${name} work ${i % 5}`,
      }),
    );
  }
  return { project, tasks: tasks.sort(), records: records.sort() };
}

function groupOf(list: readonly TrashGroup[], objectId: string, name: string): TrashGroup {
  const group = list.find((g) => g.displayName === name);
  if (group === undefined) throw new Error(`${name} (${objectId}) is not in the trash`);
  return group;
}

const countOf = (group: { contents: readonly { objectClass: string; count: number }[] }, cls: string) =>
  group.contents.find((c) => c.objectClass === cls)?.count ?? 0;

describe('trash against the embedded service', () => {
  it('lists what each delete moved, when and by whom, as the service groups it', async () => {
    const { harness, v1 } = await setup();
    const list = await harness.invoke('trash:list');
    const raw: { id: string; groupId: string; deletedObjectClass: string }[] = [];
    for await (const item of v1.iterate<(typeof raw)[number]>('trash', { no_expand: true })) raw.push(item);
    // Every item is counted once, in its group.
    expect(list.reduce((sum, g) => sum + g.contents.reduce((s, c) => s + c.count, 0), 0)).toBe(raw.length);
    const pitch = groupOf(list, '', 'Old Pitch Deck');
    expect(pitch.objectClass).toBe('Project');
    expect(pitch.rootItemId).toBe(pitch.groupId);
    expect(pitch.deletedBy).toBe('Alice Andersen');
    expect(countOf(pitch, 'Project')).toBe(1);
    expect(countOf(pitch, 'Task')).toBe(
      raw.filter((i) => i.groupId === pitch.groupId && i.deletedObjectClass === 'Task').length,
    );
    expect(countOf(pitch, 'TimeRecord')).toBeGreaterThan(0);
    expect(list.filter((g) => g.objectClass === 'TimeRecord').length).toBeGreaterThanOrEqual(2);
    const times = list.map((g) => g.deletedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('tells two deleted records of the same name apart by project, start and duration', async () => {
    const { harness, v1 } = await setup();
    const made = await projectWithRecords(v1, 'Twins');
    const post = async (start: number, duration: number): Promise<string> =>
      idOf(
        await v1.call(
          'POST',
          'time/timerecords',
          { response_object: true },
          { project: { id: made.project }, start: new Date(start), duration, description: 'Documentation' },
        ),
      );
    const first = Date.UTC(2025, 10, 3, 9);
    const second = Date.UTC(2025, 10, 4, 13);
    await v1.delete('time/timerecords', await post(first, 5_400_000));
    await v1.delete('time/timerecords', await post(second, 1_800_000));
    const twins = (await harness.invoke('trash:list')).filter(
      (g) => g.objectClass === 'TimeRecord' && g.displayName.includes('Documentation'),
    );
    expect(twins.map((g) => g.detail).sort((a, b) => (a?.start ?? 0) - (b?.start ?? 0))).toEqual([
      { project: 'Twins', start: first, durationMs: 5_400_000 },
      { project: 'Twins', start: second, durationMs: 1_800_000 },
    ]);
    await v1.delete('time/tasks', made.tasks[0]!);
    const task = (await harness.invoke('trash:list')).find((g) => g.objectClass === 'Task');
    expect(task?.detail).toEqual({ project: 'Twins', start: null, durationMs: null });
  });

  it('restores a deleted project with its tasks and time records, with the same ids, and tells every view', async () => {
    const { harness, v1 } = await setup();
    const made = await projectWithRecords(v1, 'Restore me');
    await v1.delete('time/projects', made.project);
    const byProject = `project/id eq ${v1StringLiteral(made.project)}`;
    expect(await ids(v1, 'time/timerecords', byProject)).toEqual([]);
    expect(await ids(v1, 'time/tasks', byProject)).toEqual([]);

    const group = groupOf(await harness.invoke('trash:list'), made.project, 'Restore me');
    expect(countOf(group, 'Task')).toBe(2);
    expect(countOf(group, 'TimeRecord')).toBe(25);
    const preview = await harness.invoke('trash:preview', { rootItemId: group.rootItemId });
    expect(preview.classes.map((c) => c.objectClass).slice(0, 3)).toEqual(['Project', 'Task', 'TimeRecord']);
    expect(preview.classes.find((c) => c.objectClass === 'Task')?.names).toEqual([
      { name: 'Restore me build', count: 1 },
      { name: 'Restore me design', count: 1 },
    ]);
    // 25 records named alike five at a time: five names, five records each.
    const records = preview.classes.find((c) => c.objectClass === 'TimeRecord');
    expect(records?.count).toBe(25);
    expect(records?.names).toEqual([0, 1, 2, 3, 4].map((i) => ({ name: `Restore me work ${i}`, count: 5 })));

    const events = harness.events.length;
    const result = await harness.invoke('trash:restore', { rootItemId: group.rootItemId });
    expect(result.restored).toEqual(group.contents);
    expect(await ids(v1, 'time/timerecords', byProject)).toEqual(made.records);
    expect(await ids(v1, 'time/tasks', byProject)).toEqual(made.tasks);
    expect(await ids(v1, 'time/projects', `id eq ${v1StringLiteral(made.project)}`)).toEqual([made.project]);
    expect((await harness.invoke('trash:list')).some((g) => g.groupId === group.groupId)).toBe(false);
    const changed = harness.events.slice(events).filter((e) => e.channel === 'data:changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.payload).toEqual({
      resources: expect.arrayContaining(['trash', 'projects', 'tasks', 'timerecords', 'reports']) as unknown,
    });
  });

  it('restores a single deleted record on its own', async () => {
    const { harness, v1 } = await setup();
    const single = (await harness.invoke('trash:list')).find((g) => g.objectClass === 'TimeRecord');
    if (single === undefined) throw new Error('the demo has no deleted record');
    const item = await v1.get<{ deletedObjectId: string }>(`trash/${single.rootItemId}`);
    await harness.invoke('trash:restore', { rootItemId: single.rootItemId });
    expect(await ids(v1, 'time/timerecords', `id eq ${v1StringLiteral(item.deletedObjectId)}`)).toEqual([
      item.deletedObjectId,
    ]);
  });

  it('removes a group for good: nothing of it can be found or restored afterwards', async () => {
    const { harness, v1 } = await setup();
    const made = await projectWithRecords(v1, 'Remove me');
    await v1.delete('time/projects', made.project);
    const group = groupOf(await harness.invoke('trash:list'), made.project, 'Remove me');
    const events = harness.events.length;
    expect(await harness.invoke('trash:purge', { rootItemId: group.rootItemId })).toEqual({
      removed: group.contents.reduce((sum, c) => sum + c.count, 0),
    });
    expect(
      harness.events
        .slice(events)
        .filter((e) => e.channel === 'data:changed')
        .map((e) => e.payload),
    ).toEqual([{ resources: ['trash'] }]);
    expect((await harness.invoke('trash:list')).some((g) => g.groupId === group.groupId)).toBe(false);
    for (const [path, id] of [
      ['time/projects', made.project],
      ['time/tasks', made.tasks[0]!],
      ['time/timerecords', made.records[0]!],
    ] as const) {
      await expect(v1.get(`${path}/${id}`)).rejects.toBeInstanceOf(V1Error);
      await expect(v1.get(`${path}/${id}/@deleted`)).rejects.toBeInstanceOf(V1Error);
    }
    const again = await harness.invokeError('trash:restore', { rootItemId: group.rootItemId });
    expect(again.code).toBe('not-found');
    expect(again.message).toMatch(/no longer there/);
  });
});
