import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { preferencesBridge } from '../testing/preferences-bridge.ts';
import { renderWithBridge } from '../testing/render.tsx';
import { ToastProvider, useToast } from './toast.tsx';

afterEach(cleanup);

function Trigger({ onUndo, durationMs }: { onUndo: () => Promise<void>; durationMs?: number }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show({
          message: 'Time record moved to the trash.',
          action: { label: 'Undo', run: onUndo },
          ...(durationMs === undefined ? {} : { durationMs }),
        })
      }
    >
      Delete
    </button>
  );
}

describe('toasts', () => {
  it('offers one action, runs it once, and closes', async () => {
    let undone = 0;
    render(
      <ToastProvider>
        <Trigger onUndo={() => Promise.resolve(void (undone += 1))} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Time record moved to the trash.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(undone).toBe(1);
  });

  it('goes away by itself after its time, and when dismissed', async () => {
    render(
      <ToastProvider>
        <Trigger onUndo={() => Promise.resolve()} durationMs={50} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('toasts in German', () => {
  it('names the message region and the close button in German', async () => {
    renderWithBridge(
      <I18nProvider>
        <ToastProvider>
          <Trigger onUndo={() => Promise.resolve()} />
        </ToastProvider>
      </I18nProvider>,
      preferencesBridge({ language: 'de' }),
    );
    expect(await screen.findByRole('region', { name: 'Meldungen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Meldung schließen' })).toBeTruthy();
  });
});
