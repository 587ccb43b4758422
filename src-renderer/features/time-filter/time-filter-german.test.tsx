import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, renderDaily } from '../../testing/render-daily.tsx';
import { TimeFilterBar } from './time-filter-bar.tsx';
import { useTimeFilterStore } from './time-filter-store.ts';

afterEach(() => {
  cleanup();
  useTimeFilterStore.getState().reset();
});

describe('TimeFilterBar in German', () => {
  it('names the filters in German and counts what is chosen with German plurals', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' })).handle('reports:filter-options', () => [
      { id: 'p1', name: 'Alpha' },
      { id: 'p2', name: 'Beta' },
    ]);
    renderDaily(
      <I18nProvider>
        <TimeFilterBar />
      </I18nProvider>,
      bridge,
    );
    expect(await screen.findByRole('group', { name: 'Zeiteinträge filtern' })).toBeTruthy();
    expect(screen.getByLabelText('Nur ich')).toBeTruthy();
    const projects = screen.getByRole('button', { name: 'Projekte: Alle Projekte' });
    fireEvent.click(projects);
    fireEvent.click(await screen.findByLabelText('Alpha'));
    fireEvent.click(screen.getByLabelText('Beta'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Projekte: 2 Projekte' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen' })).toBeTruthy();
  });
});
