import { afterEach, describe, expect, it } from 'vitest';
import { maxFavorites } from '../../../src-shared/domain/favorite.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, signedInWithV1, until, v1Of } from '../testing/daily-harness.ts';

// Favorites through the core's channels against the real embedded service and a settings file on disk.

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

async function alice(): Promise<AccountHarness> {
  const harness = await signedInWithV1({ daily: { settleMs: 10_000 } });
  harnesses.push(harness);
  return harness;
}

describe('favorites', () => {
  it('stars a project and an entry with the service’s names, once each, and tells every window', async () => {
    const h = await alice();
    const project = await demoProject(h);
    const [task] = await h.invoke('projects:tasks', { projectId: project.id });
    expect(task).toBeDefined();

    await h.invoke('favorites:add', { projectId: project.id });
    await h.invoke('favorites:add', {
      projectId: project.id,
      taskId: task!.id,
      description: '  Weekly call ',
    });
    const list = await h.invoke('favorites:add', { projectId: project.id });
    expect(list.map((f) => [f.project.name, f.task?.name ?? null, f.description, f.gone])).toEqual([
      [project.name, null, '', false],
      [project.name, task!.name, 'Weekly call', false],
    ]);
    expect(h.events.filter((e) => e.channel === 'favorites:changed').at(-1)?.payload).toEqual(list);

    const after = await h.invoke('favorites:remove', { id: list[0]!.id });
    expect(after.map((f) => f.description)).toEqual(['Weekly call']);
  });

  it('keeps them per organization and across a restart', async () => {
    const h = await alice();
    const project = await demoProject(h);
    await h.invoke('favorites:add', { projectId: project.id });
    const state = await h.state();
    const acme = state.organization!;
    const globex = state.organizations.find((o) => o.id !== acme.id)!;

    await h.invoke('org:switch', { organizationId: globex.id });
    expect(await h.invoke('favorites:list')).toEqual([]);
    await h.invoke('org:switch', { organizationId: acme.id });
    expect((await h.invoke('favorites:list')).map((f) => f.project.id)).toEqual([project.id]);

    await h.stop();
    await h.start();
    await until(async () => (await h.state()).organization?.id === acme.id, 'signed in again');
    expect((await h.invoke('favorites:list')).map((f) => f.project.id)).toEqual([project.id]);
  });

  it('after a restart, finds out on its own which starred project is gone once the service answers', async () => {
    const h = await alice();
    const created = await h.invoke('projects:create', {
      name: 'Gone while closed',
      code: null,
      note: null,
      clientId: null,
      billable: false,
      active: true,
      timeBudgetMs: null,
      priceBudget: null,
    });
    await h.invoke('favorites:add', { projectId: created.id });
    await h.stop();
    // Deleted elsewhere while Stint was closed (straight through the service).
    await h.start();
    await until(() => h.core.accounts.session?.state().v1.state === 'connected', 'time tracking connected');
    await v1Of(h).delete('time/projects', created.id);
    await h.stop();
    h.events.length = 0;
    await h.start();
    await until(
      () => h.core.favorites.current().some((favorite) => favorite.gone),
      'the favorite is known to be gone without anyone asking',
    );
    expect(h.events.some((e) => e.channel === 'favorites:changed')).toBe(true);
  });

  it('shows a favorite whose project was deleted as gone instead of failing', async () => {
    const h = await alice();
    const created = await h.invoke('projects:create', {
      name: 'Short-lived',
      code: null,
      note: null,
      clientId: null,
      billable: false,
      active: true,
      timeBudgetMs: null,
      priceBudget: null,
    });
    await h.invoke('favorites:add', { projectId: created.id });
    await v1Of(h).delete('time/projects', created.id);
    const [favorite] = await h.invoke('favorites:list');
    expect(favorite).toMatchObject({ project: { name: 'Short-lived' }, gone: true });
  });

  it('tells every window when a starred project is deleted in Stint, and when it is back', async () => {
    const h = await alice();
    const created = await h.invoke('projects:create', {
      name: 'Deleted here',
      code: null,
      note: null,
      clientId: null,
      billable: false,
      active: true,
      timeBudgetMs: null,
      priceBudget: null,
    });
    await h.invoke('favorites:add', { projectId: created.id });
    const goneAnnounced = () =>
      h.events.some(
        (e) =>
          e.channel === 'favorites:changed' &&
          (e.payload as { gone: boolean }[]).some((favorite) => favorite.gone),
      );
    expect(goneAnnounced()).toBe(false);
    const deleted = await h.invoke('projects:delete', { id: created.id });
    await until(goneAnnounced, 'the favorite is announced as gone');
    expect(h.core.favorites.current()).toMatchObject([{ project: { id: created.id }, gone: true }]);

    await h.invoke('projects:undo-delete', { writeId: deleted.writeId });
    await until(() => h.core.favorites.current()[0]?.gone === false, 'the favorite is back');
  });

  it('says that starring needs the service when it does not answer, and keeps nothing for later', async () => {
    const h = await alice();
    const project = await demoProject(h);
    h.interceptor = (url) =>
      new URL(url).pathname.endsWith('/time/projects') ? new Response('busy', { status: 503 }) : null;
    const error = await h.invokeError('favorites:add', { projectId: project.id });
    h.interceptor = undefined;
    expect(error).toMatchObject({
      code: 'service-unreachable',
      message: expect.stringContaining('Starring needs the service') as unknown,
    });
    expect(await h.invoke('favorites:list')).toEqual([]);
  });

  it('says a full list of favorites is full with its own message id', async () => {
    const h = await alice();
    const project = await demoProject(h);
    for (let i = 0; i < maxFavorites; i++) {
      await h.invoke('favorites:add', { projectId: project.id, description: `Entry ${i}` });
    }
    const error = await h.invokeError('favorites:add', { projectId: project.id, description: 'One more' });
    expect(error).toMatchObject({
      code: 'too-many',
      messageId: 'error.favoritesFull',
      values: { max: maxFavorites },
      message: `You have ${maxFavorites} favorites here already. Remove one to add another.`,
    });
  });

  it('refuses a project that does not exist', async () => {
    const h = await alice();
    const error = await h.invokeError('favorites:add', { projectId: '00000000-0000-4000-8000-000000000000' });
    expect(error.code).toBe('not-found');
  });
});
