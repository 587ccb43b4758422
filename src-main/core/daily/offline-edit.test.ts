import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src-service/index.ts';
import { parseImpulse } from '../stopwatch/impulse.ts';
import { AccountHarness } from '../testing/account-harness.ts';
import { connect, demoProject, drained, until, v1Of } from '../testing/daily-harness.ts';
import { labelText } from '../outbox/outbox-label.ts';

// A running stopwatch's start and work type changed while the service is down: the change waits
// in the outbox and arrives with the time the person saw, counted on from when they made it.

const minute = 60_000;
let dir: string | null = null;
let service: RunningService | null = null;
let harness: AccountHarness | null = null;

afterEach(async () => {
  await harness?.close();
  await service?.close();
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  harness = null;
  service = null;
  dir = null;
});

function near(actual: number | null | undefined, expected: number): void {
  expect(Math.abs((actual ?? Number.NaN) - expected)).toBeLessThan(1000);
}

describe('editing the stopwatch offline', () => {
  it('moves the start while the service is down, and the service has it once back', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stint-offline-edit-'));
    const dataDir = join(dir, 'service');
    let now = (): number => Date.now();
    service = await startService({ dataDir, port: 0, seed: 'demo', now: () => now() });
    const port = service.port;
    const app = new AccountHarness({ serverOverride: service.url });
    harness = app;
    const clock = app.clock;
    now = clock.now;
    await app.start();
    await connect(app);
    const project = await demoProject(app);
    const [workType] = await app.invoke('worktypes:list');
    await app.invoke('stopwatch:start', { projectId: project.id, description: 'Offline edit' });
    await drained(app);

    await service.close();
    service = null;
    clock.advance(5 * minute);
    const hourAgo = clock.now() - 60 * minute;
    const edited = await app.invoke('stopwatch:edit', { start: hourAgo, workTypeId: workType!.id });
    expect(edited).toMatchObject({ status: 'running', pending: true, workType: { id: workType!.id } });
    near(edited.elapsedMs, 60 * minute);
    // The work types read before stand in while the service is away.
    expect((await app.invoke('worktypes:list'))[0]?.id).toBe(workType!.id);
    await until(() => !app.core.daily.outbox.online, 'the outbox notices the service is gone');
    expect((await app.invoke('outbox:get')).entries.map((e) => labelText(e.label))).toEqual([
      `Move the start of the stopwatch on ${project.name}`,
    ]);

    clock.advance(10 * minute);
    near((await app.invoke('stopwatch:get')).elapsedMs, 70 * minute);
    service = await startService({ dataDir, port, seed: 'demo', now: clock.now });
    app.core.daily.outbox.retryNow();
    await drained(app, 20_000);
    const back = await app.invoke('stopwatch:refresh');
    expect(back).toMatchObject({ pending: false, workType: { id: workType!.id } });
    near(back.startedAt, hourAgo);
    near(back.elapsedMs, 70 * minute);
    const [impulse] = (await v1Of(app).list('time/impulses')).map(parseImpulse);
    near(impulse?.start?.getTime(), hourAgo);
    expect(impulse?.workType?.id).toBe(workType!.id);
  });
  it('shows a moved start after the app restarts while the service is still down', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stint-offline-edit-'));
    const dataDir = join(dir, 'service');
    let now = (): number => Date.now();
    service = await startService({ dataDir, port: 0, seed: 'demo', now: () => now() });
    const app = new AccountHarness({ serverOverride: service.url });
    harness = app;
    const clock = app.clock;
    now = clock.now;
    await app.start();
    await connect(app);
    const project = await demoProject(app);
    const [workType] = await app.invoke('worktypes:list');
    await service.close();
    service = null;
    // Started and moved offline: both wait in the outbox, which is what a restart replays.
    await app.invoke('stopwatch:start', { projectId: project.id, description: 'Restart edit' });
    const hourAgo = clock.now() - 60 * minute;
    await app.invoke('stopwatch:edit', { start: hourAgo, workTypeId: workType!.id });
    clock.advance(5 * minute);
    await app.stop();
    await app.start();
    // Replayed from the outbox: the moved start and the time counted on from it.
    const state = await app.invoke('stopwatch:get');
    expect(state).toMatchObject({ status: 'running', pending: true, workType: { id: workType!.id } });
    near(state.startedAt, hourAgo);
    near(state.elapsedMs, 65 * minute);
  });
});
