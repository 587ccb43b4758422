import { describe, expect, it } from 'vitest';
import type { ShellAction } from './menu-spec.ts';
import { NotificationActions } from './notification-actions.ts';

describe('NotificationActions', () => {
  const start: ShellAction = { type: 'stopwatch:start', projectId: 'p1', description: 'Review' };
  const open: ShellAction = { type: 'window:open', section: 'stopwatch' };

  it('gives the page ids instead of actions and carries out the chosen one', async () => {
    const done: ShellAction[] = [];
    const actions = new NotificationActions((action) => {
      done.push(action);
      return Promise.resolve();
    });
    const shown = actions.present({
      title: 'You are not tracking time',
      body: 'b',
      actions: [
        { label: 'Start Review', action: start },
        { label: 'Open Stint', action: open },
      ],
    });
    expect(shown.actions).toEqual([
      { id: 'n1-0', label: 'Start Review' },
      { id: 'n1-1', label: 'Open Stint' },
    ]);
    expect(JSON.stringify(shown)).not.toContain('stopwatch:start');
    await actions.perform('n1-0');
    expect(done).toEqual([start]);
  });

  it('answers each notification once and refuses ids it never offered', async () => {
    const actions = new NotificationActions(() => Promise.resolve());
    actions.present({
      title: 't',
      body: 'b',
      actions: [
        { label: 'Open', action: open },
        { label: 'Start', action: start },
      ],
    });
    await actions.perform('n1-1');
    await expect(actions.perform('n1-0')).rejects.toThrow(/no longer current/);
    await expect(actions.perform('n9-0')).rejects.toThrow(/no longer current/);
  });

  it('leaves a notification without buttons as it is', () => {
    const actions = new NotificationActions(() => Promise.resolve());
    expect(actions.present({ title: 't', body: 'b' })).toEqual({ title: 't', body: 'b' });
  });
});
