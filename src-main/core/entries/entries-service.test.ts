import { afterEach, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, drained, signedInWithV1, until } from '../testing/daily-harness.ts';

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

const hour = 3_600_000;

async function alice(): Promise<AccountHarness> {
  const harness = await signedInWithV1({ daily: { settleMs: 10_000 } });
  harnesses.push(harness);
  return harness;
}

async function record(harness: AccountHarness, description: string, hoursAgo: number): Promise<string> {
  const project = await demoProject(harness);
  const start = harness.clock.now() - hoursAgo * hour;
  const outcome = await harness.invoke('timerecords:create', {
    start,
    stop: start + hour / 2,
    durationMs: hour / 2,
    projectId: project.id,
    taskId: null,
    description,
    billable: false,
  });
  expect(outcome).toMatchObject({ state: 'saved' });
  await drained(harness);
  const [created] = await harness.invoke('timerecords:list', {
    range: { from: start - 1, to: start + 1 },
    skip: 0,
    top: 10,
  });
  return created!.id;
}

const suggested = async (harness: AccountHarness, text: string): Promise<string[]> =>
  (await harness.invoke('entries:suggest', { text })).map((e) => e.description);

describe('earlier entries in the core', () => {
  it('offers records made here, follows their edits and deletes, and gives the recent ones', async () => {
    const harness = await alice();
    const first = await record(harness, 'Zebra crossing plan', 3);
    await until(
      async () => (await suggested(harness, 'zebra')).includes('Zebra crossing plan'),
      'the new record is offered',
    );
    const [offered] = await harness.invoke('entries:suggest', { text: 'zebra cross' });
    expect(offered).toMatchObject({
      description: 'Zebra crossing plan',
      project: { id: (await demoProject(harness)).id },
      task: null,
      billable: false,
    });

    await record(harness, 'Zebra stripes', 1);
    await until(
      async () => (await harness.invoke('entries:recent', { limit: 2 }))[0]?.description === 'Zebra stripes',
      'the newest entry is the first recent one',
    );

    const view = await harness.invoke('timerecords:get', { id: first });
    await harness.invoke('timerecords:update', {
      id: first,
      version: view.version,
      changes: { description: 'Yak shaving' },
    });
    await drained(harness);
    await until(async () => (await suggested(harness, 'yak')).includes('Yak shaving'), 'the edit is offered');
    expect(await suggested(harness, 'zebra')).toEqual(['Zebra stripes']);

    await harness.invoke('timerecords:delete', { id: first });
    await drained(harness);
    await until(async () => (await suggested(harness, 'yak')).length === 0, 'the deleted entry is gone');
  });

  it('offers what a stopwatch stopped here became', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Platypus tracking' });
    await drained(harness);
    harness.clock.advance(20 * 60_000);
    await harness.invoke('stopwatch:stop');
    await drained(harness);
    await until(
      async () => (await suggested(harness, 'platypus')).includes('Platypus tracking'),
      'the stopped stopwatch is offered',
    );
    expect((await harness.invoke('entries:recent'))[0]).toMatchObject({
      description: 'Platypus tracking',
      project: { id: project.id },
    });
  });

  it('keeps organizations apart and reads an organization’s records from the service when it is opened', async () => {
    const harness = await alice();
    await record(harness, 'Quokka survey', 30);
    const index = harness.core.daily.entries;
    const session = await harness.invoke('session:get');
    const acme = session.organization!;
    const globex = session.organizations.find((o) => o.id !== acme.id)!;
    await harness.invoke('org:switch', { organizationId: globex.id });
    await until(() => harness.core.accounts.state().v1.state === 'connected', 'v1 is connected in Globex');
    expect(await suggested(harness, 'quokka')).toEqual([]);
    // Back in Acme the index starts empty and is read from the service again.
    await harness.invoke('org:switch', { organizationId: acme.id });
    await until(() => harness.core.accounts.state().v1.state === 'connected', 'v1 is back in Acme');
    await until(
      async () => (await suggested(harness, 'quokka')).length === 1,
      'Acme’s entries are read again',
    );
    expect(index.recentNow(50).some((e) => e.description === 'Quokka survey')).toBe(true);
  });
});
