import { afterEach, describe, expect, it } from 'vitest';
import type { StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { ManualPowerSignals } from '../platform/power-signals.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import {
  demoProject,
  drained,
  recordsDescribed,
  signedInWithV1,
  until,
  v1Of,
} from '../testing/daily-harness.ts';
import { parseImpulse } from './impulse.ts';

// The stopwatch against the real embedded service (v1 impulses over HTTP on loopback), with one
// manual clock for the service and the core, so "ten minutes later" needs no waiting.

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

async function alice(options: Parameters<typeof signedInWithV1>[0] = {}): Promise<AccountHarness> {
  const harness = await signedInWithV1(options);
  harnesses.push(harness);
  return harness;
}

function stopwatch(harness: AccountHarness): Promise<StopwatchState> {
  return harness.invoke('stopwatch:get');
}

/** Once the service confirmed every change, the core reads the stopwatch back from it. */
async function confirmed(harness: AccountHarness): Promise<StopwatchState> {
  await drained(harness);
  return harness.invoke('stopwatch:refresh');
}

describe('stopwatch life cycle', () => {
  it('starts, pauses, resumes and stops into exactly one time record with the time worked', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const started = await harness.invoke('stopwatch:start', {
      projectId: project.id,
      description: 'Life cycle',
      billable: true,
    });
    expect(started).toMatchObject({ status: 'running', elapsedMs: 0, pending: true, availability: 'ready' });
    expect((await confirmed(harness)).pending).toBe(false);

    harness.clock.advance(10 * minute);
    expect((await stopwatch(harness)).elapsedMs).toBe(10 * minute);
    const paused = await harness.invoke('stopwatch:pause');
    expect(paused).toMatchObject({ status: 'paused', elapsedMs: 10 * minute });
    expect(await confirmed(harness)).toMatchObject({
      status: 'paused',
      elapsedMs: 10 * minute,
      pending: false,
    });
    harness.clock.advance(5 * minute);
    expect((await stopwatch(harness)).elapsedMs).toBe(10 * minute);
    await harness.invoke('stopwatch:resume');
    await confirmed(harness);
    harness.clock.advance(3 * minute);
    expect((await harness.invoke('stopwatch:refresh')).elapsedMs).toBe(13 * minute);

    const events = harness.events.length;
    expect((await harness.invoke('stopwatch:stop')).status).toBe('stopped');
    await drained(harness);
    const records = await recordsDescribed(harness, 'Life cycle');
    expect(records).toHaveLength(1);
    expect(records[0]?.duration).toBe(13 * minute);
    const changed = harness.events.slice(events).filter((e) => e.channel === 'data:changed');
    expect(changed.some((e) => JSON.stringify(e.payload).includes('timerecords'))).toBe(true);
    expect(await v1Of(harness).list('time/impulses')).toEqual([]);
    const again = await harness.invokeError('stopwatch:stop');
    expect(again.code).toBe('no-stopwatch');
  });

  it('stops the running stopwatch first when another project starts (quick switch)', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const [other] = await v1Of(harness).list<{ id: string }>('time/projects', {
      $filter: `id ne '${project.id}' and personal eq false`,
      $top: 1,
    });
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Before switch' });
    await confirmed(harness);
    harness.clock.advance(20 * minute);
    const switched = await harness.invoke('stopwatch:start', {
      projectId: other!.id,
      description: 'After switch',
    });
    expect(switched).toMatchObject({ status: 'running', elapsedMs: 0, project: { id: other!.id } });
    await drained(harness);
    expect((await recordsDescribed(harness, 'Before switch')).map((r) => r.duration)).toEqual([20 * minute]);
    const running = (await v1Of(harness).list('time/impulses')).map(parseImpulse);
    expect(running.map((i) => i?.description)).toEqual(['After switch']);
  });

  it('yields one record when two devices stop the same stopwatch at once', async () => {
    const first = await alice();
    const second = await signedInWithV1({ serverOverride: first.serviceUrl });
    harnesses.push(second);
    // Both devices share one clock: the same service.
    second.clock.advance(first.clock.now() - second.clock.now());
    const project = await demoProject(first);
    await first.invoke('stopwatch:start', { projectId: project.id, description: 'Two devices' });
    await confirmed(first);
    // Started elsewhere: the second device sees it when it looks.
    const seen = await second.invoke('stopwatch:refresh');
    expect(seen).toMatchObject({
      status: 'running',
      description: 'Two devices',
      project: { id: project.id },
    });
    first.clock.advance(7 * minute);
    second.clock.advance(7 * minute);
    await Promise.all([first.invoke('stopwatch:stop'), second.invoke('stopwatch:stop')]);
    await Promise.all([drained(first), drained(second)]);
    const records = await recordsDescribed(first, 'Two devices');
    expect(records).toHaveLength(1);
    expect(records[0]?.duration).toBe(7 * minute);
    expect((await second.invoke('stopwatch:refresh')).status).toBe('stopped');
  });

  it('keeps time correct across a sleep, and asks about the time asleep', async () => {
    const power = new ManualPowerSignals();
    const harness = await alice({ power, daily: {} });
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Sleepy' });
    await confirmed(harness);
    // Five watched minutes: the core's minute ticks give the service a sign of life.
    harness.clock.advance(5 * minute);
    const id = (await stopwatch(harness)).id!;
    await until(async () => {
      const impulse = parseImpulse(await v1Of(harness).get(`time/impulses/${id}`));
      return (impulse?.watchLast?.getTime() ?? 0) >= harness.clock.now() - 1000;
    }, 'a sign of life reached the service');
    power.fire({ kind: 'suspend' });
    const before = harness.clock.now();
    harness.sleep(45 * minute);
    power.fire({ kind: 'resume', sleptMs: null });
    const state = await harness.invoke('stopwatch:refresh');
    expect(state.elapsedMs).toBe(50 * minute);
    expect(state.away).toEqual({ reason: 'sleep', from: before, to: before + 45 * minute });
    // Keep the first five minutes, discard the sleep.
    const answered = await harness.invoke('stopwatch:answer-away', { choice: 'discard' });
    expect(answered).toMatchObject({ away: null, elapsedMs: 5 * minute });
    await drained(harness);
    harness.clock.advance(minute);
    expect((await harness.invoke('stopwatch:refresh')).elapsedMs).toBe(6 * minute);
    await harness.invoke('stopwatch:stop');
    await drained(harness);
    expect((await recordsDescribed(harness, 'Sleepy')).map((r) => r.duration)).toEqual([6 * minute]);
  });

  it('keeps time correct when this computer’s clock is set two hours ahead', async () => {
    const harness = await alice({ daily: { stopwatchTiming: { runningTickMs: minute } } });
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Clock jump' });
    await confirmed(harness);
    harness.clock.advance(5 * minute);
    harness.localSkewMs = 2 * 60 * minute;
    // The next look of the core notices the clocks disagree and asks the service again.
    harness.clock.advance(minute);
    await until(async () => {
      const state = await stopwatch(harness);
      return Math.abs(state.elapsedMs - 6 * minute) <= 1000;
    }, 'the elapsed time follows the service again');
    const state = await stopwatch(harness);
    // Displayed against this computer's (wrong) clock, started six minutes before it.
    expect(
      Math.abs((state.startedAt ?? 0) - (harness.clock.now() + harness.localSkewMs - 6 * minute)),
    ).toBeLessThanOrEqual(1000);
    await harness.invoke('stopwatch:stop');
    await drained(harness);
    const [record] = await recordsDescribed(harness, 'Clock jump');
    expect(Math.abs((record?.duration ?? 0) - 6 * minute)).toBeLessThanOrEqual(1000);
  });

  it('asks about idle time past the threshold once the person is back, and keeps it when told', async () => {
    const power = new ManualPowerSignals();
    const harness = await alice({
      power,
      daily: { stopwatchTiming: { runningTickMs: minute, awayTickMs: 5000 } },
    });
    await harness.invoke('stopwatch:set-settings', { idleThresholdMinutes: 10 });
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Idle' });
    await confirmed(harness);
    const start = harness.clock.now();
    power.idleSeconds = 30;
    harness.clock.advance(minute);
    expect((await stopwatch(harness)).away).toBeNull();
    power.idleSeconds = 12 * 60;
    harness.clock.advance(12 * minute);
    expect((await stopwatch(harness)).away).toBeNull();
    power.idleSeconds = 2;
    harness.clock.advance(5000);
    const asked = await stopwatch(harness);
    expect(asked.away?.reason).toBe('idle');
    expect(asked.away?.to).toBe(harness.clock.now() - 2000);
    expect(harness.notifications.some((n) => n.startsWith('Stopwatch still running'))).toBe(true);
    // The notification speaks the language chosen in Settings when it is shown.
    await harness.invoke('preferences:update', { language: 'de' });
    await harness.invoke('stopwatch:answer-away', { choice: 'keep' });
    power.idleSeconds = 12 * 60;
    harness.clock.advance(12 * minute);
    power.idleSeconds = 2;
    harness.clock.advance(5000);
    expect((await stopwatch(harness)).away?.reason).toBe('idle');
    expect(harness.notifications.some((n) => n.startsWith('Die Stoppuhr läuft noch'))).toBe(true);
    const kept = await harness.invoke('stopwatch:answer-away', { choice: 'keep' });
    expect(kept.away).toBeNull();
    expect(kept.elapsedMs).toBe(harness.clock.now() - start);
  });

  it('asks about a stopwatch left unattended while Stint was closed, and can restart it fresh', async () => {
    const harness = await alice();
    await harness.invoke('stopwatch:set-settings', { idleThresholdMinutes: 10 });
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Left running' });
    await confirmed(harness);
    const startedAt = harness.clock.now();
    harness.clock.advance(20 * minute);
    await harness.stop();
    harness.clock.advance(3 * 60 * minute);
    await harness.start();
    await until(async () => (await stopwatch(harness)).away !== null, 'the unattended question');
    const state = await stopwatch(harness);
    expect(state.away?.reason).toBe('unattended');
    // The last sign of life: the start (no window ticked it while the clock was moved by hand).
    expect(state.away?.from).toBe(startedAt);
    const restarted = await harness.invoke('stopwatch:answer-away', { choice: 'discard-and-start-new' });
    expect(restarted).toMatchObject({ status: 'running', away: null, description: '' });
    await drained(harness);
    expect((await recordsDescribed(harness, 'Left running')).length).toBe(1);
    const impulses = (await v1Of(harness).list('time/impulses')).map(parseImpulse);
    expect(impulses).toHaveLength(1);
    expect(impulses[0]?.description ?? '').toBe('');
  });

  it('keeps the core quiet while a stopwatch runs: a look a minute, the service every other', async () => {
    const harness = await alice({ daily: {} });
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Quiet' });
    await confirmed(harness);
    // No timer of the core fires more often than once a minute.
    expect((harness.clock.nextTimerAt ?? Infinity) - harness.clock.now()).toBeGreaterThanOrEqual(60_000);
    const v1Requests = (): number => harness.wire.filter((w) => w.url.includes('/v1/')).length;
    // Requests the start set off (names, lists) may still be on their way: count from a quiet core.
    await harness.settled();
    const before = v1Requests();
    for (let i = 0; i < 10; i++) {
      harness.clock.advance(minute);
      await harness.settled();
    }
    await harness.core.daily.outbox.idle();
    const asked = v1Requests() - before;
    // Five reads of the stopwatch and two signs of life in ten minutes, give or take the edges.
    expect(asked).toBeGreaterThanOrEqual(5);
    expect(asked).toBeLessThanOrEqual(8);
    // Paused: the core looks only every five minutes.
    await harness.invoke('stopwatch:pause');
    await drained(harness);
    expect((harness.clock.nextTimerAt ?? Infinity) - harness.clock.now()).toBeGreaterThan(60_000);
  });

  it('refuses read-only members with a sentence', async () => {
    const harness = await signedInWithV1({ email: 'bob@example.com', password: 'bob-password' });
    harnesses.push(harness);
    const state = await stopwatch(harness);
    expect(state.availability).toBe('read-only');
    const project = await demoProject(harness);
    const error = await harness.invokeError('stopwatch:start', { projectId: project.id });
    expect(error.code).toBe('forbidden');
    expect(error.message).toMatch(/read-only access/);
  });
});

describe('a stopwatch left going in another organization', () => {
  it('is still known after switching organization, and is stopped there without switching back', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Left in Acme' });
    await confirmed(harness);
    harness.clock.advance(12 * minute);
    const session = await harness.invoke('session:get');
    const acme = session.organization!;
    const globex = session.organizations.find((o) => o.id !== acme.id)!;
    await harness.invoke('org:switch', { organizationId: globex.id });
    await until(
      async () => (await stopwatch(harness)).elsewhere !== null,
      'the stopwatch in Acme is remembered',
    );
    harness.clock.advance(minute);
    const inGlobex = await stopwatch(harness);
    expect(inGlobex).toMatchObject({
      status: 'stopped',
      elsewhere: {
        organization: { id: acme.id, title: 'Acme Studio' },
        status: 'running',
        project: { id: project.id },
        elapsedMs: 13 * minute,
      },
    });
    const stopped = await harness.invoke('stopwatch:stop-elsewhere');
    expect(stopped).toMatchObject({ status: 'stopped', elsewhere: null });
    expect((await harness.invokeError('stopwatch:stop-elsewhere')).code).toBe('no-stopwatch');

    // Back in Acme: nothing runs, and the time became one record.
    await harness.invoke('org:switch', { organizationId: acme.id });
    await until(() => harness.core.accounts.state().v1.state === 'connected', 'v1 is back in Acme');
    expect(await v1Of(harness).list('time/impulses')).toEqual([]);
    expect((await recordsDescribed(harness, 'Left in Acme')).map((r) => r.duration)).toEqual([13 * minute]);
    expect(await stopwatch(harness)).toMatchObject({ status: 'stopped', elsewhere: null });
  });

  it('is forgotten on sign-out, and is the current one again after switching back', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    await harness.invoke('stopwatch:start', { projectId: project.id, description: 'Back again' });
    await confirmed(harness);
    const session = await harness.invoke('session:get');
    const acme = session.organization!;
    const globex = session.organizations.find((o) => o.id !== acme.id)!;
    await harness.invoke('org:switch', { organizationId: globex.id });
    await until(async () => (await stopwatch(harness)).elsewhere !== null, 'the stopwatch is remembered');
    await harness.invoke('org:switch', { organizationId: acme.id });
    await until(async () => (await stopwatch(harness)).status === 'running', 'the stopwatch is current');
    expect((await stopwatch(harness)).elsewhere).toBeNull();
    await harness.invoke('org:switch', { organizationId: globex.id });
    await until(async () => (await stopwatch(harness)).elsewhere !== null, 'remembered again');
    await harness.invoke('session:sign-out');
    await until(async () => (await stopwatch(harness)).availability === 'signed-out', 'signed out');
    expect((await stopwatch(harness)).elsewhere).toBeNull();
  });
});
