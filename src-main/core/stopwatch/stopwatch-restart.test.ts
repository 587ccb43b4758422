import { afterEach, describe, expect, it } from 'vitest';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { connect, demoProject, drained, signedInWithV1, until, v1Of } from '../testing/daily-harness.ts';
import { parseImpulse } from './impulse.ts';

// Found by the crash soak (`npm run soak`): a change of a running stopwatch waited in the outbox
// when Stint was killed; after the restart the stopwatch looked stopped (the outbox held no
// start to replay it from, and the service was not asked while a change waited), so Start made
// a second stopwatch on the service.

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

const impulseChanges = (url: string, init: RequestInit | undefined): Response | null =>
  url.includes('/time/impulses') && init?.method === 'PUT'
    ? new Response('{"error":"unavailable"}', {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      })
    : null;

describe('the stopwatch after a restart', () => {
  it('is the running one with its waiting change on top, so Start does not make a second one', async () => {
    const harness = await signedInWithV1();
    harnesses.push(harness);
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Before the restart' });
    await drained(harness);

    // The service takes no stopwatch changes for a while: the edit waits in the outbox.
    harness.interceptor = impulseChanges;
    await harness.invoke('stopwatch:edit', { description: 'Changed before the restart' });
    await until(
      () => harness.core.daily.outbox.status().entries.some((entry) => entry.attempts > 0),
      'the edit was tried once',
    );
    await harness.stop();
    await harness.start();
    // Signed in again from the keychain, or (without one) by the person.
    if ((await harness.state()).status === 'signed-out') await connect(harness);
    await until(async () => (await harness.state()).v1.state === 'connected', 'time tracking is connected');

    await until(
      async () => (await harness.invoke<'stopwatch:get'>('stopwatch:get')).status === 'running',
      'the stopwatch shows as running',
    );
    const shown: StopwatchState = await harness.invoke('stopwatch:get');
    expect(shown).toMatchObject({
      status: 'running',
      description: 'Changed before the restart',
      pending: true,
    });

    harness.interceptor = undefined;
    harness.core.daily.outbox.retryNow();
    await drained(harness);
    expect(await harness.invoke('stopwatch:refresh')).toMatchObject({
      status: 'running',
      description: 'Changed before the restart',
    });
    const impulses = (await v1Of(harness).list('time/impulses')).map(parseImpulse);
    expect(impulses.map((impulse) => impulse?.description)).toEqual(['Changed before the restart']);
  });
});
