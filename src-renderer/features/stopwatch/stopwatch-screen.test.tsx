import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stoppedStopwatch, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { StopwatchLayer } from './stopwatch-layer.tsx';
import { StopwatchScreen } from './stopwatch-screen.tsx';

afterEach(cleanup);

const running: StopwatchState = {
  ...stoppedStopwatch(Date.now(), 'ready'),
  status: 'running',
  id: 'i1',
  project: { id: projects[0]!.id, name: projects[0]!.title, code: projects[0]!.code },
  elapsedMs: 61_000,
  description: 'Homepage',
};

describe('StopwatchScreen', () => {
  it('chooses a project found by typing with Enter, moves on, and starts with Ctrl+Enter', async () => {
    const bridge = dailyBridge(new FakeBridge())
      .handle('stopwatch:start', () => ({ ...running, pending: true }))
      .handle('projects:tasks', () => []);
    renderDaily(<StopwatchScreen />, bridge);
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'contoso' } });
    expect(await screen.findByRole('option', { name: /Contoso Mobile Banking App/ })).toBeTruthy();
    fireEvent.keyDown(picker, { key: 'Enter' });
    // Enter only chooses: a project without tasks hands over to the description.
    const description = screen.getByLabelText('What are you working on?');
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
    fireEvent.change(description, { target: { value: 'Login screen' } });
    fireEvent.keyDown(description, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toMatchObject({
      projectId: projects[1]!.id,
      description: 'Login screen',
      billable: false,
    });
    expect(await screen.findByTestId('stopwatch-status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Running on Northwind Website Relaunch'),
    );
    expect(screen.getByText('Not saved yet')).toBeTruthy();
  });

  it('asks before starting on a finished project', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('stopwatch:start', () => running);
    renderDaily(<StopwatchScreen />, bridge);
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'internal' } });
    expect(await screen.findByRole('option', { name: /Internal Tools/ })).toBeTruthy();
    // Cmd+Enter (macOS) on the highlighted project starts it straight from the picker.
    fireEvent.keyDown(picker, { key: 'Enter', metaKey: true });
    const ask = await screen.findByRole('alertdialog', { name: 'Internal Tools is finished. Start anyway?' });
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toMatchObject({ projectId: projects[2]!.id });
  });

  it('moves from the project to its task with Enter when the project has open tasks', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('projects:tasks', (arg) => [
      { id: 't1', version: 1, name: 'Design', projectId: arg.projectId, done: false },
    ]);
    renderDaily(<StopwatchScreen />, bridge);
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'northwind' } });
    await screen.findByRole('option', { name: /Northwind Website Relaunch/ });
    fireEvent.keyDown(picker, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Task')));
    // Ctrl+Enter from the task field starts what the form says.
    bridge.handle('stopwatch:start', () => running);
    fireEvent.change(screen.getByLabelText('Task'), { target: { value: 't1' } });
    fireEvent.keyDown(screen.getByLabelText('Task'), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([
        expect.objectContaining({ projectId: projects[0]!.id, taskId: 't1' }),
      ]),
    );
  });

  it('shows the running face from main’s elapsed time, and pauses and stops by keyboard', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running })
      .handle('stopwatch:pause', () => ({ ...running, status: 'paused' }))
      .handle('stopwatch:stop', () => stoppedStopwatch(Date.now(), 'ready'));
    renderDaily(
      <>
        <StopwatchScreen />
        <StopwatchLayer />
      </>,
      bridge,
    );
    expect((await screen.findByTestId('stopwatch-face')).textContent).toMatch(/^0:01:0[1-3]$/);
    await waitFor(() =>
      expect(screen.getByTestId('today-total').textContent).toMatch(/^2 h 1 min tracked today$/),
    );
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'P', code: 'KeyP', ctrlKey: true, shiftKey: true }),
      );
    });
    await waitFor(() => expect(bridge.callsTo('stopwatch:pause')).toHaveLength(1));
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'S', code: 'KeyS', ctrlKey: true, shiftKey: true }),
      );
    });
    await waitFor(() => expect(bridge.callsTo('stopwatch:stop')).toHaveLength(1));
  });

  it('says why a read-only member cannot start, and offers no form to start with', async () => {
    const bridge = dailyBridge(new FakeBridge(), {
      stopwatch: { availability: 'read-only' },
      access: 'READ',
    });
    renderDaily(<StopwatchScreen />, bridge);
    expect(await screen.findByText(/read-only access/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Project' })).toBeNull();
  });

  it('asks about time away and sends the answer', async () => {
    const from = new Date(2026, 0, 7, 10, 0).getTime();
    const bridge = dailyBridge(new FakeBridge(), {
      stopwatch: { ...running, away: { reason: 'sleep', from, to: from + 40 * 60_000 } },
    }).handle('stopwatch:answer-away', () => running);
    renderDaily(<StopwatchLayer />, bridge);
    const dialog = await screen.findByRole('dialog', { name: 'You were away for 40 min' });
    expect(dialog.textContent).toContain('the computer was asleep');
    fireEvent.click(screen.getByRole('button', { name: 'Leave out the 40 min and go on' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:answer-away')).toEqual([{ choice: 'discard' }]));
  });

  it('does not just say "Not running" while a stopwatch runs in another organization, and stops it there', async () => {
    const elsewhere: StopwatchState = {
      ...stoppedStopwatch(Date.now(), 'ready'),
      elsewhere: {
        organization: { id: 'org-globex', title: 'Globex' },
        status: 'running',
        project: { id: 'p9', name: 'Audit', code: null },
        elapsedMs: 600_000,
        asOf: Date.now(),
      },
    };
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: elsewhere }).handle(
      'stopwatch:stop-elsewhere',
      () => stoppedStopwatch(Date.now(), 'ready'),
    );
    renderDaily(<StopwatchScreen />, bridge);
    const status = await screen.findByTestId('stopwatch-status');
    await waitFor(() =>
      expect(status.textContent).toBe('Not running here. A stopwatch runs in Globex on Audit.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop it in Globex' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:stop-elsewhere')).toHaveLength(1));
    await waitFor(() => expect(status.textContent).toBe('Not running'));
  });

  it('tells the time away on the organization’s clock', async () => {
    // 09:00–09:40 UTC is 10:00–10:40 in Vienna, whatever zone this computer is in.
    const from = Date.UTC(2026, 0, 7, 9, 0);
    const bridge = dailyBridge(new FakeBridge(), {
      stopwatch: { ...running, away: { reason: 'idle', from, to: from + 40 * 60_000 } },
    }).handle('reports:account', () => ({
      title: 'Acme Studio',
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      today: '2026-01-07',
    }));
    renderDaily(<StopwatchLayer />, bridge);
    const dialog = await screen.findByRole('dialog', { name: 'You were away for 40 min' });
    await waitFor(() => expect(dialog.textContent).toMatch(/From 10:00\sAM to 10:40\sAM you did not use/));
  });
});
