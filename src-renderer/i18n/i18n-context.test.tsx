import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GeneralSettings } from '../features/preferences/general-settings.tsx';
import { preferencesBridge } from '../testing/preferences-bridge.ts';
import { renderWithBridge } from '../testing/render.tsx';
import { renderErrorMessage } from './error-language.ts';
import { I18nProvider } from './i18n-context.tsx';

afterEach(cleanup);

describe('I18nProvider', () => {
  it('speaks German once Deutsch is chosen in Settings, and renders errors from main in German', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(
      <I18nProvider>
        <GeneralSettings />
      </I18nProvider>,
      bridge,
    );
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'de' } });
    await waitFor(() => expect(bridge.callsTo('preferences:update')).toEqual([{ language: 'de' }]));
    expect(await screen.findByLabelText('Sprache')).toBeTruthy();
    expect(screen.getByText('Allgemein')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(renderErrorMessage({ id: 'error.noStopwatch' }, 'No stopwatch is running.')).toBe(
      'Es läuft keine Stoppuhr.',
    );
    expect(
      renderErrorMessage({ id: 'error.actionForbidden', values: { action: { id: 'action.export' } } }, ''),
    ).toBe('Der Export ist mit Ihrem Zugriff in dieser Organisation nicht erlaubt.');
  });

  it('follows a German system language when the setting is System', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['de-AT', 'en'] });
    try {
      renderWithBridge(
        <I18nProvider>
          <GeneralSettings />
        </I18nProvider>,
        preferencesBridge(),
      );
      expect(await screen.findByLabelText('Sprache')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'languages');
      if (original !== undefined) Object.defineProperty(Navigator.prototype, 'languages', original);
    }
  });

  it('keeps main’s English for an id this renderer does not know', () => {
    expect(renderErrorMessage({ id: 'no.such.id' as 'error.asIs' }, 'From main.')).toBe('From main.');
  });
});
