import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultFocus } from '../../../src-shared/domain/preferences.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { FocusBadge } from './focus-badge.tsx';

afterEach(cleanup);
const minute = 60_000;
const on = { focus: { ...defaultFocus, enabled: true } };

describe('FocusBadge', () => {
  it('shows the phase and the time left from the stopwatch’s elapsed time', async () => {
    renderWithBridge(
      <FocusBadge state={{ status: 'running' }} elapsedMs={10 * minute + 30_000} />,
      preferencesBridge(on),
    );
    expect((await screen.findByTestId('focus-badge')).textContent).toBe('Focus: 14:30 left');
    cleanup();
    renderWithBridge(
      <FocusBadge state={{ status: 'paused' }} elapsedMs={27 * minute} />,
      preferencesBridge(on),
    );
    expect((await screen.findByTestId('focus-badge')).textContent).toBe('Break: 3:00 left (paused)');
  });

  it('shows nothing while the focus timer is off or no stopwatch runs', async () => {
    const off = preferencesBridge();
    renderWithBridge(<FocusBadge state={{ status: 'running' }} elapsedMs={minute} />, off);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(off.callsTo('preferences:get')).toHaveLength(1);
    expect(screen.queryByTestId('focus-badge')).toBeNull();
    cleanup();
    renderWithBridge(<FocusBadge state={{ status: 'stopped' }} elapsedMs={0} />, preferencesBridge(on));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('focus-badge')).toBeNull();
  });
});
