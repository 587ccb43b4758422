import { afterEach, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { connect, demoProject, drained, signedInWithV1, until } from '../testing/daily-harness.ts';

// Two people on one computer, against the real embedded service: writes in the outbox are sent
// only with their owner's own sign-in, and a stopwatch never changes owner.

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

const impulseWrites = (harness: AccountHarness, from: number) =>
  harness.wire
    .slice(from)
    .filter((r) => r.method !== 'GET' && new URL(r.url).pathname.includes('/time/impulses'));

describe('outbox owners', () => {
  it("holds Alice's stopwatch while Bob is signed in, never shows it as his, and sends it when she is back", async () => {
    const harness = await signedInWithV1();
    harnesses.push(harness);
    const project = await demoProject(harness);
    // The service turns the stopwatch away for now: Alice's start waits in the outbox.
    harness.interceptor = (url) =>
      new URL(url).pathname.includes('/time/impulses') ? new Response('busy', { status: 503 }) : null;
    const started = await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Held' });
    expect(started).toMatchObject({ status: 'running', pending: true });
    await until(() => !harness.core.daily.outbox.online, 'the start waits in the outbox');
    await harness.invoke('session:sign-out');
    harness.interceptor = undefined;

    const mark = harness.wire.length;
    await connect(harness, { email: 'bob@example.com', password: 'bob-password' });
    await harness.core.daily.outbox.idle();
    expect(await harness.invoke('stopwatch:get')).toMatchObject({ status: 'stopped', pending: false });
    expect(await harness.invoke('outbox:get')).toMatchObject({ pending: 0, refused: 0, entries: [] });
    expect(await harness.invoke('outbox:held')).toMatchObject([{ ownerLabel: 'Alice Andersen', count: 1 }]);

    // After a restart the stopwatch replayed from the outbox is Bob's: none.
    await harness.stop();
    await harness.start();
    expect(await harness.invoke('stopwatch:get')).toMatchObject({ status: 'stopped' });
    await until(() => harness.core.accounts.state().v1.state === 'connected', 'Bob is back in v1');
    await harness.core.daily.outbox.idle();
    expect(await harness.invoke('stopwatch:get')).toMatchObject({ status: 'stopped' });
    expect(impulseWrites(harness, mark)).toEqual([]);

    // Alice signs in again: her start goes out with her own sign-in.
    await harness.invoke('session:sign-out');
    await connect(harness);
    await drained(harness);
    expect(impulseWrites(harness, mark)).not.toEqual([]);
    expect(await harness.invoke('outbox:held')).toEqual([]);
    expect(await harness.invoke('stopwatch:refresh')).toMatchObject({
      status: 'running',
      description: 'Held',
      project: { id: project.id },
    });
  });

  it("discards another person's held writes when asked", async () => {
    const harness = await signedInWithV1();
    harnesses.push(harness);
    const project = await demoProject(harness);
    harness.interceptor = (url) =>
      new URL(url).pathname.includes('/time/impulses') ? new Response('busy', { status: 503 }) : null;
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Given up' });
    await until(() => !harness.core.daily.outbox.online, 'the start waits in the outbox');
    await harness.invoke('session:sign-out');
    harness.interceptor = undefined;
    await connect(harness, { email: 'bob@example.com', password: 'bob-password' });
    const [group] = await harness.invoke('outbox:held');
    expect(group).toBeDefined();
    const own = await harness.invokeError('outbox:discard-held', {
      connection: group!.connection,
      person: 'someone-else',
    });
    expect(own.code).toBe('not-found');
    expect(
      await harness.invoke('outbox:discard-held', { connection: group!.connection, person: group!.person }),
    ).toEqual([]);
    await harness.invoke('session:sign-out');
    await connect(harness);
    expect(await harness.invoke('stopwatch:refresh')).toMatchObject({ status: 'stopped' });
    expect((await harness.invoke('outbox:get')).entries).toEqual([]);
  });
});
