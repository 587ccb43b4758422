import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, renderDaily } from '../../testing/render-daily.tsx';
import { useUndoableDelete } from './use-undoable-delete.ts';

afterEach(cleanup);

function DeleteButton() {
  const remove = useUndoableDelete('timerecords');
  return (
    <button type="button" onClick={() => remove.mutate({ id: 'r1', what: 'der Zeiteintrag' })}>
      delete
    </button>
  );
}

describe('useUndoableDelete', () => {
  it('tells of the delete and offers Undo in German when German is the chosen language', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' })).handle('timerecords:delete', () => ({
      state: 'saved' as const,
      writeId: 'w1',
    }));
    renderDaily(
      <I18nProvider>
        <DeleteButton />
      </I18nProvider>,
      bridge,
    );
    await screen.findByRole('button', { name: 'delete' });
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('Der Zeiteintrag wurde in den Papierkorb verschoben.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rückgängig' })).toBeTruthy();
  });
});
