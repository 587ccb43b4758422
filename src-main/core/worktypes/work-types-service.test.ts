import { afterEach, describe, expect, it } from 'vitest';
import type { WriteOutcome } from '../../../src-shared/domain/outbox.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, signedInWithV1, v1Of } from '../testing/daily-harness.ts';
import { projectWorkTypesPath } from './work-types-service.ts';

// Work types read through the core, and time records that carry one, against the real
// embedded service.

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
  expect(outcome.state).toBe('saved');
}

describe('work types', () => {
  it('lists the organization’s active work types by name, with the projects limited to them', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const before = await harness.invoke('worktypes:list');
    expect(before.map((w) => w.name)).toEqual(['Design', 'Development', 'Meetings', 'Support']);
    expect(before.every((w) => w.projectIds.length === 0)).toBe(true);

    const design = before[0]!;
    await v1Of(harness).create(projectWorkTypesPath, {
      project: { id: project.id },
      workType: { id: design.id },
    });
    const support = before[3]!;
    await v1Of(harness).update('time/worktypes', support.id, {
      active: false,
      version: await versionOf(harness, support.id),
    });
    const after = await harness.invoke('worktypes:list');
    expect(after.map((w) => [w.name, w.projectIds])).toEqual([
      ['Design', [project.id]],
      ['Development', []],
      ['Meetings', []],
    ]);
  });

  it('adds and edits records with a work type, and filters the list and totals by it', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const [design, development] = await harness.invoke('worktypes:list');
    const base = new Date(2024, 2, 4, 9).getTime();
    const range = { from: base - hour, to: base + 10 * hour };
    const fields = (i: number, workTypeId: string | null, description: string) => ({
      start: base + i * hour,
      stop: base + (i + 1) * hour,
      durationMs: hour,
      projectId: project.id,
      taskId: null,
      workTypeId,
      description,
      billable: true,
    });
    saved(await harness.invoke('timerecords:create', fields(0, design!.id, 'Sketches')));
    saved(await harness.invoke('timerecords:create', fields(1, null, 'Untyped')));
    const list = (workTypeIds: string[]) =>
      harness.invoke('timerecords:list', { range, filter: { workTypeIds }, skip: 0, top: 10 });
    const all = await list([]);
    expect(all.map((r) => [r.description, r.workType?.name ?? null])).toEqual([
      ['Untyped', null],
      ['Sketches', 'Design'],
    ]);
    expect((await list([design!.id])).map((r) => r.description)).toEqual(['Sketches']);

    const untyped = all[0]!;
    saved(
      await harness.invoke('timerecords:update', {
        id: untyped.id,
        version: untyped.version,
        changes: { workTypeId: development!.id },
      }),
    );
    expect((await list([development!.id])).map((r) => r.description)).toEqual(['Untyped']);
    expect(
      await harness.invoke('timerecords:total', {
        range,
        filter: { workTypeIds: [design!.id, development!.id] },
      }),
    ).toEqual({ count: 2, durationMs: 2 * hour });
  });
});

async function versionOf(harness: AccountHarness, id: string): Promise<number> {
  return (await v1Of(harness).get<{ version: number }>(`time/worktypes/${id}`)).version;
}
