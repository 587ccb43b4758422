import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { Notifications } from './notifications.tsx';

afterEach(cleanup);

const reminder = {
  title: 'You are not tracking time',
  body: 'No stopwatch has run for 15 minutes.',
  actions: [
    { id: 'n1-0', label: 'Start Review (Website)' },
    { id: 'n1-1', label: 'Open Stint' },
  ],
};

describe('Notifications', () => {
  it('shows a notification’s buttons and sends the chosen one’s id back, then closes it', async () => {
    const bridge = new FakeBridge().handle('app:notification-action', () => null);
    renderWithBridge(<Notifications />, bridge);
    act(() => bridge.emit('app:notification', reminder));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Review (Website)' }));
    await waitFor(() => expect(bridge.callsTo('app:notification-action')).toEqual([{ id: 'n1-0' }]));
    await waitFor(() => expect(screen.queryByText('You are not tracking time')).toBeNull());
  });

  it('says why next to the buttons when the action failed', async () => {
    const bridge = new FakeBridge().fail(
      'app:notification-action',
      'expired',
      'That notification is no longer current.',
    );
    renderWithBridge(<Notifications />, bridge);
    act(() => bridge.emit('app:notification', reminder));
    fireEvent.click(await screen.findByRole('button', { name: 'Open Stint' }));
    expect(await screen.findByText('That notification is no longer current.')).toBeTruthy();
    expect(screen.getByText('You are not tracking time')).toBeTruthy();
  });

  it('shows a plain notification without buttons, dismissable', async () => {
    const bridge = new FakeBridge();
    renderWithBridge(<Notifications />, bridge);
    act(() => bridge.emit('app:notification', { title: 'Saved', body: 'All done.' }));
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Saved' }));
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });
});
