import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { remoteBackend } from '../../testing/backend-status.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { AccountSettings } from './account-settings.tsx';

afterEach(cleanup);

function setup(session: SessionState) {
  const bridge = new FakeBridge()
    .handle('session:get', () => session)
    .handle('backend:get-status', () => remoteBackend('unreachable'));
  renderWithBridge(<AccountSettings />, bridge);
  return bridge;
}

describe('AccountSettings while the service does not answer', () => {
  it('disables signing in with the reason beside it, and enables it when the service is back', async () => {
    const bridge = setup(sessionState());
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Sign in with your browser',
    });
    await waitFor(() => expect(button.disabled).toBe(true));
    const reason = screen.getByTestId('offline-reason');
    expect(reason.textContent).toBe('Needs the service, which does not answer right now.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    act(() => bridge.emit('backend:status-changed', remoteBackend('connected')));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByTestId('offline-reason')).toBeNull();
  });

  it('does not send the time-tracking password while offline, and says why', async () => {
    const bridge = setup(signedIn());
    const input = await screen.findByLabelText<HTMLInputElement>('Password');
    fireEvent.change(input, { target: { value: 'alice-password' } });
    const connect = screen.getByRole<HTMLButtonElement>('button', { name: 'Connect time tracking' });
    await waitFor(() => expect(connect.disabled).toBe(true));
    fireEvent.submit(connect.closest('form')!);
    expect(bridge.callsTo('session:connect-v1')).toEqual([]);
    expect(screen.getByTestId('offline-reason').textContent).toContain('does not answer');
  });
});
