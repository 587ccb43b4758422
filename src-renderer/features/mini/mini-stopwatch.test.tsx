import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stoppedStopwatch, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { hourOnFirstProject } from '../../testing/time-records.ts';
import { MiniStopwatch } from './mini-stopwatch.tsx';

afterEach(cleanup);

const first = projects[0]!;
const running: StopwatchState = {
  ...stoppedStopwatch(Date.now(), 'ready'),
  status: 'running',
  id: 'i1',
  project: { id: first.id, name: first.title, code: first.code },
  elapsedMs: 61_000,
  description: 'Homepage',
};

describe('MiniStopwatch', () => {
  it('shows the running project, what it is for and the elapsed time; Pause and Stop act on it', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running })
      .handle('timerecords:list', () => [])
      .handle('stopwatch:pause', () => ({ ...running, status: 'paused' }))
      .handle('stopwatch:stop', () => ({ ...running, status: 'stopped' }));
    renderDaily(<MiniStopwatch />, bridge);
    expect((await screen.findByTestId('mini-status')).textContent).toBe(`Running on ${first.title}`);
    expect(screen.getByTestId('mini-what').textContent).toBe('Homepage');
    expect(screen.getByRole('timer').textContent).toBe('0:01:01');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:pause')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:stop')).toHaveLength(1));
  });

  it('when stopped, continues the last entry: its project, task, work type, description and billable flag', async () => {
    const workType = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Design' };
    const last = { ...hourOnFirstProject('r1', Date.now() - 7_200_000, 'Sprint review'), workType };
    const bridge = dailyBridge(new FakeBridge())
      .handle('timerecords:list', () => [last])
      .handle('stopwatch:start', () => ({ ...running, description: 'Sprint review' }));
    renderDaily(<MiniStopwatch />, bridge);
    expect((await screen.findByTestId('mini-status')).textContent).toBe('Not running');
    await waitFor(() =>
      expect(screen.getByTestId('mini-what').textContent).toBe(`Last: ${first.title} · Sprint review`),
    );
    // Only the person's own records, newest first, one of them.
    expect(bridge.callsTo('timerecords:list')[0]).toMatchObject({
      skip: 0,
      top: 1,
      filter: { people: 'me' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toEqual({
      projectId: first.id,
      taskId: null,
      workTypeId: workType.id,
      description: 'Sprint review',
      billable: true,
    });
    expect((await screen.findByTestId('mini-status')).textContent).toBe(`Running on ${first.title}`);
  });

  it('with no entry to continue, says where to start instead of offering a button', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('timerecords:list', () => []);
    renderDaily(<MiniStopwatch />, bridge);
    await waitFor(() =>
      expect(screen.getByTestId('mini-what').textContent).toBe(
        'Nothing to continue yet: start on a project in the main window.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('offers nothing to press when time tracking is not ready, and says why', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: { availability: 'signed-out' } }).handle(
      'timerecords:list',
      () => [],
    );
    renderDaily(<MiniStopwatch />, bridge);
    const status = await screen.findByTestId('mini-status');
    expect(status.textContent).not.toBe('Not running');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('speaks German when German is the chosen language', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }), { stopwatch: running }).handle(
      'timerecords:list',
      () => [],
    );
    renderDaily(
      <I18nProvider>
        <MiniStopwatch />
      </I18nProvider>,
      bridge,
    );
    await waitFor(() =>
      expect(screen.getByTestId('mini-status').textContent).toBe(`Läuft für ${first.title}`),
    );
    expect(screen.getByRole('button', { name: 'Pausieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stoppen' })).toBeTruthy();
    expect(document.title).toBe('Stint-Stoppuhr');
  });
});
