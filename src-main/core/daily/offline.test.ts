import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../../src-service/index.ts';
import { AccountHarness } from '../testing/account-harness.ts';
import { connect, demoProject, drained, recordsDescribed, until, v1Of } from '../testing/daily-harness.ts';
import { labelText } from '../outbox/outbox-label.ts';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import { renderMessage } from '../../../src-shared/i18n/translator.ts';

// Offline: the service goes away in the middle of a session (a real service stopped, then
// started again on the same address and data). The stopwatch keeps working from local state,
// the writes wait in the outbox, and once the service is back they arrive exactly once, with the
// times the person saw.

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

describe('offline stopwatch', () => {
  it('starts and stops while the service is down, and sends both once it is back', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stint-offline-'));
    const dataDir = join(dir, 'service');
    // The service runs on the harness's clock, which exists once the harness does.
    let now = (): number => Date.now();
    service = await startService({ dataDir, port: 0, seed: 'demo', now: () => now() });
    const port = service.port;
    const restarted = new AccountHarness({ serverOverride: service.url });
    harness = restarted;
    const clock = restarted.clock;
    now = clock.now;
    await restarted.start();
    await connect(restarted);
    const project = await demoProject(restarted);
    // The project list, as the renderer reads it through the core.
    await restarted.invoke('projects:list', { first: 100 });

    await service.close();
    service = null;
    const started = await restarted.invoke('stopwatch:start', {
      projectId: project.id,
      description: 'Offline',
    });
    expect(started).toMatchObject({ status: 'running', pending: true });
    await until(() => !restarted.core.daily.outbox.online, 'the outbox notices the service is gone');
    // One truth about reachability: the status line does not say "connected" next to offline writes.
    await until(
      () => restarted.core.accounts.backend.status.state === 'unreachable',
      'the status follows the outbox',
    );
    expect((await restarted.invoke('backend:get-status')).state).toBe('unreachable');
    clock.advance(12 * minute);
    expect((await restarted.invoke('stopwatch:get')).elapsedMs).toBe(12 * minute);
    const stopped = await restarted.invoke('stopwatch:stop');
    expect(stopped.status).toBe('stopped');
    const waiting = await restarted.invoke('outbox:get');
    expect(waiting).toMatchObject({ online: false, pending: 2, refused: 0 });
    expect(waiting.entries.map((e) => labelText(e.label))).toEqual([
      `Start the stopwatch on ${project.name}`,
      `Stop the stopwatch on ${project.name}`,
    ]);
    // The stop's payload has no project: its label kept the name, and speaks the language shown.
    expect(waiting.entries.map((e) => renderMessage(mainTranslator('de'), e.label))).toEqual([
      `Die Stoppuhr für ${project.name} starten`,
      `Die Stoppuhr für ${project.name} stoppen`,
    ]);

    // Back half an hour later; the outbox's next try goes through.
    clock.advance(30 * minute);
    service = await startService({ dataDir, port, seed: 'demo', now: clock.now });
    restarted.core.daily.outbox.retryNow();
    await drained(restarted, 20_000);
    const records = await recordsDescribed(restarted, 'Offline');
    expect(records).toHaveLength(1);
    expect(records[0]?.duration).toBe(12 * minute);
    expect((records[0]?.stop?.getTime() ?? 0) - (records[0]?.start.getTime() ?? 0)).toBe(12 * minute);
    expect(await v1Of(restarted).list('time/impulses')).toEqual([]);
    expect((await restarted.invoke('outbox:get')).online).toBe(true);
    await until(
      () => restarted.core.accounts.backend.status.state === 'connected',
      'the status says connected again',
    );
  });

  it('shows the stopwatch started offline after the app restarts offline, and sends it once back', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stint-offline-'));
    const dataDir = join(dir, 'service');
    let now = (): number => Date.now();
    service = await startService({ dataDir, port: 0, seed: 'demo', now: () => now() });
    const port = service.port;
    const h = new AccountHarness({ serverOverride: service.url });
    harness = h;
    const clock = h.clock;
    now = clock.now;
    await h.start();
    await connect(h);
    const project = await demoProject(h);
    await h.invoke('projects:list', { first: 100 });

    await service.close();
    service = null;
    await h.invoke('stopwatch:start', { projectId: project.id, description: 'Across a restart' });
    clock.advance(5 * minute);
    // Stint quits and starts again while the service is still away.
    await h.stop();
    await h.start();
    const state = await h.invoke('stopwatch:get');
    // The clock offset starts afresh with no service to ask: within the second a Date header gives.
    expect(Math.abs(state.elapsedMs - 5 * minute)).toBeLessThan(1000);
    expect(state).toMatchObject({
      status: 'running',
      pending: true,
      description: 'Across a restart',
      project: { id: project.id, name: project.name },
      availability: 'ready',
    });
    clock.advance(7 * minute);
    expect((await h.invoke('stopwatch:stop')).status).toBe('stopped');
    expect((await h.invoke('outbox:get')).pending).toBe(2);

    service = await startService({ dataDir, port, seed: 'demo', now: clock.now });
    // The sign-in is restored on its next try, time tracking with it, and the outbox drains.
    await until(
      async () => {
        clock.advance(60_000);
        return (await h.invoke('session:get')).v1.state === 'connected';
      },
      'the sign-in comes back',
      30_000,
    );
    await drained(h, 20_000);
    const records = await recordsDescribed(h, 'Across a restart');
    expect(records).toHaveLength(1);
    expect(Math.abs((records[0]?.duration ?? 0) - 12 * minute)).toBeLessThan(1000);
  });
});
