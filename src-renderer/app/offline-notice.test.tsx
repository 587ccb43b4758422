import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendStatus } from '../../src-shared/domain/backend-status.ts';
import { BridgeProvider } from '../platform/bridge-context.tsx';
import { useIpcQuery } from '../platform/ipc-hooks.ts';
import { FakeBridge } from '../testing/fake-bridge.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { createAppQueryClient } from './query-client.ts';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

const status = (state: BackendStatus['state']): BackendStatus => ({
  kind: 'remote',
  state,
  url: 'https://stint.example.com',
  serviceVersion: null,
  problem: null,
  checkedAt: Date.now(),
});

/** A screen's read, as Time, Projects and Reports read through react-query. */
function Today() {
  const today = useIpcQuery('stopwatch:today');
  return (
    <output data-testid="today">
      {today.data === undefined ? 'Reading…' : `${today.data.finishedMs ?? 0} ms today`}
    </output>
  );
}

function renderApp(bridge: FakeBridge) {
  const client = createAppQueryClient();
  render(
    <BridgeProvider bridge={bridge}>
      <QueryClientProvider client={client}>
        <OfflineNotice />
        <Today />
      </QueryClientProvider>
    </BridgeProvider>,
  );
  return client;
}

describe('offline', () => {
  it('keeps what was read when reads fail, and says how old it is', async () => {
    const bridge = new FakeBridge()
      .handle('backend:get-status', () => status('connected'))
      .handle('stopwatch:today', () => ({ finishedMs: 5000, recentProjects: [] }));
    const client = renderApp(bridge);
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe('5000 ms today'));
    expect(screen.queryByTestId('offline-notice')).toBeNull();

    bridge.fail('stopwatch:today', 'service-unreachable', 'The service does not answer.');
    act(() => bridge.emit('backend:status-changed', status('unreachable')));
    await act(() => client.invalidateQueries({ queryKey: ['stopwatch:today'] }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:today').length).toBeGreaterThan(1));
    expect(screen.getByTestId('today').textContent).toBe('5000 ms today');
    expect(screen.getByTestId('offline-notice').textContent).toBe(
      'Offline — showing what was read just now.',
    );
  });

  it('says that nothing was read yet after a start while offline', async () => {
    const bridge = new FakeBridge()
      .handle('backend:get-status', () => status('unreachable'))
      .fail('stopwatch:today', 'service-unreachable', 'The service does not answer.');
    renderApp(bridge);
    expect((await screen.findByTestId('offline-notice')).textContent).toBe(
      'Offline — nothing was read from the service yet, so there is nothing to show until it answers.',
    );
  });

  it('reads through main even when the computer has no network (no endless reading)', async () => {
    onlineManager.setOnline(false);
    const bridge = new FakeBridge()
      .handle('backend:get-status', () => status('connected'))
      .handle('stopwatch:today', () => ({ finishedMs: 7000, recentProjects: [] }));
    renderApp(bridge);
    await waitFor(() => expect(screen.getByTestId('today').textContent).toBe('7000 ms today'));
  });
});
