import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPreferences, type PreferencesState } from '../../../src-shared/domain/preferences.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { GeneralSettings } from './general-settings.tsx';

afterEach(cleanup);

const desktop: PreferencesState = {
  values: defaultPreferences,
  available: { launchAtLogin: true, closeToTray: true, globalShortcut: true },
  shortcutProblem: null,
};

describe('GeneralSettings', () => {
  it('changes the theme and turns the global shortcut on', async () => {
    const bridge = new FakeBridge();
    let state = desktop;
    bridge.handle('preferences:get', () => state);
    bridge.handle('preferences:update', (patch) => {
      state = {
        ...state,
        values: {
          ...state.values,
          ...(patch.theme === undefined ? {} : { theme: patch.theme }),
          globalShortcut: { ...state.values.globalShortcut, ...patch.globalShortcut },
        } as PreferencesState['values'],
        shortcutProblem:
          patch.globalShortcut?.enabled === true
            ? 'CommandOrControl+Alt+S is already used by another application or the system. Choose another shortcut.'
            : null,
      };
      return state;
    });
    renderWithBridge(<GeneralSettings />, bridge);
    fireEvent.change(await screen.findByLabelText('Theme'), { target: { value: 'dark' } });
    await waitFor(() => expect(bridge.callsTo('preferences:update')).toEqual([{ theme: 'dark' }]));
    fireEvent.click(
      screen.getByLabelText('Start and stop the stopwatch with a shortcut from any application'),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/already used by another application/);
  });

  it('turns the byte order mark of CSV exports off (it is on by default)', async () => {
    const bridge = new FakeBridge();
    let state = desktop;
    bridge.handle('preferences:get', () => state);
    bridge.handle('preferences:update', (patch) => {
      state = { ...state, values: { ...state.values, csvBom: patch.csvBom ?? state.values.csvBom } };
      return state;
    });
    renderWithBridge(<GeneralSettings />, bridge);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Mark CSV exports as UTF-8/ });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(bridge.callsTo('preferences:update')).toEqual([{ csvBom: false }]));
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it('switches CSV exports to the neutral format, with short option names and a hint', async () => {
    const bridge = new FakeBridge();
    let state = desktop;
    bridge.handle('preferences:get', () => state);
    bridge.handle('preferences:update', (patch) => {
      state = { ...state, values: { ...state.values, csvFormat: patch.csvFormat ?? state.values.csvFormat } };
      return state;
    });
    renderWithBridge(<GeneralSettings />, bridge);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'CSV number and date format',
    });
    expect(select.value).toBe('locale');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'As in my language',
      'Neutral (ISO)',
    ]);
    expect(screen.getByText(/2025-11-05, for scripts/).id).toBe(select.getAttribute('aria-describedby'));
    fireEvent.change(select, { target: { value: 'neutral' } });
    await waitFor(() => expect(bridge.callsTo('preferences:update')).toEqual([{ csvFormat: 'neutral' }]));
    await waitFor(() => expect(select.value).toBe('neutral'));
  });

  it('names the CSV formats in German', async () => {
    renderWithBridge(
      <I18nProvider>
        <GeneralSettings />
      </I18nProvider>,
      preferencesBridge({ language: 'de' }),
    );
    const select = await screen.findByRole<HTMLSelectElement>(
      'combobox',
      { name: 'Zahlen- und Datumsformat in CSV' },
      { timeout: 10_000 },
    );
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Wie meine Sprache',
      'Neutral (ISO)',
    ]);
  }, 20_000);

  it('refuses a shortcut without a modifier before it reaches main', async () => {
    const bridge = new FakeBridge();
    bridge.handle('preferences:get', () => desktop);
    renderWithBridge(<GeneralSettings />, bridge);
    const field = await screen.findByLabelText('Shortcut');
    fireEvent.change(field, { target: { value: 'S' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Use this shortcut' }).disabled).toBe(true);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says which switches only the desktop app has', async () => {
    const bridge = new FakeBridge();
    bridge.handle('preferences:get', () => ({
      ...desktop,
      available: { launchAtLogin: false, closeToTray: false, globalShortcut: false },
    }));
    renderWithBridge(<GeneralSettings />, bridge);
    expect((await screen.findByLabelText<HTMLInputElement>('Start Stint when I log in')).disabled).toBe(true);
    expect(screen.getAllByText('Available in the desktop app.')).toHaveLength(3);
    expect(screen.queryByLabelText('Shortcut')).toBeNull();
  });
});
