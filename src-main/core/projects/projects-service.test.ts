import { afterEach, describe, expect, it } from 'vitest';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, drained, signedInWithV1, until, v1Of } from '../testing/daily-harness.ts';
import { inEnglish } from '../../../src-shared/testing/in-english.ts';

// Projects and tasks through the core against the real embedded service.

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

describe('projects', () => {
  it('shows a project’s detail with client, budget and counts', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const detail = await harness.invoke('projects:detail', { id: project.id });
    expect(detail).toMatchObject({ id: project.id, name: project.name, billable: true });
    expect(detail.client?.name).toMatch(/\w/);
    expect(detail.timeRecordsCount).toBeGreaterThan(0);
    expect(detail.tasksCount).not.toBeNull();
    const tasks = await harness.invoke('projects:tasks', { projectId: project.id });
    expect(tasks.every((task) => task.projectId === project.id)).toBe(true);
    const clients = await harness.invoke('projects:clients');
    expect(clients.map((c) => c.name)).toContain(detail.client?.name);
  });

  it('creates, edits, deletes and brings back a project with its tasks', async () => {
    const harness = await alice();
    const clients = await harness.invoke('projects:clients');
    const created = await harness.invoke('projects:create', {
      name: 'Orbit Redesign',
      code: 'ORB',
      note: null,
      clientId: clients[0]!.id,
      billable: true,
      active: true,
      timeBudgetMs: 40 * 3_600_000,
      priceBudget: 5000,
    });
    expect(created.state).toBe('saved');
    const detail = await harness.invoke('projects:detail', { id: created.id });
    expect(detail).toMatchObject({
      name: 'Orbit Redesign',
      code: 'ORB',
      client: { id: clients[0]!.id },
      timeBudgetMs: 40 * 3_600_000,
      priceBudget: 5000,
    });
    const task = await harness.invoke('tasks:create', { projectId: created.id, name: 'Moodboard' });
    expect(task.state).toBe('saved');
    const [stored] = await harness.invoke('projects:tasks', { projectId: created.id });
    expect(stored).toMatchObject({ id: task.id, name: 'Moodboard', done: false });
    expect(
      (
        await harness.invoke('tasks:update', {
          id: task.id,
          version: stored!.version,
          changes: { done: true },
        })
      ).state,
    ).toBe('saved');
    expect(
      (
        await harness.invoke('projects:update', {
          id: created.id,
          version: detail.version,
          changes: { name: 'Orbit Relaunch', billable: false },
        })
      ).state,
    ).toBe('saved');
    expect(await harness.invoke('projects:detail', { id: created.id })).toMatchObject({
      name: 'Orbit Relaunch',
      billable: false,
    });

    const deleted = await harness.invoke('projects:delete', { id: created.id });
    expect(deleted.state).toBe('saved');
    expect((await harness.invokeError('projects:detail', { id: created.id })).code).toBe('not-found');
    expect((await harness.invoke('projects:undo-delete', { writeId: deleted.writeId })).state).toBe('saved');
    await drained(harness);
    expect((await harness.invoke('projects:detail', { id: created.id })).name).toBe('Orbit Relaunch');
    // The task came back with it: one delete, one group.
    expect((await harness.invoke('projects:tasks', { projectId: created.id })).map((t) => t.name)).toEqual([
      'Moodboard',
    ]);
  });

  it('deletes a task and undoes it', async () => {
    const harness = await alice();
    const project = await demoProject(harness);
    const made = await harness.invoke('tasks:create', { projectId: project.id, name: 'Short-lived' });
    const deleted = await harness.invoke('tasks:delete', { id: made.id });
    expect(deleted.state).toBe('saved');
    expect(
      (await harness.invoke('projects:tasks', { projectId: project.id })).map((t) => t.id),
    ).not.toContain(made.id);
    await harness.invoke('tasks:undo-delete', { writeId: deleted.writeId });
    await drained(harness);
    expect((await harness.invoke('projects:tasks', { projectId: project.id })).map((t) => t.id)).toContain(
      made.id,
    );
  });

  it('explains a change the service refuses, and does not let it block unrelated changes', async () => {
    const harness = await alice();
    const refused = await harness.invoke('projects:create', {
      name: 'Ghost client',
      code: null,
      note: null,
      clientId: '00000000-0000-4000-8000-000000000000',
      billable: false,
      active: true,
      timeBudgetMs: null,
      priceBudget: null,
    });
    expect(refused.state).toBe('refused');
    if (refused.state !== 'refused') return;
    expect(inEnglish(refused.refusal.message)).toMatch(/^The service refused/);
    const fine = await harness.invoke('projects:create', {
      name: 'Fine project',
      code: null,
      note: null,
      clientId: null,
      billable: false,
      active: true,
      timeBudgetMs: null,
      priceBudget: null,
    });
    expect(fine.state).toBe('saved');
    // A task of the refused project waits behind it; dropping the project drops the wait.
    const orphan = await harness.invoke('tasks:create', { projectId: refused.id, name: 'Orphan' });
    expect(orphan.state).toBe('queued');
    const status = await harness.invoke('outbox:get');
    expect(status.entries.map((e) => e.state)).toEqual(['refused', 'blocked']);
    await harness.invoke('outbox:drop', { id: refused.writeId });
    // Now it is sent, and refused in turn: its project never came to be.
    await until(
      async () => (await harness.invoke('outbox:get')).entries.map((e) => e.state).join() === 'refused',
      'the orphan task is refused',
    );
    expect((await harness.invoke('outbox:get')).entries[0]?.label).toEqual({
      id: 'outbox.label.addTask',
      values: { name: 'Orphan' },
    });
  });

  it('keeps read-only members from changing projects', async () => {
    const bob = await signedInWithV1({ email: 'bob@example.com', password: 'bob-password' });
    harnesses.push(bob);
    const project = await demoProject(bob);
    expect((await bob.invoke('projects:detail', { id: project.id })).id).toBe(project.id);
    const error = await bob.invokeError('projects:delete', { id: project.id });
    expect(error.code).toBe('forbidden');
    expect(await v1Of(bob).list('time/projects', { $filter: `id eq '${project.id}'` })).toHaveLength(1);
  });
});
