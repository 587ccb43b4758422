import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPreferences } from '../../../src-shared/domain/preferences.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { renderWithBridge } from '../../testing/render.tsx';
import { reportsBridge } from '../../testing/report-fixtures.ts';
import { useTimeFilterStore } from '../time-filter/time-filter-store.ts';
import { ReportsScreen } from './reports-screen.tsx';
import { useReportViewStore } from './report-view-store.ts';

afterEach(cleanup);
beforeEach(() => {
  useReportViewStore.setState({
    period: { unit: 'month', anchor: null, offset: 0 },
    groupBy: 'project',
    sliceBy: null,
    tab: 'overview',
  });
  useTimeFilterStore.getState().reset();
});

describe('ReportsScreen in German', () => {
  it('labels, totals and money speak German once Deutsch is chosen', async () => {
    const bridge = reportsBridge().handle('preferences:get', () => ({
      values: { ...defaultPreferences, language: 'de' as const },
      available: { launchAtLogin: false, closeToTray: false, globalShortcut: false },
      shortcutProblem: null,
    }));
    renderWithBridge(
      <I18nProvider>
        <ReportsScreen />
      </I18nProvider>,
      bridge,
    );
    expect(
      await screen.findByRole('button', { name: 'Summen exportieren (CSV)' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Übersicht' })).toBeTruthy();
    const totals = await screen.findByLabelText('Summen des Zeitraums');
    // German money: the decimal comma and the euro sign after the amount.
    expect(within(totals).getByTestId('total-money').textContent).toMatch(/^Betrag[\d.]+,\d\d\s€$/);
    expect(screen.getByRole('combobox', { name: 'Art des Zeitraums' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Im Vergleich mit früheren Monaten' })).toBeTruthy();
  });
});
