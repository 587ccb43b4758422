import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { useWindowTitle } from './use-window-title.ts';

function Title() {
  useWindowTitle();
  return null;
}

describe('useWindowTitle', () => {
  it('shows the tray text as the document title and follows its changes', async () => {
    const bridge = new FakeBridge().handle('app:get-window-title', () => 'Stint: no stopwatch running');
    renderWithBridge(<Title />, bridge);
    await waitFor(() => expect(document.title).toBe('Stint: no stopwatch running'));
    act(() => bridge.emit('app:window-title', { title: 'Stint: Website running, 5 min' }));
    expect(document.title).toBe('Stint: Website running, 5 min');
  });

  it('never lets the slower first answer replace a newer pushed title', async () => {
    let answer: (title: string) => void = () => undefined;
    const bridge = new FakeBridge().handle(
      'app:get-window-title',
      () => new Promise<string>((resolve) => (answer = resolve)),
    );
    renderWithBridge(<Title />, bridge);
    act(() => bridge.emit('app:window-title', { title: 'Stint: Website running, 6 min' }));
    await act(async () => {
      answer('Stint: no stopwatch running');
      await Promise.resolve();
    });
    expect(document.title).toBe('Stint: Website running, 6 min');
  });
});
