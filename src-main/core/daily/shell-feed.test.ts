import { afterEach, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, drained, signedInWithV1, until } from '../testing/daily-harness.ts';
import { connectShell } from './shell-feed.ts';

// The tray's and menus' view, fed by the real daily loop against the embedded service.

let harness: AccountHarness | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

describe('connectShell', () => {
  it('shows the stopwatch, today and the outbox in the shell model and carries out its actions', async () => {
    const h = await signedInWithV1();
    harness = h;
    const { state, actions } = h.core.shell;
    const disconnect = connectShell(h.core.daily, state, actions, h.core.favorites);
    expect(state.current()).toMatchObject({
      signedIn: true,
      stopwatch: null,
      online: true,
      pendingWrites: 0,
    });
    await until(() => state.current().recentProjects.length > 0, 'recent projects arrive');
    expect(state.current().todayFinishedMs).not.toBeNull();

    const project = await demoProject(h);
    await actions.perform({ type: 'stopwatch:start', projectId: project.id });
    expect(state.current().stopwatch).toMatchObject({
      state: 'running',
      projectId: project.id,
      projectTitle: project.name,
    });
    await drained(h);
    await actions.perform({ type: 'stopwatch:pause' });
    expect(state.current().stopwatch?.state).toBe('paused');
    await actions.perform({ type: 'stopwatch:toggle' });
    expect(state.current().stopwatch).toBeNull();
    await drained(h);
    await until(() => state.current().recentProjects[0]?.id === project.id, 'the project is the most recent');
    // With none running, the toggle starts the most recent project.
    await actions.perform({ type: 'stopwatch:toggle' });
    expect(state.current().stopwatch?.projectId).toBe(project.id);

    disconnect();
    expect(actions.handles('stopwatch:toggle')).toBe(false);
  });

  it('offers the favorites and starts one by its id, refusing an id it does not know', async () => {
    const h = await signedInWithV1();
    harness = h;
    const { state, actions } = h.core.shell;
    const project = await demoProject(h);
    await h.invoke('favorites:add', { projectId: project.id, description: 'Weekly call' });
    await until(() => state.current().favorites.length === 1, 'the favorite reaches the tray');
    const [favorite] = state.current().favorites;
    expect(favorite).toMatchObject({ label: `${project.name} · Weekly call`, projectId: project.id });

    await actions.perform({ type: 'favorite:start', favoriteId: favorite!.id });
    expect(h.core.daily.stopwatch.state()).toMatchObject({
      status: 'running',
      project: { id: project.id },
      description: 'Weekly call',
    });
    await drained(h);

    const notes = h.notifications.length;
    await actions.perform({ type: 'favorite:start', favoriteId: 'not-a-favorite' });
    expect(h.notifications.slice(notes)).toEqual([
      'Stint: That favorite is no longer there. Open Stint to choose another.',
    ]);
    await h.invoke('favorites:remove', { id: favorite!.id });
    await until(() => state.current().favorites.length === 0, 'the tray forgets the removed favorite');
  });
});
