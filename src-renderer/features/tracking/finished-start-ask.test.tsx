import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { useFinishedStartAsk } from './finished-start-ask.tsx';

afterEach(cleanup);

function Starter({ active, go }: { active: boolean; go: () => void }) {
  const { ask, dialog } = useFinishedStartAsk();
  return (
    <>
      <button type="button" onClick={() => ask({ title: 'Old Pitch', active }, go)}>
        go
      </button>
      {dialog}
    </>
  );
}

describe('useFinishedStartAsk', () => {
  it('asks in German before starting on a finished project, and starts only when told to', async () => {
    const go = vi.fn();
    renderWithBridge(
      <I18nProvider>
        <Starter active={false} go={go} />
      </I18nProvider>,
      preferencesBridge({ language: 'de' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Old Pitch ist abgeschlossen. Trotzdem starten?',
    });
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem starten' }));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('starts an active project at once', () => {
    const go = vi.fn();
    renderWithBridge(<Starter active go={go} />, preferencesBridge());
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(go).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
