import { afterEach, describe, expect, it } from 'vitest';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, drained, signedInWithV1, v1Of } from '../testing/daily-harness.ts';
import { parseImpulse } from './impulse.ts';

// Work types on the stopwatch and editing a running stopwatch's start, against the real embedded
// service on one manual clock.

const minute = 60_000;
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
  const harness = await signedInWithV1();
  harnesses.push(harness);
  return harness;
}

/** Local and service times agree to the clock offset's estimate: well within a second here. */
function near(actual: number | null | undefined, expected: number): void {
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(1000);
}

async function confirmed(harness: AccountHarness): Promise<StopwatchState> {
  await drained(harness);
  return harness.invoke('stopwatch:refresh');
}

interface StoredRecord {
  readonly start: Date;
  readonly duration: number;
  readonly workType: { readonly id: string } | null;
}

async function recordOf(harness: AccountHarness, description: string): Promise<StoredRecord[]> {
  return v1Of(harness).list<StoredRecord>('time/timerecords', {
    $filter: `description eq '${description}'`,
    no_expand: true,
  });
}

async function workType(harness: AccountHarness, name: string): Promise<{ id: string; name: string }> {
  const found = (await harness.invoke('worktypes:list')).find((w) => w.name === name);
  if (found === undefined) throw new Error(`no work type ${name}`);
  return found;
}

describe('work type on the stopwatch', () => {
  it('starts with a work type, changes it while running, and the record keeps it', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const design = await workType(harness, 'Design');
    const meetings = await workType(harness, 'Meetings');
    const started = await harness.invoke('stopwatch:start', {
      projectId: project.id,
      workTypeId: design.id,
      description: 'Typed work',
    });
    expect(started.workType).toEqual({ id: design.id, name: 'Design' });
    const onService = await confirmed(harness);
    expect(onService.workType).toEqual({ id: design.id, name: 'Design' });

    const edited = await harness.invoke('stopwatch:edit', { workTypeId: meetings.id });
    expect(edited.workType?.name).toBe('Meetings');
    expect((await confirmed(harness)).workType?.id).toBe(meetings.id);
    harness.clock.advance(5 * minute);
    await harness.invoke('stopwatch:stop');
    await drained(harness);
    const [record] = await recordOf(harness, 'Typed work');
    expect(record?.workType?.id).toBe(meetings.id);
  });
});

describe('editing a running stopwatch’s start', () => {
  it('moves the start an hour back: the face shows an hour and the record starts then', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Started earlier' });
    await confirmed(harness);
    harness.clock.advance(5 * minute);
    const hourAgo = harness.clock.now() - 60 * minute;

    const edited = await harness.invoke('stopwatch:edit', { start: hourAgo });
    expect(edited.status).toBe('running');
    near(edited.startedAt, hourAgo);
    near(edited.elapsedMs, 60 * minute);
    const fromService = await confirmed(harness);
    near(fromService.startedAt, hourAgo);
    near(fromService.elapsedMs, 60 * minute);
    const [impulse] = (await v1Of(harness).list('time/impulses')).map(parseImpulse);
    near(impulse?.start?.getTime(), hourAgo);

    harness.clock.advance(minute);
    await harness.invoke('stopwatch:stop');
    await drained(harness);
    const [record] = await recordOf(harness, 'Started earlier');
    near(record?.start.getTime(), hourAgo);
    near(record?.duration, 61 * minute);
  });

  it('keeps a paused stopwatch paused, its time moved by as much as the start', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const started = await harness.invoke('stopwatch:start', {
      projectId: project.id,
      description: 'Paused edit',
    });
    harness.clock.advance(10 * minute);
    await harness.invoke('stopwatch:pause');
    harness.clock.advance(5 * minute);
    const edited = await harness.invoke('stopwatch:edit', { start: started.startedAt! - 30 * minute });
    expect(edited.status).toBe('paused');
    near(edited.elapsedMs, 40 * minute);
    harness.clock.advance(5 * minute);
    const fromService = await confirmed(harness);
    // Paused: the time stands still however long the edit took to arrive.
    expect(fromService).toMatchObject({ status: 'paused', elapsedMs: edited.elapsedMs });
    near(fromService.startedAt, started.startedAt! - 30 * minute);
  });

  it('refuses a start in the future with a sentence, and changes nothing', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id });
    const before = await confirmed(harness);
    await expect(
      harness.invoke('stopwatch:edit', { start: harness.clock.now() + 10 * minute }),
    ).rejects.toThrow('The start is in the future. Choose a time up to now.');
    expect((await harness.invoke('stopwatch:get')).startedAt).toBe(before.startedAt);
  });
});
