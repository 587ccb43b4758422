import { cleanup, fireEvent, screen, waitFor, act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stoppedStopwatch, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { RunningBar } from './running-bar.tsx';

afterEach(cleanup);

const website = { id: projects[0]!.id, name: projects[0]!.title, code: projects[0]!.code };

const running = (): StopwatchState => ({
  ...stoppedStopwatch(Date.now(), 'ready'),
  status: 'running',
  id: 'i1',
  project: website,
  elapsedMs: 61_000,
});

describe('RunningBar', () => {
  it('shows the running project and its time, and stops it by keyboard', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running() }).handle('stopwatch:stop', () =>
      stoppedStopwatch(Date.now(), 'ready'),
    );
    renderDaily(<RunningBar />, bridge);
    const bar = await screen.findByRole('region', { name: 'Running stopwatch' });
    expect(bar.textContent).toContain('Running: Northwind Website Relaunch');
    expect(screen.getByTestId('running-bar-clock').textContent).toMatch(/^0:01:0[1-3]$/);
    const stop = screen.getByRole('button', { name: 'Stop the running stopwatch' });
    expect(stop.textContent).toBe('Stop');
    stop.focus();
    expect(document.activeElement).toBe(stop);
    fireEvent.click(stop);
    await waitFor(() => expect(bridge.callsTo('stopwatch:stop')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Running stopwatch' })).toBeNull());
  });

  it('counts on live from main’s elapsed time', async () => {
    const bridge = dailyBridge(new FakeBridge(), {
      stopwatch: { ...running(), elapsedMs: 3_600_000, asOf: Date.now() - 5_000 },
    });
    renderDaily(<RunningBar />, bridge);
    await waitFor(() => expect(screen.getByTestId('running-bar-clock').textContent).toMatch(/^1:00:0[5-8]$/));
    act(() => bridge.emit('stopwatch:changed', { ...running(), elapsedMs: 7_200_000, asOf: Date.now() }));
    await waitFor(() => expect(screen.getByTestId('running-bar-clock').textContent).toMatch(/^2:00:0[0-3]$/));
  });

  it('is not there while no stopwatch runs', async () => {
    const bridge = dailyBridge(new FakeBridge());
    renderDaily(<RunningBar />, bridge);
    await waitFor(() => expect(bridge.callsTo('stopwatch:get')).toHaveLength(1));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.queryByRole('region', { name: 'Running stopwatch' })).toBeNull();
  });

  it('says so when a stopwatch runs in another organization, and stops it there', async () => {
    const elsewhere: StopwatchState = {
      ...stoppedStopwatch(Date.now(), 'ready'),
      elsewhere: {
        organization: { id: 'org-acme', title: 'Acme' },
        status: 'running',
        project: { id: 'p1', name: 'Website', code: null },
        elapsedMs: 4_323_000,
        asOf: Date.now(),
      },
    };
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: elsewhere }).handle(
      'stopwatch:stop-elsewhere',
      () => stoppedStopwatch(Date.now(), 'ready'),
    );
    renderDaily(<RunningBar />, bridge);
    const text = await screen.findByTestId('running-bar-text');
    expect(text.textContent).toMatch(/^A stopwatch runs in Acme: Website, 1:12:0[3-5]\.$/);
    fireEvent.click(screen.getByRole('button', { name: 'Stop it' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:stop-elsewhere')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('running-bar')).toBeNull());
  });

  it('speaks German when German is the chosen language', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }), { stopwatch: running() });
    renderDaily(
      <I18nProvider>
        <RunningBar />
      </I18nProvider>,
      bridge,
    );
    const bar = await screen.findByRole('region', { name: 'Laufende Stoppuhr' });
    expect(bar.textContent).toContain('Läuft: Northwind Website Relaunch');
    expect(screen.getByRole('button', { name: 'Die laufende Stoppuhr stoppen' }).textContent).toBe('Stoppen');
  });
});
